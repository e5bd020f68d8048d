import type { FactItem } from '../inventory-facts.js';
import type { EvidenceDoubt } from '../understanding/evidence-doubts.js';
import { isOfKind } from '../understanding/kinds.js';
import { CATEGORY_WORDS } from '../understanding/lexicon.js';
import type { Thesaurus } from '../understanding/thesaurus.js';
import { singular } from '../../../domain/words/singular.js';
import { headsOf } from './item-resolver.js';
import { wordsOf } from './item-words.js';

/**
 * A set named by what its things are for or made of ("the camping things", "work stuff", "all
 * the gold") rather than by what they are: when it gathers things of different categories, some
 * were taken only because a tag, a note or a describing word says the use or the material (a
 * gold-coloured clock among gold jewellery, a car battery kit tagged for camping too). Which of
 * them the owner means is a reading, so the figure is offered with what was taken, not as fact.
 */
export function gatheredByUse(
  items: FactItem[],
  words: string[],
  known: { kind: string; words: string[] }[],
  thesaurus?: Thesaurus,
): EvidenceDoubt | undefined {
  if (words.length === 0 && known.length === 0) return undefined;
  if (new Set(items.map((item) => item.category)).size < 2) return undefined;
  const byUseOnly = items.some((item) =>
    known.length > 0
      ? // A kind the product knows, taken for this item only because of the owner's tag on it.
        known.some((kind) => isOfKind(item, kind.kind, thesaurus)) &&
        !known.some((kind) => isOfKind({ ...item, tags: [] }, kind.kind, thesaurus))
      : !words.some((word) => namesWhatItIs(item, word, thesaurus)),
  );
  if (!byUseOnly) return undefined;
  const said = known.length ? [...new Set(known.flatMap((kind) => kind.words))] : words;
  return { kind: 'loose', words: said };
}

/** Whether the word says what the thing is: its name's head or a synonym, category or brand. */
function namesWhatItIs(item: FactItem, word: string, thesaurus?: Thesaurus): boolean {
  const heads = headsOf(item.item_name);
  if (heads.includes(word)) return true;
  const category = [...wordsOf(item.category), ...(CATEGORY_WORDS[item.category] ?? [])];
  if (category.map(singular).includes(word) || wordsOf(item.brand).has(word)) return true;
  // "The tv" for a "Television": another word for what it is.
  const synonyms = thesaurus?.synonyms(word) ?? [];
  return heads.some((head) => synonyms.includes(head) || thesaurus?.isKindOf(head, word, 1));
}
