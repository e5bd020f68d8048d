import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (text: string) =>
  extractItems(text).items.map((i) => [i.quantity, i.name, i.location, i.condition] as const);

describe("a mover's inventory with tag numbers and a condition column", () => {
  it('keeps a whole name with commas when the row leaves its condition blank', () => {
    const list = [
      'NORTHWIND RELOCATION CO.   DOT 5550123',
      'HOUSEHOLD GOODS INVENTORY',
      '',
      'LOT   DESCRIPTION                                  COUNT   CONDITION',
      '==========================================================================',
      '',
      'DINING ROOM',
      '101   Sideboard, walnut, 3-door                        1   Scratched',
      '102   Box, glassware (dish-pack)                       3',
      '103   Mirror, framed, 40x60                            1',
      '104   Armchair, velvet, green                          2   Worn',
      '',
      'Customer initials: R.D.   Crew initials: P.S.                 Page 1 of 2',
      'NORTHWIND RELOCATION CO. - INVENTORY (continued)',
      'LOT   DESCRIPTION                                  COUNT   CONDITION',
      '==========================================================================',
      '',
      'OFFICE',
      '105   Desk, standing, Fully Jarvis                     1   Good',
      '106   Box, files (small)                               5',
    ].join('\n');
    expect(read(list)).toEqual([
      [1, 'Sideboard, walnut, 3-door', 'Dining Room', 'fair'],
      [3, 'Box, glassware (dish-pack)', 'Dining Room', null],
      [1, 'Mirror, framed, 40x60', 'Dining Room', null],
      [2, 'Armchair, velvet, green', 'Dining Room', 'fair'],
      [1, 'Desk, standing, Fully Jarvis', 'Office', 'good'],
      [5, 'Box, files (small)', 'Office', null],
    ]);
  });

  it('takes a meter reading under a list whose rows may leave their condition blank for no row', () => {
    const list = [
      'KITCHEN',
      'Qty  Item                                          Condition at check-in',
      '1    Fridge Defy 300 l                             Good',
      '2    Bar stools                                    Worn',
      '3    Box, pots and pans (medium)',
      '',
      'Meter readings: Power 10233.7 kWh   Gas 951 m3',
    ].join('\n');
    expect(read(list).map(([quantity, name]) => [quantity, name])).toEqual([
      [1, 'Fridge Defy 300 l'],
      [2, 'Bar stools'],
      [3, 'Box, pots and pans (medium)'],
    ]);
  });
});
