import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n'), { currency: 'MYR' }).items.map((i) => [i.name, i.value]);

describe('a till name opened by a pack or size note in brackets', () => {
  it('keeps the name after the note, not the note alone', () => {
    expect(
      read([
        'TAX INVOICE',
        '(PACK 6) GARDEN TWINE GREEN 7.90',
        '(L SIZE) RAIN PONCHO ADULT 19.00',
        'TOTAL 26.90',
      ]),
    ).toEqual([
      ['GARDEN TWINE GREEN', 7.9],
      ['RAIN PONCHO ADULT', 19],
    ]);
  });
  it('still reads a product line code in brackets as the first word', () => {
    expect(read(['TAX INVOICE', '(HB) FLOOR WAX 12.50', 'TOTAL 12.50'])).toEqual([
      ['HB FLOOR WAX', 12.5],
    ]);
  });
});
