import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a till name with a bracket never closed', () => {
  it('reads the name on across the bracket', () => {
    const till = [
      'PAPETERIE DU PORT',
      '------------------------------',
      'STABILO (OINT 88 FINE BLACK',
      '  2 X 1.20                  2.40',
      'CLAIREFONTAINE CAHIER A4 96P',
      '  1 X 3.50                  3.50',
      '------------------------------',
      'TOTAL                       5.90',
    ];
    expect(items(till.join('\n'))).toEqual([
      '2 × STABILO OINT 88 FINE BLACK @ 1.2',
      '1 × CLAIREFONTAINE CAHIER A4 96P @ 3.5',
    ]);
  });
});
