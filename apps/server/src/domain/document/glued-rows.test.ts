import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { splitGluedRows } from './glued-rows.js';

const cut = (text: string): string[] => splitGluedRows([{ text }]).map((l) => l.text);

describe('two table rows read onto one line', () => {
  it('are cut where a second name follows a run of figures ending in an amount', () => {
    expect(cut('RYE LOAF 3.10 3 0 3 9.30 BUTTER ROLL 0.90 10 0 10 9.00')).toEqual([
      'RYE LOAF 3.10 3 0 3 9.30',
      'BUTTER ROLL 0.90 10 0 10 9.00',
    ]);
  });
  it('leave a single row alone, however many figures it has', () => {
    expect(cut('Latte 2 x 3.50 7.00')).toEqual(['Latte 2 x 3.50 7.00']);
    expect(cut('RYE LOAF 3.10 3 0 3 9.30 SR')).toEqual(['RYE LOAF 3.10 3 0 3 9.30 SR']);
  });
  it('gives each of the two rows its own item', () => {
    const text = [
      'BAKERY EXAMPLE SDN BHD',
      'Description U.P Iss Exc Sale Amt(RM)',
      'RYE LOAF 3.10 3 0 3 9.30 BUTTER ROLL 0.90 10 0 10 9.00',
      'Total Payable: 18.30',
    ].join('\n');
    const items = extractItems(text, { currency: 'MYR' }).items;
    expect(items.map((i) => [i.name, i.quantity, i.value])).toEqual([
      ['RYE LOAF', 3, 3.1],
      ['BUTTER ROLL', 10, 0.9],
    ]);
  });
});
