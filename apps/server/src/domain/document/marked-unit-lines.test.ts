import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a till line with a marked unit price and its amount', () => {
  it('counts the units the amount pays for', () => {
    expect(
      read([
        'KEDAI MAKMUR',
        'ROTI BAKAR @ 8,000 24,000',
        'KOPI SUSU @ 6,500 6,500',
        'TOTAL 30,500',
      ]),
    ).toEqual(['3 × ROTI BAKAR @ 8000', '1 × KOPI SUSU @ 6500']);
  });

  it('reads a five-digit price written against its "@" as the price, not a code', () => {
    expect(read(['RUMAH MAKAN', 'AYAM BAKAR @42500 85,000', 'TOTAL 85,000'])).toEqual([
      '2 × AYAM BAKAR @ 42500',
    ]);
  });

  it('keeps one unit when the amount is no whole number of them', () => {
    expect(read(['CAFE', 'Scone @ 3.20 4.50', 'TOTAL 4.50'])).toEqual(['1 × Scone @ 3.2']);
  });
});
