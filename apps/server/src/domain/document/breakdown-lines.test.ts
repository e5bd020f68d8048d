import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const names = (text: string): string[] => extractItems(text).items.map((i) => i.name);

describe("a till's breakdown by department", () => {
  it('leaves the department sums before the subtotal out of the goods', () => {
    const receipt = [
      'WARUNG SEDERHANA',
      '1 MIE GORENG 45,000',
      '2 SATE AYAM 30,000 60,000',
      '1 ES JERUK 18,000',
      '1 KOPI TUBRUK 12,000',
      'MAKANAN 105,000',
      'MINUMAN 30,000',
      'SUBTOTAL 135,000',
      'TOTAL 135,000',
    ].join('\n');
    expect(names(receipt)).toEqual(['MIE GORENG', 'SATE AYAM', 'ES JERUK', 'KOPI TUBRUK']);
  });

  it('keeps trailing goods that do not re-add the ones above', () => {
    const receipt = [
      'CORNER SHOP',
      'Tea towel 4.00',
      'Sponge 2.00',
      'Mop 6.00',
      'Bucket 6.00',
      'TOTAL 18.00',
    ].join('\n');
    expect(names(receipt)).toEqual(['Tea towel', 'Sponge', 'Mop', 'Bucket']);
  });
});
