import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value, i.brand, i.location]);

describe('tables', () => {
  it('reads quoted CSV with a header in any language, keeping prices and rooms', () => {
    expect(
      read(
        'Bezeichnung;Marke;Raum;Anzahl;Einzelpreis\n"Sofa ""Lisa""";Ikea;Wohnzimmer;1;1.199,00\nStehleuchte;Philips;Wohnzimmer;2;89,90',
      ),
    ).toEqual([
      ['Sofa Lisa', 1, 1199, 'Ikea', 'Wohnzimmer'],
      ['Stehleuchte', 2, 89.9, 'Philips', 'Wohnzimmer'],
    ]);
  });

  it('keeps the item name when a markdown table has a brand column first', () => {
    expect(
      read('| Brand | Item | Value |\n|---|---|---|\n| Barbour | Waxed jacket | £180 |'),
    ).toEqual([['Waxed jacket', 1, 180, 'Barbour', null]]);
  });

  it('reads header-less delimited rows by their content', () => {
    expect(
      read('Nikon Z6 II camera,1,1596.95\nTamron lens,1,879.00\nSD card 64GB,3,18.99'),
    ).toEqual([
      ['Nikon Z6 II camera', 1, 1596.95, 'Nikon', null],
      ['Tamron lens', 1, 879, 'Tamron', null],
      ['SD card 64GB', 3, 18.99, null, null],
    ]);
  });

  it('never takes a row-number column for a quantity', () => {
    expect(
      read('| Nr. | Gegenstand | Stück | Wert |\n|--|--|--|--|\n| 2 | Grill | 1 | 899,00 € |'),
    ).toEqual([['Grill', 1, 899, null, null]]);
  });

  it('reads aligned columns with a header: an amount column is the line total', () => {
    expect(
      read(
        'Vare                 Antall    Beløp\nSkjermbeskytter          2   398,00\nSum                    398,00',
      ),
    ).toEqual([['Skjermbeskytter', 2, 199, null, null]]);
  });
});

describe('receipts', () => {
  it('joins multi-line entries: name, article number, then count × price', () => {
    expect(
      read(
        'KALLAX shelf unit\n  802.758.87\n  1 x 79.99     79.99\nPOÄNG armchair\n  392.407.83\n  2 x 149.00   298.00\nTOTAL 377.99',
      ),
    ).toEqual([
      ['KALLAX shelf unit', 1, 79.99, null, null],
      ['POÄNG armchair', 2, 149, 'IKEA', null],
    ]);
  });

  it('attaches a quantity line to the entry whose amount agrees, above or below', () => {
    const above = read('LESSIVE 2L   12,90\n2 x 6,45\nPAIN   1,20\nTOTAL   14,10');
    expect(above[0]).toEqual(['LESSIVE 2L', 2, 6.45, null, null]);
    const below = read(
      'BERAS 5KG   79,500\n2 x 19,500\nINDOMIE GORENG   39,000\nTOTAL 118,500\nTUNAI 120,000',
    );
    expect(below.map((r) => r.slice(0, 3))).toEqual([
      ['BERAS 5KG', 1, 79500],
      ['INDOMIE GORENG', 2, 19500],
    ]);
  });

  it('takes a quantity only when the numbers agree', () => {
    expect(
      read('SAKRETE MIX 80LB   3 @ 6.98   20.94\nBANNER 8 X 4 VINYL   34.97\nTOTAL 55.91'),
    ).toEqual([
      ['SAKRETE MIX 80LB', 3, 6.98, null, null],
      ['BANNER 8 X 4 VINYL', 1, 34.97, null, null],
    ]);
    expect(
      read('1. Rolex Submariner £12,500\n2. Diamond ring £8,750\n3. Pearl necklace £1,200'),
    ).toEqual([
      ['Rolex Submariner', 1, 12500, 'Rolex', null],
      ['Diamond ring', 1, 8750, null, null],
      ['Pearl necklace', 1, 1200, null, null],
    ]);
  });

  it('settles "2 Caesar Salad 28.00" against the printed subtotal and attaches modifiers', () => {
    const { items } = extractItems(
      '1 Ribeye Steak   38.00\n   MEDIUM RARE\n2 Caesar Salad   28.00\nSubtotal   66.00\nTip   13.20\nVISA   79.20',
    );
    expect(items.map((i) => [i.name, i.quantity, i.value, i.details])).toEqual([
      ['Ribeye Steak', 1, 38, ['MEDIUM RARE']],
      ['Caesar Salad', 2, 14, []],
    ]);
  });

  it('drops totals, taxes, payments and company lines in many languages but keeps products', () => {
    const names = extractItems(
      [
        'WORTEN S.A.',
        'Capital Social: 290.000.000 EURO',
        'Máquina de lavar Bosch   499,99',
        'REG 12PC EGGS CAGE FREE   3,49',
        'Total   503,48',
        'IVA 23%   94,15',
        'Multibanco   503,48',
        'Troco   0,00',
      ].join('\n'),
    ).items.map((i) => i.name);
    expect(names).toEqual(['Máquina de lavar Bosch', 'REG 12PC EGGS CAGE FREE']);
  });
});

describe('forms, lists and prose', () => {
  it('reads a warranty card as one owned item, without its parts', () => {
    const { items } = extractItems(
      'Product: Dyson V11 vacuum\nSerial No.: G7T-US\nPurchase price: $599.99\n\nIncluded:\n- Crevice tool\n- Charger',
    );
    expect(items.map((i) => [i.name, i.value, i.brand, i.details, i.serial])).toEqual([
      ['Dyson V11 vacuum', 599.99, 'Dyson', [], 'G7T-US'],
    ]);
  });

  it('reads a registration card that calls its product the machine or the appliance', () => {
    const { items } = extractItems(
      'Thanks for registering your appliance.\n\nAppliance: Breville espresso machine BES870\nSerial number: ZX-1100-42\nPurchase price: A$899.00\n',
    );
    expect(items.map((i) => [i.name, i.value])).toEqual([
      ['Breville espresso machine BES870', 899],
    ]);
  });

  it('reads informal amounts and headings as rooms', () => {
    expect(
      read(
        'BASEMENT\n- treadmill ~900?\n- 2 camping chairs 60 each\n- mixer, 400ish\n- kayak for like 400 bucks',
      ),
    ).toEqual([
      ['Treadmill', 1, 900, null, 'Basement'],
      ['Camping chairs', 2, 60, null, 'Basement'],
      ['Mixer', 1, 400, null, 'Basement'],
      ['Kayak', 1, 400, null, 'Basement'],
    ]);
  });

  it('gives each amount of a sentence to its mention, in other languages too', () => {
    expect(
      read(
        'Bij de inbraak zijn verdwenen: een iPad Pro van 1.100 euro, een Canon camera van ongeveer 1.450 euro en een gouden ketting van 800 euro.',
      ).map((r) => [r[0], r[2]]),
    ).toEqual([
      ['iPad Pro', 1100],
      ['Canon camera', 1450],
      ['Gouden ketting', 800],
    ]);
  });

  it('tells the document currency and refuses binary input', () => {
    expect(extractItems('INDOMIE 39,000\nTOTAL 39,000\nKEMBALI 1,000').currency).toBe('IDR');
    expect(extractItems('Sofa 1.199,00 €\nSumme 1.199,00 €').currency).toBe('EUR');
    expect(extractItems('Lamp 45', { currency: 'CHF' }).currency).toBe('CHF');
    expect(() => extractItems('\u0000\u0001\u0002'.repeat(100))).toThrow(/does not look like text/);
    expect(extractItems('').items).toEqual([]);
  });
});
