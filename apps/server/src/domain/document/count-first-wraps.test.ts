import { describe, expect, it } from 'vitest';
import { wrapsBelowEntry } from './count-first-wraps.js';
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
