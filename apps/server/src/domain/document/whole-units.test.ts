import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { inferNumberStyle } from './numbers.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe('tills that print whole units without a mark', () => {
  it('reads "25000" closing an item line as its price when the totals are whole units too', () => {
    expect(
      read([
        '1 NASI GORENG SPESIAL 32000',
        '1 ES JERUK 12000',
        'SUBTOTAL 44000',
        'TAX 4400',
        'TOTAL 48400',
      ]),
    ).toEqual([
      ['NASI GORENG SPESIAL', 1, 32000],
      ['ES JERUK', 1, 12000],
    ]);
  });

  it("keeps the minor unit where amounts print decimals, a rate's aside", () => {
    expect(
      inferNumberStyle('Coffee 3.50\nDISC 10.00%\nTOTAL 3.50\nCASH 5.00', 'USD').zeroDecimal,
    ).toBe(false);
    expect(inferNumberStyle('DISC 10.00%\nTOTAL 27500\nCASH 30000', 'USD').zeroDecimal).toBe(true);
  });

  it('reads a till whose totals and tender are labels with their amounts on the next line', () => {
    expect(
      read([
        '2001-Roti Keju',
        '18.000 x1 18.000',
        'Total.',
        '18.000',
        'Cash',
        'Tendered:',
        '20.000',
        'Change:',
        '2.000',
      ]),
    ).toEqual([['Roti Keju', 1, 18000]]);
  });
});
