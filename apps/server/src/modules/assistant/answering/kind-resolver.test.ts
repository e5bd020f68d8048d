import { describe, expect, it } from 'vitest';
import type { FactItem } from '../inventory-facts.js';
import { isOfKind } from '../understanding/kinds.js';
import { itemsOfKind, wordsBesideKind } from './kind-resolver.js';
import { factItem } from './fact-item.fixture.js';

const item = (name: string, category = 'household items', notes: string | null = null): FactItem =>
  factItem(name, { category, notes });

const inventory = [
  item('Smeg Kettle', 'kitchenware'),
  item('Bread Knife', 'kitchenware'),
  item('Pop-up Toaster', 'kitchenware', 'pastel blue'),
  item('Rocking Chair', 'furniture'),
  item('Corner Sofa', 'furniture'),
  item('Bookcase', 'furniture'),
  item('Phone', 'electronics'),
];
// Stands in for the database: every item holding a searched word, and items by category.
const facts = {
  matching: async (words: string[]) =>
    inventory.filter((entry) =>
      words.some((word) => entry.item_name.toLowerCase().includes(word.toLowerCase())),
    ),
  items: async (scope: { categories?: string[] | undefined }) =>
    inventory.filter((entry) => scope.categories?.includes(entry.category)),
};
const names = (items: FactItem[] | undefined) => items?.map((entry) => entry.item_name);

describe('itemsOfKind', () => {
  it('finds every item of the kind named, not only names holding the word', async () => {
    expect(names(await itemsOfKind(['appliances'], facts))).toEqual([
      'Smeg Kettle',
      'Pop-up Toaster',
    ]);
    expect(names(await itemsOfKind(['seating'], facts))).toEqual(['Rocking Chair', 'Corner Sofa']);
  });
  it('narrows a kind by a kind said as a describing word ("electrical appliances")', async () => {
    const kitchen = await itemsOfKind(['electrical', 'appliance'], facts);
    expect(names(kitchen)).toEqual(['Smeg Kettle', 'Pop-up Toaster']);
    expect(names(kitchen)).not.toContain('Phone');
  });
  it('finds kinds by the notes ("inherited from Nan") and leaves books out of instruments', () => {
    const dresser = { ...item('Oak Dresser', 'furniture', 'Inherited from Nan') };
    expect(isOfKind(dresser, 'inherited')).toBe(true);
    expect(isOfKind(item("Grandad's Coin Collection", 'collectibles'), 'inherited')).toBe(true);
    expect(isOfKind(item('Oak Table', 'furniture', 'Bought at auction'), 'inherited')).toBe(false);
    expect(isOfKind(item('Stentor Violin'), 'instrument')).toBe(true);
    expect(isOfKind(item('Piano Exam Books', 'books'), 'instrument')).toBe(false);
  });
  it('treats examples of the kind as the kind', async () => {
    expect(names(await itemsOfKind(['seat', 'chairs', 'sofas'], facts))).toEqual([
      'Rocking Chair',
      'Corner Sofa',
    ]);
  });
  it('narrows the kind by a describing word its items hold', async () => {
    expect(names(await itemsOfKind(['blue', 'appliance'], facts))).toEqual(['Pop-up Toaster']);
  });
  it('leaves the words to the ordinary match when they narrow the kind to nothing', async () => {
    expect(await itemsOfKind(['green', 'appliance'], facts)).toBeUndefined();
    expect(await itemsOfKind(['bookcase'], facts)).toBeUndefined();
  });
  it('counts a category the kind takes in', async () => {
    expect(names(await itemsOfKind(['electrical'], facts))).toEqual([
      'Smeg Kettle',
      'Pop-up Toaster',
      'Phone',
    ]);
  });

  it('tells apart the words that narrow a kind from the kind and its examples', () => {
    expect(wordsBesideKind(['blue', 'appliances'])).toEqual(['blue']);
    // Sizes no inventory records narrow nothing: "small appliances" are the appliances.
    expect(wordsBesideKind(['small', 'appliances'])).toEqual([]);
  });
});
