import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a Turkish till that writes the VAT sign before its rate ("%20 *159,90")', () => {
  it('reads the rate as a rate, never as a count of the line', () => {
    const till = [
      'MARKET A.S.',
      '------------------------------',
      'PRIL BULASIK 1,5L         %20 *89,90',
      'EKMEK 350G                 %1 *15,00',
      '------------------------------',
      'TOPLAM                      *104,90',
    ];
    expect(items(till.join('\n'))).toEqual(['1 × PRIL BULASIK 1,5L @ 89.9', '1 × EKMEK 350G @ 15']);
  });
});
