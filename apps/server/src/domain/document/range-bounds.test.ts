import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('a range "de 32 à 55" in a wrapped name', () => {
  it('stays in the name and is no unit price', () => {
    const receipt = [
      'Vente 4411-220                          02/05/2025 10:05',
      '--------------------------------------------------------',
      '33445566 Tringle à rideaux extensible Acme',
      '         pour écrans de 32 à 55 po',
      '         1 @ 24,99 $                          24,99 $',
      '77889900 Tapis de yoga Zen 6 mm',
      '         1 @ 35,00 $                          35,00 $',
      '--------------------------------------------------------',
      'Sous-total                                       59,99 $',
    ].join('\n');
    expect(extractItems(receipt).items.map((i) => [i.name, i.value])).toEqual([
      ['Tringle à rideaux extensible Acme pour écrans de 32 à 55 po', 24.99],
      ['Tapis de yoga Zen 6 mm', 35],
    ]);
  });
});
