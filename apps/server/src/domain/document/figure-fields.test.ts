import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe('a line of several labelled figures', () => {
  it.each<[string, string | null]>([
    ['YTD SALES AT B210 : 245.70 YTD PV AT B210 : 18.40/18.40', 'meta'],
    ['Saldo: 3,20 Bonus: 0,75', 'meta'],
    ['POINTS BAL : 120.00  REDEEMED : 15.00', 'meta'],
    // One labelled figure or a count field stays to the item rules
    ['Extension cable, length: 2.50 m', null],
    ['Desk lamp Qty: 2 Price: 30.00', null],
  ])('%s → %s', (label, kind) => {
    expect(nonItemKind(label)).toBe(kind);
  });

  it("leaves a till's running totals out of its goods", () => {
    const receipt = [
      'HOME STORE SDN BHD',
      'TAX INVOICE',
      'YTD SALES AT B210 : 245.70 YTD PV AT B210 : 18.40/18.40 YTD BV AT B210 : 18.40',
      'Laundry basket 18.40',
      'TOTAL 18.40',
      'CASH 20.00',
    ].join('\n');
    const names = extractItems(receipt).items.map((i) => i.name);
    expect(names).toEqual(['Laundry basket']);
  });
});
