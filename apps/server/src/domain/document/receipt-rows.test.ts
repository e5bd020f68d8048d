import { describe, expect, it } from 'vitest';
import { scanNumbers } from './amounts.js';
import { extractItems } from './extract.js';
import {
  isCodeOnly,
  isColumnHeader,
  isTaxSummaryLine,
  withNameNumbers,
  withoutTaxFlag,
} from './receipt-rows.js';

const dot = { decimal: '.' as const, zeroDecimal: false };
const comma = { decimal: ',' as const, zeroDecimal: false };
const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('receipt rows', () => {
  it('knows column headers in several languages', () => {
    expect(isColumnHeader('Item Qty S/Price Amount Tax')).toBe(true);
    expect(isColumnHeader('Quant. Pr. Unit. IVA Desc. Total')).toBe(true);
    expect(isColumnHeader('DESC QTY PRICE AMOUNT TAXCODE')).toBe(true);
    expect(isColumnHeader('Coffee table oak')).toBe(false);
  });

  it('knows tax-summary rows by their opening class or rate', () => {
    expect(isTaxSummaryLine('SR 6.00 16.98 1.02', dot)).toBe(true);
    expect(isTaxSummaryLine('s = 6% 34.62 2.08', dot)).toBe(true);
    expect(isTaxSummaryLine('EXO/S (0%) 0.00 0.00', dot)).toBe(true);
    expect(isTaxSummaryLine('23%    10,00      43,50       53,50', comma)).toBe(true);
    expect(isTaxSummaryLine('NOR 23% 1,30 7,20', comma)).toBe(true);
    // After the amounts a class flags an item's line.
    expect(isTaxSummaryLine('2876 3 1.06 3.18 SR', dot)).toBe(false);
    expect(isTaxSummaryLine('Lamp 2 12.00 24.00', dot)).toBe(false);
  });

  it('blanks the tax-class flag after a line amount, not a size', () => {
    expect(withoutTaxFlag('SPRITZER 1.5l ea 3.70 S').trimEnd()).toBe('SPRITZER 1.5l ea 3.70');
    expect(withoutTaxFlag('TORRADEIRA Eur15,99 B').trimEnd()).toBe('TORRADEIRA Eur15,99');
    expect(withoutTaxFlag('10 * 10.00 100.00 ZRL').trimEnd()).toBe('10 * 10.00 100.00');
    expect(withoutTaxFlag('Cola 1.25 L')).toBe('Cola 1.25 L');
    expect(withoutTaxFlag('Lamp 19.99 EUR')).toBe('Lamp 19.99 EUR');
  });

  it('keeps versions and sizes inside the name', () => {
    const line = 'USB-C 3.2 GEN 2 HUB 39.99';
    const read = withNameNumbers(scanNumbers(line, dot), line);
    expect(read.filter((t) => !t.measure).map((t) => t.value)).toEqual([39.99]);
  });
});

describe('receipts read by their structure', () => {
  it('gives the quantity line under a name its count and unit price', () => {
    const text = [
      'ELECTRO STORE',
      'HDMI 2.1 CABLE 6FT',
      '  2 @ 24.99          49.98',
      'USB-C HUB   39.99',
      'EWASTE FEE              5.00',
      '3 YR PROTECTION PLAN   29.99',
      'SUBTOTAL 124.96',
      'TOTAL 134.96',
      'MEMBER # 1234567',
    ].join('\n');
    expect(items(text)).toEqual(['2 × HDMI 2.1 CABLE 6FT @ 24.99', '1 × USB-C HUB @ 39.99']);
    expect(extractItems(text).totalsAgree).toBe(true);
  });

  it('takes the name below an amounts line that has none above it', () => {
    const text = [
      'Item Qty S/Price Amount Tax',
      '2876 3 1.06 3.18 SR',
      'HOES PIN',
      '1937 1 7.95 7.95 SR',
      "4' HOES HANDLE",
      'Total Sales (Inclusive of GST) : 11.13',
      'SR 6 10.50 0.63',
    ].join('\n');
    expect(items(text)).toEqual(['3 × HOES PIN @ 1.06', "1 × 4' HOES HANDLE @ 7.95"]);
  });

  it('reads currency markers written against the amount', () => {
    const text = 'Burger Bar\nWhopper JR. RM10.15\nCoke (L) RM5.30\nTotal RM15.45\nCASH RM20.00';
    expect(items(text)).toEqual(['1 × Whopper JR @ 10.15', '1 × Coke @ 5.3']);
  });

  it('finds no item on a card-payment slip and says why', () => {
    const slip = extractItems(
      'CARD PAYMENT\nMERCHANT: CAFE LUNA\nVISA ************1234\nAMOUNT USD 45.60\nAUTH CODE 123456',
    );
    expect(slip.items).toEqual([]);
    expect(slip.paymentOnly).toBe(true);
  });
});

