import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('weighed articles under a count-first name', () => {
  it('reads the name without its count of one', () => {
    const till = [
      'SUPERMERCADO SOL',
      '3 YOGUR NATURAL                 0,45      1,35',
      '1 MANZANA',
      '        0,950 kg     2,20 €/kg              2,09',
      '1 PERA CONFERENCIA',
      '        0,550 kg     1,80 €/kg              0,99',
      '1 LECHUGA ROMANA                            0,99',
      '',
      'TOTAL (€)                                  5,42',
    ].join('\n');
    expect(extractItems(till).items.map((i) => [i.name, i.quantity, i.value])).toEqual([
      ['YOGUR NATURAL', 3, 0.45],
      ['MANZANA', 1, 2.09],
      ['PERA CONFERENCIA', 1, 0.99],
      ['LECHUGA ROMANA', 1, 0.99],
    ]);
  });
});
