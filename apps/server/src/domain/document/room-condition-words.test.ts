import { describe, expect, it } from 'vitest';
import { conditionOf, segmentCondition } from './conditions.js';
import { extractItems } from './extract.js';
import { headingOf } from './locations.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.location, i.condition]);

describe('room headings between bars of equals signs', () => {
  it('takes "== Room ==" and "=== ROOM ===" as the room of the rows below', () => {
    expect(headingOf('=== Gästezimmer ===', false)).toBe('Gästezimmer');
    expect(headingOf('== Sunroom ==', false)).toBe('Sunroom');
    expect(headingOf('==========', false)).toBeNull();
  });

  it('gives each listed row the room above it', () => {
    expect(
      read([
        '== Study ==',
        '[ ] 1 x Oak writing desk – Zustand: gut',
        '[ ] 1 x Reading lamp',
        '',
        '== Garage ==',
        '[ ] 1 x Lawn mower – Zustand: mäßig',
      ]),
    ).toEqual([
      ['Oak writing desk', 'Study', 'good'],
      ['Reading lamp', 'Study', null],
      ['Lawn mower', 'Garage', 'fair'],
    ]);
  });
});

describe('condition phrases in the product languages', () => {
  it.each([
    ['guter Zustand', 'good'],
    ['sehr guter Zustand', 'good'],
    ['muss repariert werden', 'poor'],
    ['mäßig', 'fair'],
    ['nyskick', 'excellent'],
    ['repig', 'fair'],
    ['slitage', 'fair'],
    ['con detalles', 'fair'],
    ['para reparar', 'poor'],
    ['stan bardzo dobry', 'good'],
    ['porysowany', 'fair'],
    ['usure légère', 'fair'],
  ])('"%s" is %s', (phrase, condition) => {
    expect(conditionOf(phrase)).toBe(condition);
  });

  it('reads a condition after its label, abbreviated or in another language', () => {
    expect(segmentCondition('cond: like new')).toBe('excellent');
    expect(segmentCondition('Zustand: neuwertig')).toBe('excellent');
    expect(segmentCondition('estado: para reparar')).toBe('poor');
  });

  it('reads a condition column of a sectioned list', () => {
    expect(
      read([
        'ENTRANCE HALL',
        'Item                               Qty   Condition',
        'Umbrella stand                       1   guter Zustand',
        'Hall mirror                          1   muss repariert werden',
      ]),
    ).toEqual([
      ['Umbrella stand', 'Entrance Hall', 'good'],
      ['Hall mirror', 'Entrance Hall', 'poor'],
    ]);
  });
});

describe('a main bedroom heading above its column header', () => {
  it('is the room of the rows below', () => {
    expect(
      read([
        'MAIN BEDROOM',
        'Qty  Item                                   Condition at check-in',
        '1    Chest of drawers                       Fair - handle missing',
        '2    Table lamps                            Good',
      ]),
    ).toEqual([
      ['Chest of drawers', 'Main Bedroom', 'fair'],
      ['Table lamps', 'Main Bedroom', 'good'],
    ]);
  });
});
