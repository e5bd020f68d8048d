import { singular } from '../../../domain/words/singular.js';
import type { FactItem, InventoryFacts, Scope } from '../inventory-facts.js';

/**
 * "The bike tools" when the only thing named "bike" is a bike, not a tool: the word says what the
 * tools are for, so the category's items the owner tagged with it are the set. One tagged item
 * is too little to stand for "the tools": likely only part of what was meant, so none is given.
 */
export async function taggedWithin(
  facts: InventoryFacts,
  scope: Scope,
  phrase: string[],
): Promise<FactItem[]> {
  if (phrase.length === 0) return [];
  const inScope = await facts.items(
    { ...scope, ids: undefined, nameWords: undefined },
    'value_desc',
    2000,
  );
  const tagged = inScope.filter((item) => {
    const tags = new Set(item.tags.map((tag) => singular(tag.toLowerCase())));
    return phrase.every((word) => tags.has(singular(word)));
  });
  return tagged.length >= 2 ? tagged : [];
}
