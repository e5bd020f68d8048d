import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value] as const);

describe('the same line rung twice on a till', () => {
  it('counts two identical lines one after the other as one entry of two', () => {
    const bill = [
      'SUNRISE GRILL',
      '1 Blueberry Muffin 3.75',
      '1 Blueberry Muffin 3.75',
      '1 Cold Brew 4.50',
      'Subtotal 12.00',
      'Tax 0.96',
      'Total 12.96',
    ].join('\n');
    expect(read(bill)).toEqual([
      ['Blueberry Muffin', 2, 3.75],
      ['Cold Brew', 1, 4.5],
    ]);
  });

  it('counts a repeated line with its count and unit price beside the amount', () => {
    const bill = [
      'NOODLE BAR',
      'Green Tea Pot         1    2.80    2.80',
      'Green Tea Pot         1    2.80    2.80',
      'Dan Dan Noodles       1    9.50    9.50',
      'Tax                                1.21',
      'Total:                           $16.31',
    ].join('\n');
    expect(read(bill)).toEqual([
      ['Green Tea Pot', 2, 2.8],
      ['Dan Dan Noodles', 1, 9.5],
    ]);
  });

  it('keeps the same line apart when other things were rung between', () => {
    const bill = [
      'SUNRISE GRILL',
      '1 Cold Brew 4.50',
      '1 Bagel Plain 2.25',
      '1 Cold Brew 4.50',
      'Subtotal 11.25',
      'Tax 0.90',
      'Total 12.15',
    ].join('\n');
    expect(read(bill)).toEqual([
      ['Cold Brew', 1, 4.5],
      ['Bagel Plain', 1, 2.25],
      ['Cold Brew', 1, 4.5],
    ]);
  });
});

describe('the same line rung more than twice, or with different choices', () => {
  it('counts three identical lines in a row as one entry of three', () => {
    const bill = [
      'TACO STAND',
      '1 Carnitas Taco 3.25',
      '1 Carnitas Taco 3.25',
      '1 Carnitas Taco 3.25',
      '1 Horchata 2.75',
      'Subtotal 12.50',
      'Tax 1.00',
      'Total 13.50',
    ].join('\n');
    expect(read(bill)).toEqual([
      ['Carnitas Taco', 3, 3.25],
      ['Horchata', 1, 2.75],
    ]);
  });

  it('keeps two orders of one meal apart when each has its own sides under it', () => {
    const bill = [
      'CHICKEN SHACK',
      '1 #4 2 PC DINNER 9.49',
      'MASHED POT',
      'LEMONADE',
      '1 #4 2 PC DINNER 9.49',
      'COLESLAW',
      'LEMONADE',
      'TAX 1.52',
      'Total 20.50',
    ].join('\n');
    expect(read(bill).map(([, quantity]) => quantity)).toEqual([1, 1]);
  });

  it('counts a repeated row of a till with a header over its columns', () => {
    const bill = [
      'SPICE ROUTE',
      'ITEMS            QTY  PRICE  TOTAL',
      'Lassi Mango       1   2.25   2.25',
      'Lassi Mango       1   2.25   2.25',
      'Samosa Plate      1   4.00   4.00',
      'Tax                          0.68',
      'Total:                     $ 9.18',
    ].join('\n');
    expect(read(bill)).toEqual([
      ['Lassi Mango', 2, 2.25],
      ['Samosa Plate', 1, 4],
    ]);
  });
});
