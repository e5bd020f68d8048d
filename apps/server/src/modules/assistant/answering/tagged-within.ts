import { singular } from '../../../domain/words/singular.js';
import type { FactItem, InventoryFacts, Scope } from '../inventory-facts.js';
import { wordsOf } from './item-words.js';

/**
 * "The bike tools" when the only thing named "bike" is a bike, not a tool: the word says what the
 * tools are for, so the category's items tagged or named with it are the set.
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
  return inScope.filter((item) => {
    const tags = new Set(item.tags.map((tag) => singular(tag.toLowerCase())));
    const named = wordsOf(item.item_name);
    return phrase.every((word) => tags.has(singular(word)) || named.has(singular(word)));
  });
}
