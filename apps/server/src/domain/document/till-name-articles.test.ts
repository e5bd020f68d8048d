import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe("a till's names that open with an article's word", () => {
  it('keeps the word, since a till prints no "my" or "the" of its own', () => {
    const till = [
      'MERCADO CENTRAL',
      'MIA BELLA SHAMPOO 250ML        3,49',
      'LE PETIT PRINCE LIVRE          8,90',
      'PAN DE MOLDE 500G              1,79',
      'TOTAL                         14,18',
    ].join('\n');
    expect(extractItems(till).items.map((i) => i.name)).toEqual([
      'MIA BELLA SHAMPOO 250ML',
      'LE PETIT PRINCE LIVRE',
      'PAN DE MOLDE 500G',
    ]);
  });

  it('still drops the owner\'s "my" from a note', () => {
    expect(extractItems('my road bike, about $900').items.map((i) => i.name)).toEqual([
      'Road bike',
    ]);
  });
});
