import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[], currency = 'MYR') =>
  extractItems(lines.join('\n'), { currency }).items.map((i) => [i.name, i.quantity, i.value]);

describe('a till printing the name on one line and count × price and amount under it', () => {
  it('reads a pack size closing the name as part of the name, not its price', () => {
    expect(
      read([
        'KLINIK UBAT SEJAHTERA',
        'TAX INVOICE',
        'Inv No : 44-210',
        '1)PX31 PARACETAMOL SYRUP 60ML',
        '  1.00 X 8.90             8.90',
        '2)77120 VITAMIN C CHEWABLE 30',
        '  3.00 X 12.35           37.04 *',
        '3)ZN45H ZINC LOZENGE 24',
        '  2.00 X 5.60            11.20 z',
        'TOTAL :               57.14',
      ]),
    ).toEqual([
      ['PX31 PARACETAMOL SYRUP 60ML', 1, 8.9],
      ['VITAMIN C CHEWABLE 30', 3, 12.35],
      ['ZN45H ZINC LOZENGE 24', 2, 5.6],
    ]);
  });
  it('takes a size wrapped onto its own line into the name and not as a price', () => {
    expect(
      read([
        'KEDAI KERTAS MAJU',
        'TAX INVOICE',
        '1. 4410-07 CARBON COPY BOOK',
        '2.5"x4"',
        '4 X 1.7500 - 7.00 SR',
        'Total 7.00',
        'CASH 10.00',
      ]),
    ).toEqual([['4410-07 CARBON COPY BOOK', 4, 1.75]]);
  });
  it('leaves a weighed line under its name alone: a weight is no count', () => {
    const lines = read([
      'PASAR SEGAR',
      'TAX INVOICE',
      'BANANA',
      '0.850 X 4.20     3.57',
      'TOTAL 3.57',
    ]);
    expect(lines.every(([, quantity]) => quantity === 1)).toBe(true);
  });
  it('joins nothing when the amount is not the count times the unit price', () => {
    const lines = read(['TAX INVOICE', 'ANNUAL SERVICE PLAN', '3 X 2.00     9.50', 'TOTAL 9.50']);
    expect(lines.map(([name]) => name)).not.toContain('ANNUAL SERVICE PLAN 3 X 2.00 9.50');
  });
});
