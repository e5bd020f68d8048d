import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value] as const);

describe('things a till gives away at a price of nothing', () => {
  it('keeps a counted line whose price is a bare 0 in a currency without cents', () => {
    const bill = [
      'WARUNG SENJA',
      '1 Kopi Tubruk 18,182',
      '1 Air Mineral 0',
      '1 Pisang Goreng 0',
      '1 Roti Bakar 27,273',
      'Subtotal 45,455',
      'PB1 4,545',
      'Total 50,000',
    ].join('\n');
    expect(read(bill)).toEqual([
      ['Kopi Tubruk', 1, 18182],
      ['Air Mineral', 1, 0],
      ['Pisang Goreng', 1, 0],
      ['Roti Bakar', 1, 27273],
    ]);
  });

  it('keeps a coded entry whose figures line under it is all zeros', () => {
    const bill = [
      '2104-Roti Keju',
      '16.500 x1 16.500',
      '9007-Kantong Kertas',
      '0 x1 0',
      'Total Items: 2',
      'Total. 16.500',
      'Cash 20.000',
      'Change: 3.500',
    ].join('\n');
    expect(read(bill)).toEqual([
      ['Roti Keju', 1, 16500],
      ['Kantong Kertas', 1, 0],
    ]);
  });

  it('reads no bare 0 after a label as a thing', () => {
    const bill = [
      'TOKO MAKMUR',
      '1 Sabun Cair 32,000',
      'Diskon 0',
      'Total 32,000',
      'Tunai 50,000',
      'Kembali 18,000',
    ].join('\n');
    expect(read(bill)).toEqual([['Sabun Cair', 1, 32000]]);
  });
});

describe('choices made for an entry at no charge', () => {
  it('puts zero-priced lines under a counted entry into that entry, not among the things', () => {
    const bill = [
      'LOTUS KITCHEN',
      '1   Pad See Ew          $14.00',
      '        Beef $0.00',
      '        Extra Spicy $0.00',
      '1   Mango Sticky Rice    $7.50',
      'Subtotal                $21.50',
      'Tax                      $1.91',
      'Total                   $23.41',
    ].join('\n');
    expect(read(bill)).toEqual([
      ['Pad See Ew', 1, 14],
      ['Mango Sticky Rice', 1, 7.5],
    ]);
  });

  it('keeps a counted line that costs nothing as a thing of its own', () => {
    const bill = [
      'HARBOR DELI',
      '1 Reuben Sandwich 12.99',
      '1 Pickle Spear 0.00',
      '2 Iced Tea 0.00',
      'Sub Total: 12.99',
      'Tax: 1.15',
      'Total: 14.14',
    ].join('\n');
    expect(read(bill)).toEqual([
      ['Reuben Sandwich', 1, 12.99],
      ['Pickle Spear', 1, 0],
      ['Iced Tea', 2, 0],
    ]);
  });
});
