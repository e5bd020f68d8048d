import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a brand that glues "No" to a figure', () => {
  it('names a thing, while "No 12" and "NO12 TABLE" stay a number field', () => {
    expect(nonItemKind('No7 Lift & Luminate Serum 30ml')).toBeNull();
    expect(nonItemKind('No 12')).toBe('meta');
    expect(nonItemKind('NO12 TABLE')).toBe('meta');
  });

  it('is read as an item on a pharmacy till', () => {
    const till = [
      '              Chemist Direct',
      '------------------------------------------',
      'No7 Lift & Luminate Serum 30ml',
      '                                    €32.00',
      'Vitamin D3 1000IU 60 Tablets         €7.99',
      '------------------------------------------',
      'Total                               €39.99',
    ];
    expect(items(till.join('\n'))[0]).toBe('1 × No7 Lift & Luminate Serum 30ml @ 32');
  });
});