describe('rooms and conditions from lists', () => {
  it('reads a condition written as its own part of an entry, in several languages', () => {
    const text = [
      'Lounge',
      '- Armchair: fair',
      '- Coffee table (scratched)',
      'Bedroom 2',
      '- Mirror - needs repair',
      '- Kommode, neuwertig',
      '- Lampe: defekt',
    ].join('\n');
    const read = extractItems(text).items.map((i) => [i.name, i.location, i.condition]);
    expect(read).toEqual([
      ['Armchair', 'Lounge', 'fair'],
      ['Coffee table', 'Lounge', 'fair'],
      ['Mirror', 'Bedroom 2', 'poor'],
      ['Kommode', 'Bedroom 2', 'excellent'],
      ['Lampe', 'Bedroom 2', 'poor'],
    ]);
  });
});

describe('conditions from notes about wear', () => {
  it('reads the note after an entry’s name, never the name itself', () => {
    const text = [
      'Living room',
      '- TV - some scratches on frame',
      '- Kettle - does not work',
      '- Sessel (leichte Gebrauchsspuren)',
      '- Table basse, état correct',
      '- Rug: heavily stained',
      '- Stained glass lamp 40',
    ].join('\n');
    const read = extractItems(text).items.map((i) => [i.name, i.condition]);
    expect(read).toEqual([
      ['TV', 'fair'],
      ['Kettle', 'poor'],
      ['Sessel', 'good'],
      ['Table basse', 'fair'],
      ['Rug', 'fair'],
      ['Stained glass lamp', null],
    ]);
  });
});

describe('Portuguese invoices', () => {
  it('reads unit prices under a "Pr. Unit" column and keeps dashes inside a till name', () => {
    const text = [
      'Fatura Simplificada',
      'Quant. Pr. Unit Iva Desc. Total',
      '2 7,60 23% SILCA - CHAVE PONTOS UC-4R',
      '1 19,90 23% SILCA - COMANDO EVOLUTIVO FIX',
      'Total: 35,10 EUR',
    ].join('\n');
    expect(items(text)).toEqual([
      '2 × SILCA - CHAVE PONTOS UC-4R @ 7.6',
      '1 × SILCA - COMANDO EVOLUTIVO FIX @ 19.9',
    ]);
  });

  it('takes the count and unit price printed under an entry, and no code or phone as an amount', () => {
    const text = [
      'DROGARIA SEMINO TEL.289 380 171',
      'CODIGO DESCRICAO TOTAL',
      '5112 10Q MAGRO NATURAL 2,10',
      '6,00% 1,05 2',
      '299.1370 FAMURA - PISTOLA SILICONE',
      '1 7,95 23% 7,95',
      'TOTAL A PAGAR EUROS 10,05',
    ].join('\n');
    expect(items(text)).toEqual([
      '2 × 10Q MAGRO NATURAL @ 1.05',
      '1 × FAMURA - PISTOLA SILICONE @ 7.95',
    ]);
  });
});

describe('till flags and codes beside a name', () => {
  it('drops a return-policy class in angle brackets and a product code from the name', () => {
    const receipt = [
      'THE HOME DEPOT #0612',
      '883049123456 DEWALT 20V DRILL <A>      99.00',
      'CA LUMBER FEE <A>                        1.00',
      'Logitech Pebble M350 Mouse',
      '  Product code 287654                 19.99',
      'SUBTOTAL                              119.99',
      'TOTAL                                $119.99',
    ].join('\n');
    expect(extractItems(receipt).items.map((i) => [i.name, i.value])).toEqual([
      ['DEWALT 20V DRILL', 99],
      ['Logitech Pebble M350 Mouse', 19.99],
    ]);
  });
});

