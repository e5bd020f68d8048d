import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';
import { isReturnPolicy } from './return-policy.js';

describe('a till’s return policy and its savings labels', () => {
  it('takes a return policy printed under the goods for a notice', () => {
    for (const line of [
      'Merchandise sold are not exchangeable !',
      'ALL ITEMS ARE NON-REFUNDABLE',
      'Goods sold cannot be returned',
    ])
      expect(nonItemKind(line)).toBe('meta');
  });
  it('does not take a whole receipt read onto one line for a notice', () => {
    const flattened = `${'KEDAI LAMPU 1 LED BULB 9W 12.00 '.repeat(4)}GOODS SOLD ARE NOT REFUNDABLE`;
    expect(isReturnPolicy(flattened)).toBe(false);
  });
  it('reads a saving or a special discount alone as a charge, a thing named so as a thing', () => {
    expect(nonItemKind('Saving')).toBe('charge');
    expect(nonItemKind('Spec. Disc')).toBe('charge');
    expect(nonItemKind('Saving jar ceramic')).toBeNull();
  });
});
