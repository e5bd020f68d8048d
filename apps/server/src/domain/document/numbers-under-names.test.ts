import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('a photographed till with each count and price line under its name', () => {
  it('reads a name set further in than the entry above as the next entry', () => {
    const text = [
      '        BACH HOA XANH',
      'Ten hang   SL   Don gia     T.Tien',
      ' Banh mi sandwich Kinh Do',
      '    3 x 18.000           54.000',
      '   Ca phe G7 hop 20 goi',
      '    1 x 62.000           62.000',
      '  Dau an Tuong An 1L',
      '   1 x 49.500            49.500',
      ' Tong tien hang:        165.500',
    ].join('\n');
    const items = extractItems(text).items.map((i) => [i.name, i.quantity, i.value]);
    expect(items).toEqual([
      ['Banh mi sandwich Kinh Do', 3, 18000],
      ['Ca phe G7 hop 20 goi', 1, 62000],
      ['Dau an Tuong An 1L', 1, 49500],
    ]);
  });
});