describe('receipt rows with counts, discounts and measures', () => {
  it('reads a count with its unit word and a multiplication sign after the name', () => {
    const text = [
      'Mesa 4',
      'SUMO LARANJA 3 un x 2.50 7.50',
      'PREGO NO PAO 2 un x 6.00 12.00',
      'TOTAL: 19.50',
    ];
    expect(items(text.join('\n'))).toEqual(['3 × SUMO LARANJA @ 2.5', '2 × PREGO NO PAO @ 6']);
  });

  it('keeps an item whose line carries a discount column before its price', () => {
    const text = [
      'Qty Code Desc Price',
      'HAND CREAM 50ML SR',
      '1 220033 -2.00 18.00 16.00',
      'PLASTER STRIPS ZRL',
      '1 220044 5.50 5.50',
      'Total: 21.50',
      'CASH 21.50',
    ];
    expect(items(text.join('\n'))).toEqual([
      '1 × HAND CREAM 50ML @ 16',
      '1 × PLASTER STRIPS @ 5.5',
    ]);
  });

  it('reads a measured quantity times its price per measure as the line price', () => {
    const fuel = [
      'Fatura-Recibo',
      '41.20 Litros 1.689 Eur/Litros DIESEL 23% 69.59 Eur',
      'Total: 69.59 Eur',
    ];
    expect(items(fuel.join('\n'))).toEqual(['1 × DIESEL @ 69.59']);
    const deli = ['KVITTO', 'Ost lagrad 0,412 kg 149,00 kr/kg 61,39', 'Att betala 61,39'];
    expect(items(deli.join('\n'))).toEqual(['1 × Ost lagrad @ 61.39']);
  });
});

describe('long pathological lines', () => {
  it('reads a line of counts, spaces and per-measure marks in linear time', () => {
    const line = `ITEM 2 un${' '.repeat(20_000)}y 1,234 EUR/${'L '.repeat(5_000)} 3.00`;
    const started = performance.now();
    extractItems(`${line}\nTOTAL 3.00`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('till lines with codes, decimal counts and annotated prices', () => {
  it('knows an article named by a word set apart from its number, and a date is no article', () => {
    expect(isCodeOnly('HOOK-3015')).toBe(false);
    expect(isCodeOnly('TP-24')).toBe(true);
    expect(isCodeOnly('GTG02')).toBe(true);
    expect(isCodeOnly('21-Dec-2014')).toBe(true);
  });

  it('knows a word glued to the sizes it comes in ("PAD5.5*8.5"), and a code with a cross', () => {
    expect(isCodeOnly('A4/PAD5.5*8.5')).toBe(false);
    expect(isCodeOnly('BOX30X40')).toBe(false);
    expect(isCodeOnly('BX12X30')).toBe(true);
    expect(items('Description Amount\nLBL2.5x4 3.20 T\nTotal RM 3.20')).toEqual([
      '1 × LBL2.5x4 @ 3.2',
    ]);
  });

  it('reads a count written with decimals before its unit word and a sign', () => {
    const text = ['TAX INVOICE', 'CABLE TIE 200MM', '25.00 PCS x 0.40 10.00 SR', 'Total: 10.00'];
    expect(items(text.join('\n'))).toEqual(['25 × CABLE TIE 200MM @ 0.4']);
  });

  it('takes the amounts below a name annotated with its price before tax', () => {
    const text = [
      'Item Qty Price Amount',
      'WOOD GLUE 250ML @4.72',
      'AB01234 2 5.00 10.00 SR',
      'SANDPAPER P120 @1.89',
      '88812345 4 2.00 8.00 SR',
      'Total: 18.00',
    ];
    expect(items(text.join('\n'))).toEqual(['2 × WOOD GLUE 250ML @ 5', '4 × SANDPAPER P120 @ 2']);
  });
});
