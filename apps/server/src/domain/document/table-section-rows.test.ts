import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { sectionTitleOfRow } from './table-section-rows.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.value, i.location, i.condition]);

describe('a table row that fills only its first cell', () => {
  it('is a title, and a row with anything else filled is not', () => {
    expect(sectionTitleOfRow(['**Attic**', '', '', ''])).toBe('**Attic**');
    expect(sectionTitleOfRow(['Loft', ' ', ''])).toBe('Loft');
    expect(sectionTitleOfRow(['Desk lamp', '1', '', ''])).toBeNull();
    expect(sectionTitleOfRow(['', '', ''])).toBeNull();
    expect(sectionTitleOfRow(['Attic'])).toBeNull();
  });

  it('gives the rows below it its room, in a markdown inventory', () => {
    expect(
      read([
        '| Thing | Count | State | Value each |',
        '|---|---|---|---|',
        '| **Home Office** | | | |',
        '| Standing desk | 1 | good | €640.00 |',
        '| Monitor arm | 2 | new | €89.50 |',
        '| **Nursery** | | | |',
        '| Rocking chair | 1 | worn | €210.00 |',
      ]),
    ).toEqual([
      ['Standing desk', 640, 'Home Office', 'good'],
      ['Monitor arm', 89.5, 'Home Office', 'new'],
      ['Rocking chair', 210, 'Nursery', 'fair'],
    ]);
  });
});
