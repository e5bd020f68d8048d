import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[], currency = 'MYR') =>
  extractItems(lines.join('\n'), { currency }).items.map((i) => [i.name, i.quantity, i.value]);

describe('a till opening each row with its tax code and printing the name under it', () => {
  it('puts each name back into its row, without the menu number', () => {
    expect(
      read([
        'KAFE SELERA TIMUR',
        'TAX INVOICE',
        'Tax Qty Code/Desc Unit Price Total RM',
        'SR 3 4.50 13.50',
        '215 MANGO LASSI',
        'SR 1 22.00 22.00',
        '38 LAMB BIRYANI SET',
        'ZR 2 1.20 2.40',
        '9 PLAIN WATER',
        'Total Amount : 37.90',
      ]),
    ).toEqual([
      ['MANGO LASSI', 3, 4.5],
      ['LAMB BIRYANI SET', 1, 22],
      ['PLAIN WATER', 2, 1.2],
    ]);
  });
  it('leaves rows alone when a line under one of them is no name', () => {
    const lines = read([
      'TAX INVOICE',
      'SR 2 5.00 10.00',
      '118 GARLIC NAAN',
      'SR 1 3.00 3.00',
      'Total: 13.00',
    ]);
    expect(lines.map(([name]) => name)).not.toContain('GARLIC NAAN');
  });
});
