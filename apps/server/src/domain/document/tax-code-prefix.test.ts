import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[], currency = 'MYR') =>
  extractItems(lines.join('\n'), { currency }).items.map((i) => [i.name, i.quantity, i.value]);

describe('a till opening each priced row with its GST code', () => {
  it('reads the rows after a code with a colon as items, not as labels', () => {
    expect(
      read([
        'KEDAI KOPI SENTOSA',
        'TAX INVOICE',
        'Item Qty Price Amount',
        'SR: MILO AIS 1 3.20 3.20',
        'SR: ROTI BAKAR 2 1.80 3.60',
        'SR: NASI LEMAK 1 4.50 4.50',
        'TOTAL 11.30',
      ]),
    ).toEqual([
      ['MILO AIS', 1, 3.2],
      ['ROTI BAKAR', 2, 1.8],
      ['NASI LEMAK', 1, 4.5],
    ]);
  });
  it('reads a coded name whose price, count and amount are on the line under it', () => {
    const items = read([
      'DAPUR NENEK SDN BHD',
      'TAX INVOICE',
      'Item   Qty    Total',
      'ZR 300200000011- Sayur Campur',
      '$4.20   1       $4.20',
      'ZR 300200000019-Ayam Masak Merah',
      '$6.00   2       $12.00',
      'Total Amount: $16.20',
    ]);
    expect(items.map(([, quantity, value]) => [quantity, value])).toEqual([
      [1, 4.2],
      [2, 6],
    ]);
    expect(String(items[0]![0])).toContain('Sayur Campur');
    expect(String(items[1]![0])).toContain('Ayam Masak Merah');
  });
  it('leaves a tax summary row alone', () => {
    expect(
      read([
        'TAX INVOICE',
        'CANDLE JAR 12.00',
        'TOTAL 12.00',
        'GST Summary Amount Tax',
        'SR 6% 11.32 0.68',
        'ZR 0% 0.00 0.00',
      ]).map(([name]) => name),
    ).toEqual(['CANDLE JAR']);
  });
});
