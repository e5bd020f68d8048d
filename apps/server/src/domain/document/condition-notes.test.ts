import { describe, expect, it } from 'vitest';
import { columnCondition } from './conditions.js';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.location, i.condition]);

describe('a condition column that holds a note about wear', () => {
  it.each([
    ['Handle loose - needs repair', 'poor'],
    ['Cushion seams worn', 'fair'],
    ['Minor wear to legs', 'fair'],
    ['Scuffs on lid', 'fair'],
    ['kras op deur', 'fair'],
    ['usagé (taches)', 'fair'],
    ['mauvais état (pied cassé)', 'poor'],
    ['Good', 'good'],
    ['Fair - rust on the hinges', 'fair'],
    ['Good, one leg wobbly - needs repair', 'poor'],
    ['-', null],
    ['', null],
  ])('"%s" is %s', (cell, condition) => {
    expect(columnCondition(cell)).toBe(condition);
  });

  it('reads the note under a Condition header as the row condition', () => {
    expect(
      read([
        'DINING ROOM',
        'Item                          Qty  Description               Condition',
        'Sideboard                       1  Teak, three doors          Top faded by the window',
        'Carver chairs                   2  Elm, rush seats            Seat on one needs repair',
      ]),
    ).toEqual([
      ['Sideboard', 'Dining Room', 'fair'],
      ['Carver chairs', 'Dining Room', 'poor'],
    ]);
  });
});

describe('a labelled condition after the count of a list row', () => {
  it('keeps "cond: …" behind the amounts with its row', () => {
    expect(
      read([
        'STUDY',
        '  - Walnut desk  x1  | cond: fair  | value $400',
        '  - Desk lamp  x2  | cond: like new',
        '  - Filing cabinet  x1  | value $90',
      ]),
    ).toEqual([
      ['Walnut desk', 'Study', 'fair'],
      ['Desk lamp', 'Study', 'excellent'],
      ['Filing cabinet', 'Study', null],
    ]);
  });
});

describe('a remark under the last room', () => {
  it('is no entry of that room', () => {
    expect(
      read([
        '== Hallway ==',
        '[ ] 1 x Shoe cabinet – Zustand: gut',
        '',
        'Remarks: dent in the cabinet door noted at the viewing',
      ]),
    ).toEqual([['Shoe cabinet', 'Hallway', 'good']]);
  });
});
