import { describe, expect, it } from 'vitest';
import { withoutRepeatedCount, wrapsBelowEntry } from './count-first-wraps.js';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n'), { currency: 'MYR' }).items.map((i) => ({
    name: i.name,
    quantity: i.quantity,
    value: i.value,
  }));

describe('names wrapped below a count-first entry', () => {
  it('ends the name of the entry above with the name-only lines under it', () => {
    expect(
      read([
        'Kedai Runcit Bintang',
        'Receipt no: R-2231',
        'QTY ITEM PRICE TOTAL',
        '2x Maple Syrup 6.20 12.40',
        'grade A amber',
        '1x Oat Biscuits 3.10 3.10',
        'honey and',
        'sesame',
        '3 Garden Pegs 0.50 1.50',
        'Total Amount 17.00',
        'Cash 20.00',
      ]),
    ).toEqual([
      { name: 'Maple Syrup grade A amber', quantity: 2, value: 6.2 },
      { name: 'Oat Biscuits honey and sesame', quantity: 1, value: 3.1 },
      { name: 'Garden Pegs', quantity: 3, value: 0.5 },
    ]);
  });

  it('needs a price and a line total on the entry: one amount a line prints modifiers so', () => {
    expect(wrapsBelowEntry('1 Fried Noodles 7.50', ['EXTRA EGG'], '1 Lime Juice 3.00')).toBe(false);
    expect(wrapsBelowEntry('1 Fried Noodles 7.50 7.50', ['EXTRA EGG'], '1 Lime Juice 3.00')).toBe(
      true,
    );
  });

  it('needs the next entry to open with its count too', () => {
    expect(wrapsBelowEntry('2x Candles 1.10 2.20', ['unscented'], 'Subtotal 2.20')).toBe(false);
    expect(wrapsBelowEntry('2x Candles 1.10 2.20', ['4 pack'], '1x Matches 0.40 0.40')).toBe(false);
  });
});

describe('a count-first name over its count line', () => {
  it('drops the count the line below repeats, and keeps a figure that is part of the name', () => {
    expect(withoutRepeatedCount('2 GREEN TEA 500ML', 2)).toBe('GREEN TEA 500ML');
    expect(withoutRepeatedCount('3x LAPIN TISSUES 150', 3)).toBe('LAPIN TISSUES 150');
    expect(withoutRepeatedCount('12 HUEVOS GRANDES', 1)).toBe('12 HUEVOS GRANDES');
    expect(withoutRepeatedCount('7 UP LEMON', 2)).toBe('7 UP LEMON');
  });

  it('reads the entry without its count in the name', () => {
    const till = [
      'KEDAI RUNCIT',
      '1 ROTI PUTIH                 2.00',
      '2 TEH HIJAU 500ML',
      '   2 @ 1.50                  3.00',
      '1 SUSU SEGAR 1L              1.10',
      'JUMLAH                       6.10',
    ];
    expect(
      extractItems(till.join('\n')).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`),
    ).toEqual(['1 × ROTI PUTIH @ 2', '2 × TEH HIJAU 500ML @ 1.5', '1 × SUSU SEGAR 1L @ 1.1']);
  });
});
