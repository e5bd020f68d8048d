import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe("a check's counted entries", () => {
  it('takes the price on the size line printed under a counted drink', () => {
    expect(
      read([
        'Check: 1021   Table: 4',
        '2 Lager',
        'Pint $14.00',
        '1 Nachos $9.50',
        'Subtotal: $23.50',
        'Total: $25.30',
      ]),
    ).toEqual([
      ['Lager Pint', 2, 7],
      ['Nachos', 1, 9.5],
    ]);
  });

  it('takes the price on the serving line below the notes of a counted dish', () => {
    expect(
      read([
        'Guest Check Table 7',
        '1 Pollo Asado',
        'w/ rice and beans',
        'Dine in 12.50',
        '',
        '1 Flan 4.00',
        'Sub Total : 16.50',
        'Check Total $ 17.80',
      ]),
    ).toEqual([
      ['Pollo Asado', 1, 12.5],
      ['Flan', 1, 4],
    ]);
  });

  it('reads a size letter in brackets before the name as a detail, not the name', () => {
    const items = extractItems(
      ['Table: 3', '1 (S)Miso Ramen 11.95', '1 (L) Gyoza 6.50', 'SUB TOTAL: 18.45'].join('\n'),
    ).items;
    expect(items.map((i) => i.name)).toEqual(['Miso Ramen', 'Gyoza']);
  });
});

describe('US till amounts and names', () => {
  it('reads cents printed without the leading zero as a price, and TXTL as the tax', () => {
    expect(
      read(['#42', '1 FRIES - SMALL 1.29', '1 DINNER ROLL .55', 'TXTL .14', 'TOTL 1.98']),
    ).toEqual([
      ['FRIES - SMALL', 1, 1.29],
      ['DINNER ROLL', 1, 0.55],
    ]);
  });

  it('keeps the words after a note in brackets inside a till name', () => {
    const items = extractItems(
      ['Tbl 12 Chk 881', '1 TITO (DBL) MULE 14.00', '1 FRIES 6.00', 'Subtotal 20.00'].join('\n'),
    ).items;
    expect(items.map((i) => i.name)).toEqual(['TITO MULE', 'FRIES']);
  });
});
