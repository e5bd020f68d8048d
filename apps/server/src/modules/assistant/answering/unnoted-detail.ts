import type { FactItem } from '../inventory-facts.js';
import { singular } from '../../../domain/words/singular.js';
import { wordsOf } from './item-resolver.js';

/**
 * "What's the serial number on the Fluke", "where did we buy the Traeger": a detail asked of
 * things whose notes do not hold it (or who have none). The notes are still shown, but the detail
 * is said to be unrecorded rather than answered.
 */
export function detailNotNoted(items: FactItem[], phrase: string[]): boolean {
  return unnotedWords(items, phrase) !== undefined;
}

/** The words of the detail no notes hold ([] when there are no notes at all), or undefined. */
export function unnotedWords(items: FactItem[], phrase: string[]): string[] | undefined {
  if (items.every((item) => !item.notes?.trim() && !item.description?.trim())) return [];
  const named = wordsOf(items.map((item) => `${item.item_name} ${item.brand ?? ''}`).join(' '));
  const asked = phrase.filter((word) => word.length > 2 && !named.has(singular(word)));
  const noted = items.some((item) =>
    asked.some((word) =>
      wordsOf(`${item.notes ?? ''} ${item.description ?? ''}`).has(singular(word)),
    ),
  );
  return asked.length > 0 && !noted ? asked : undefined;
}
