import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string[]) =>
  extractItems(text.join('\n')).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('entries set apart by blank lines', () => {
  it('starts a new entry on an indented name line after a blank line', () => {
    const text = [
      'Order 5521-889',
      '',
      '   Garden hose reel',
      '   Qty: 1',
      '   $42.50',
      '',
      '   Brass spray nozzle',
      '   Qty: 1',
      '   $12.00',
      '',
      'Order total:        $54.50',
    ];
    expect(items(text)).toEqual(['1 × Garden hose reel @ 42.5', '1 × Brass spray nozzle @ 12']);
  });
});

describe('names wrapped onto the next line', () => {
  it('joins the first entry of an order whose name runs over two lines', () => {
    const text = [
      'Order 7730-12',
      '',
      '   Cordless stick vacuum with wall mount and two',
      '   brush heads, Grey',
      '   Qty: 1',
      '   $149.00',
      '',
      'Order total:        $149.00',
    ];
    expect(items(text)).toEqual([
      '1 × Cordless stick vacuum with wall mount and two brush heads @ 149',
    ]);
  });

  it('joins a line set exactly under the name column after an article code', () => {
    const text = [
      'HARBOUR TOOLS',
      '',
      'ART 55210  ORBITAL SANDER 240W',
      '           WITH DUST BAG',
      '                                 64.00',
      'ART 55388  SANDING SHEETS 40PK',
      '                                 12.50',
      '',
      '            TOTAL                76.50',
    ];
    expect(items(text)).toEqual([
      '1 × ART 55210 ORBITAL SANDER 240W WITH DUST BAG @ 64',
      '1 × ART 55388 SANDING SHEETS 40PK @ 12.5',
    ]);
  });

  it('joins a name that ran up to the amount column with the priced line below it', () => {
    const text = [
      'Northfield Appliances',
      '',
      'Kestrel KX-400 upright freezer 250L',
      'frost free - Silver            £429.00',
      'Table lamp, brass              £35.00',
      '',
      'Total to pay                   £464.00',
    ];
    expect(items(text)).toEqual([
      '1 × Kestrel KX-400 upright freezer 250L frost free - Silver @ 429',
      '1 × Table lamp @ 35',
    ]);
  });

  it('keeps a short heading line apart from the priced line under it', () => {
    const text = [
      'Corner Deli',
      'Table 4',
      '1 Soup of the day 6.50',
      '1 Sparkling water 2.00',
      'TOTAL 8.50',
    ];
    expect(items(text)).toEqual(['1 × Soup of the day @ 6.5', '1 × Sparkling water @ 2']);
  });

  it('joins a line set under the name that follows an article code and one space', () => {
    const text = [
      'BUILDERS YARD',
      '',
      '000771204455 ALUMINIUM EXTENSION',
      '             LADDER 3.9M         <B>',
      '                                 149.00',
      '',
      '          TOTAL                  149.00',
    ];
    expect(items(text)).toEqual(['1 × ALUMINIUM EXTENSION LADDER 3.9M @ 149']);
  });
});

describe('table rows whose name began on the lines above', () => {
  it('joins a name cut on a dash or continued by a dash to its row', () => {
    const text = [
      'Article                                   Qty    Price',
      'Harlow HX-20 bread maker - Stainless',
      '- Silver                                   1     € 79,00',
      'Pemberton cookware set - 5-piece -',
      'Ceramic                                    1     € 64,50',
      '',
      'Total                                            € 143,50',
    ];
    expect(items(text)).toEqual([
      '1 × Harlow HX-20 bread maker - Stainless - Silver @ 79',
      '1 × Pemberton cookware set - 5-piece Ceramic @ 64.5',
    ]);
  });

  it('joins a name that runs over two lines before its row', () => {
    const text = [
      'Description                               Qty   Unit      Amount',
      'Tandem touring bicycle, 21 speed,',
      '  frame 54 cm, matt green',
      '  serial TB-88120                           1    1.850,00  1.850,00',
      'Pannier rack, alloy                         1       39,00     39,00',
    ];
    const found = items(text);
    expect(found[0]).toMatch(/^1 × Tandem touring bicycle, 21 speed, frame 54 cm.* @ 1850$/);
    expect(found[1]).toBe('1 × Pannier rack, alloy @ 39');
  });

  it('starts a new entry on a name line at the indent of the entry above', () => {
    const text = [
      'Seller: Example Home',
      '  Ceramic table lamp 40 cm',
      '  1 x Rp250.000',
      '  Linen cushion cover 45x45',
      '  3 x Rp60.000',
      '  Product subtotal                 Rp430.000',
    ];
    expect(items(text)).toEqual([
      '1 × Ceramic table lamp 40 cm @ 250000',
      '3 × Linen cushion cover 45x45 @ 60000',
    ]);
  });

  it('reads a variant line as a detail and a labelled count and price under the name', () => {
    const text = [
      'Butiran pesanan',
      '1. Kettle Elektrik 1.7L Keluli',
      '   Variasi: Hitam',
      '   Kuantiti: 1      Harga: RM 59.00',
      '2. Cawan Seramik 350ml',
      '   Kuantiti: 4      Harga: RM 12.50',
      '',
      'Jumlah Kecil Produk:           RM 109.00',
    ];
    expect(items(text)).toEqual([
      '1 × Kettle Elektrik 1.7L Keluli @ 59',
      '4 × Cawan Seramik 350ml @ 12.5',
    ]);
  });
});
