import type { FactItem } from '../inventory-facts.js';
import type { Thesaurus } from '../understanding/thesaurus.js';
import { singular } from '../../../domain/words/singular.js';
import { wordsOf } from './item-words.js';

/**
 * "The karaoke machine" when the owner has only sewing machines: the items share the generic
 * thing asked ("machine") but none of them has anything to do with the noun that says which
 * machine ("karaoke"). That thing is not owned; the machines are no answer.
 * An adjective ("the big machine", "the red one") only describes, so it never rules items out.
 */
export function unownedKind(
  items: FactItem[],
  words: string[],
  thesaurus: Thesaurus | undefined,
): boolean {
  if (!thesaurus || words.length < 2 || items.length === 0) return false;
  const head = singular(words.at(-1)!);
  if (!items.every((item) => wordsOf(item.item_name).has(head))) return false;
  const text = (item: FactItem) =>
    wordsOf(
      `${item.item_name} ${item.brand ?? ''} ${item.tags.join(' ')} ${item.notes ?? ''} ${item.description ?? ''} ${item.location ?? ''} ${item.category ?? ''}`,
    );
  const texts = items.map(text);
  return words
    .slice(0, -1)
    .some(
      (word) =>
        word.length > 3 &&
        /^[a-z]+$/.test(word) &&
        thesaurus.isNoun(word) &&
        !thesaurus.isAdjective(word) &&
        !texts.some(
          (said) => said.has(singular(word)) || [...said].some((w) => w.startsWith(word)),
        ),
    );
}
