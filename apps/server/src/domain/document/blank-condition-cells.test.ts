import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('a row that leaves its condition cell blank', () => {
  it('reads the dash under the value as no value, not a figure in the name', () => {
    const items = extractItems(
      [
        'Menge  Gegenstand                            Zustand          Wert',
        '',
        'KÜCHE',
        '--------------------------------------------------------------------',
        '1      Kaffeevollautomat Jura E8             gut           899,00 €',
        '4      Kartons Geschirr (Nr. 1 bis 4)                             —',
        '1      Werkzeugkiste                                       120,00 €',
      ].join('\n'),
    ).items;
    expect(items.map((i) => [i.name, i.quantity, i.value, i.condition])).toEqual([
      ['Kaffeevollautomat Jura E8', 1, 899, 'good'],
      ['Kartons Geschirr (Nr. 1 bis 4)', 4, null, null],
      ['Werkzeugkiste', 1, 120, null],
    ]);
  });
});
