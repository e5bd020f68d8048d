import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value] as const);

describe('a weighed article whose price per kilo follows an at sign', () => {
  it('costs its weight times that price, not the price per kilo', () => {
    const receipt = [
      'FRESH MARKET',
      'TOMATOES VINE',
      '   1.240 kg @ 4.50              5.58',
      'SOURDOUGH LOAF                  3.20',
      'TOTAL                           8.78',
    ].join('\n');
    expect(read(receipt)).toEqual([
      ['TOMATOES VINE', 1, 5.58],
      ['SOURDOUGH LOAF', 1, 3.2],
    ]);
  });

  it('keeps a count at a unit price a count', () => {
    const receipt = [
      'FRESH MARKET',
      'LEMONS',
      '   3 @ 0.40                     1.20',
      'TOTAL                           1.20',
    ].join('\n');
    expect(read(receipt)).toEqual([['LEMONS', 3, 0.4]]);
  });
});
