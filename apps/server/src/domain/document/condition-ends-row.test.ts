import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('a row that ends at its condition, its value left blank', () => {
  it('reads the last cell as the condition, not as words of the name', () => {
    const items = extractItems(
      [
        'Qty  Description                        Condition        Value',
        '',
        'GARAGE',
        '  1  Workbench with vice                good             240.00',
        '  3  Folding camp chairs                scratched',
        '  1  Lawn trimmer                       needs repair',
        '  6  Boxes of tools',
      ].join('\n'),
    ).items;
    expect(items.map((i) => [i.name, i.quantity, i.value, i.condition])).toEqual([
      ['Workbench with vice', 1, 240, 'good'],
      ['Folding camp chairs', 3, null, 'fair'],
      ['Lawn trimmer', 1, null, 'poor'],
      ['Boxes of tools', 6, null, null],
    ]);
  });

  it('reads a French scratch as wear', () => {
    const items = extractItems(
      [
        'Qté  Article                        État            Valeur',
        '',
        'ENTRÉE',
        '  1  Banc à chaussures              bon état         80,00 $',
        '  2  Tabourets de bar               égratignés',
      ].join('\n'),
    ).items;
    expect(items.map((i) => [i.name, i.condition])).toEqual([
      ['Banc à chaussures', 'good'],
      ['Tabourets de bar', 'fair'],
    ]);
  });
});
