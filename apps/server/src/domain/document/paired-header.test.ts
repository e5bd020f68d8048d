import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value, i.condition]);

describe('a count and a condition one space apart in an aligned table', () => {
  it('parts "Qty Condition" and its "2 Fair" rows into both columns', () => {
    expect(
      read([
        'Description                      Qty Condition                 Value (NZD)',
        '',
        'Oak bookshelf, 4 tiers             1 Good                           310.00',
        'Kitchen stools                     3 Scuffed legs               40.00 each',
        'Robot vacuum Roborock S7           1 Broken - no charge             250.00',
        'Linen curtains                     2 Like new                       85.00',
      ]),
    ).toEqual([
      ['Oak bookshelf, 4 tiers', 1, 310, 'good'],
      ['Kitchen stools', 3, 40, 'fair'],
      ['Robot vacuum Roborock S7', 1, 250, 'poor'],
      ['Linen curtains', 2, 85, 'excellent'],
    ]);
  });

  it('parts the word first and the count last under "Condition Qty"', () => {
    expect(
      read([
        'Article                    Condition Qty         Price',
        'Camping tent                   Fair 1           120.00',
        'Sleeping bags                  Good 2            45.00',
        'Gas stove                       New 1            60.00',
      ]),
    ).toEqual([
      ['Camping tent', 1, 120, 'fair'],
      ['Sleeping bags', 2, 45, 'good'],
      ['Gas stove', 1, 60, 'new'],
    ]);
  });
});
