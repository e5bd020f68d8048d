import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('the rand before a whole amount, as South African order pages print it', () => {
  it('reads “R 399” and “R 2 999” as prices, and leaves a camera model alone', () => {
    const order = [
      'ITEMS ORDERED',
      '',
      'Defy 13-Place Dishwasher DDW232',
      'Sold by Appliance Hub SA',
      'Qty 1                                  R 5 299',
      '',
      'Philips Steam Iron GC1742',
      'Sold by Home Essentials SA',
      'Qty 2                                    R 698',
      '',
      'Canon EOS R6 body                      R 18 500',
      '',
      'Subtotal                              R 24 497',
    ].join('\n');
    expect(extractItems(order).items.map((i) => [i.name, i.quantity, i.value])).toEqual([
      ['Defy 13-Place Dishwasher DDW232', 1, 5299],
      ['Philips Steam Iron GC1742', 2, 349],
      ['Canon EOS R6 body', 1, 18500],
    ]);
  });
});
