import { describe, expect, it } from 'vitest';
import type { InventoryFacts } from '../inventory-facts.js';
import { factItem } from './fact-item.fixture.js';
import { taggedWithin } from './tagged-within.js';

describe('a word that says what the things of a category are for', () => {
  const tools = [
    factItem('Torque wrench', { category: 'tools', tags: ['car'] }),
    factItem('Jump starter', { category: 'tools', tags: ['cars', 'garage'] }),
    factItem('Garden shears', { category: 'tools', tags: ['garden'] }),
  ];
  const facts = { items: async () => tools } as unknown as InventoryFacts;
  it('takes the category items tagged with it ("the car tools")', async () => {
    const found = await taggedWithin(facts, { categories: ['tools'] }, ['car']);
    expect(found.map((item) => item.item_name)).toEqual(['Torque wrench', 'Jump starter']);
  });
  it('finds nothing for a word no item is tagged with, or only one is', async () => {
    expect(await taggedWithin(facts, { categories: ['tools'] }, ['boat'])).toEqual([]);
    expect(await taggedWithin(facts, { categories: ['tools'] }, ['garden'])).toEqual([]);
  });
});
