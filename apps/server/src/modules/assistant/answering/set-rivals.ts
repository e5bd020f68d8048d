import { singular } from '../../../domain/words/singular.js';
import type { FactItem } from '../inventory-facts.js';
import { headsOf } from './item-resolver.js';
import { wordsOf } from './item-words.js';

/**
 * The words of a set that things left out of it are named or tagged by too, when the set is
 * named by what its things are like ("brass", "wedding", "Noor's") rather than what they are:
 * such a set is likely short of what was meant. A set of what things are ("skis", "dining
 * chairs") has no rivals: a pair of ski poles tagged "ski" is no ski.
 */
export function rivalWords(found: FactItem[], candidates: FactItem[], words: string[]): string[] {
  if (words.some((word) => found.some((item) => headsOf(item.item_name).includes(word)))) return [];
  const ids = new Set(found.map((item) => item.id));
  const outside = candidates.filter((item) => !ids.has(item.id));
  return words.filter((word) =>
    outside.some(
      (item) =>
        wordsOf(item.item_name).has(word) ||
        item.tags.some((tag) => singular(tag.toLowerCase()) === word),
    ),
  );
}
