import { describe, expect, it } from 'vitest';
import { gearOnly } from './gear-only.js';

const item = (name: string, category: string) => ({ name, item_name: name, category });
const brewing = [
  item('Copper Brew Kettle', 'kitchenware'),
  item('Fermenting Bucket', 'storage'),
  item('Bottled Pale Ale', 'chemical_perishable'),
];
const names = (items: { name: string }[]) => items.map((entry) => entry.name);

describe('gearOnly', () => {
  it("leaves an activity's food and supplies out of its equipment", () => {
    expect(names(gearOnly(brewing, 'what brewing equipment is in the cellar'))).toEqual([
      'Copper Brew Kettle',
      'Fermenting Bucket',
    ]);
    expect(names(gearOnly(brewing, 'list the brewing gear'))).toHaveLength(2);
  });
  it('keeps everything when the question asks for no equipment, or only food matches', () => {
    expect(names(gearOnly(brewing, 'what have we got for brewing'))).toHaveLength(3);
    expect(names(gearOnly([brewing[2]!], 'brewing equipment'))).toEqual(['Bottled Pale Ale']);
    expect(names(gearOnly(brewing, undefined))).toHaveLength(3);
  });
  it('keeps a supply whose own name says the activity asked: it is kit for it', () => {
    const dyeing = [
      item('Enamel Dye Pot', 'kitchenware'),
      item('Dyeing Mordant Powder', 'chemical_perishable'),
      item('Dyed Wool Skeins', 'chemical_perishable'),
    ];
    expect(names(gearOnly(dyeing, 'how much is the dyeing gear worth'))).toEqual([
      'Enamel Dye Pot',
      'Dyeing Mordant Powder',
    ]);
  });
});
