import { describe, expect, it } from 'vitest';
import { preciousOnly } from './precious-only.js';

const item = (name: string, category: string) => ({ name, category });

describe('a precious metal or stone asked alone', () => {
  const items = [
    item('Silver Tea Service', 'collectibles'),
    item('Silver Charm Bracelet', 'jewelry'),
    item('Silver Hatchback Key Fob', 'electronics'),
  ];
  it('means the jewellery and collectibles made of it', () => {
    expect(preciousOnly(items, ['silver']).map((i) => i.name)).toEqual([
      'Silver Tea Service',
      'Silver Charm Bracelet',
    ]);
  });
  it('stays a colour when nothing found is jewellery or a collectible', () => {
    const colours = [item('Gold Floor Lamp', 'decor'), item('Gold Cushion', 'home textiles')];
    expect(preciousOnly(colours, ['gold'])).toEqual(colours);
  });
  it('leaves a name of more words alone', () => {
    expect(preciousOnly(items, ['silver', 'fob'])).toEqual(items);
  });
});
