import { describe, expect, it } from 'vitest';
import { scanNumbers } from './amounts.js';
import { extractItems } from './extract.js';
import { inferNumberStyle } from './numbers.js';

const comma = inferNumberStyle('1,00 2,00', 'EUR');
const read = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value] as const);

describe('till receipts read through a scanner', () => {
  it('takes a figure glued to a word for part of the word, not a count', () => {
    expect(scanNumbers('8ROKKOLI   2,49', comma).map((t) => t.value)).toEqual([2.49]);
    // Sizes, counts and hedges glued to their figure still read.
    expect(scanNumbers('MEHU 1L 2x 3,00', comma).map((t) => t.value)).toEqual([1, 2, 3]);
  });

  it('keeps a letter read as a digit in the name', () => {
    const receipt = [
      'MARKT',
      '8ROKKOLI                     2,49 B',
      '5ALAMI                       0,89 A',
      'SUMME                    EUR 3,38',
    ].join('\n');
    expect(read(receipt)).toEqual([
      ['8ROKKOLI', 1, 2.49],
      ['5ALAMI', 1, 0.89],
    ]);
  });

  it('gives a weight and price per kilo printed without a times sign to the line above', () => {
    const receipt = [
      'KAUPPA',
      'PERUNA                               1,60',
      '   1,000 KG    1,60 €/KG',
      'KAHVI 500G',
      '                                     5,99',
      'YHTEENSÄ                             7,59',
    ].join('\n');
    expect(read(receipt)).toEqual([
      ['PERUNA', 1, 1.6],
      ['KAHVI 500G', 1, 5.99],
    ]);
  });

  it('drops a speck read as a character after a name', () => {
    const receipt = [
      'SHOP',
      'OMENA     `                 2,10',
      'LEIPÄ  °                    3,20',
      'YHTEENSÄ                    5,30',
    ].join('\n');
    expect(read(receipt).map(([n]) => n)).toEqual(['OMENA', 'LEIPÄ']);
  });
});
