import type { FactItem, InventoryFacts } from '../inventory-facts.js';
import {
  isKindMember,
  isOfKind,
  kindNamed,
  kindSearch,
  type KindKnowledge,
} from '../understanding/kinds.js';
import { singular } from '../../../domain/words/singular.js';
import { ACCENTED, foldAccents } from '../understanding/other-languages.js';

/**
 * Items a phrase names by kind ("appliances", "coffee", "power tool", "seat"): every item that is
 * such a thing, not only the one whose name holds the word. Other words either give examples of
 * the kind ("seats, chairs and settees") or narrow it ("the orange casserole", "the mac laptop");
 * when they narrow it to nothing, the phrase is left to the ordinary word match.
 */
/** Kind words that describe another kind rather than name one ("electric", "musical"). */
const DESCRIBING = new Set([
  'electric',
  'electrical',
  'musical',
  'gaming',
  'motorised',
  'motorized',
  'cordless',
  'outdoor',
  'drawing',
  'camping',
  'fishing',
  'travel',
  'baby',
]);

export async function itemsOfKind(
  words: string[],
  facts: Pick<InventoryFacts, 'matching' | 'items'>,
  knowledge?: KindKnowledge,
): Promise<FactItem[] | undefined> {
  const unique = [...new Set(words.map((word) => word.toLowerCase()))];
  const kinds = [...new Set(unique.map(kindNamed).filter((kind) => kind !== undefined))];
  if (kinds.length === 0) return undefined;
  const search = kinds.map((kind) => kindSearch(kind));
  const categories = [...new Set(search.flatMap((part) => part.categories))];
  // A kind known by what its things are (a fiddle is an instrument) looks at every item's name.
  const anyName = knowledge !== undefined && search.some((part) => part.anyName);
  const [byWords, byCategory, byName] = await Promise.all([
    facts.matching(search.flatMap((part) => part.words)),
    categories.length ? facts.items({ categories }, 'value_desc', 300) : Promise.resolve([]),
    anyName ? facts.items({}, 'value_desc', 2000) : Promise.resolve([]),
  ]);
  const seen = new Set<string>();
  const ofKind = (item: FactItem, kind: string) => isOfKind(item, kind, knowledge);
  const any = [...byWords, ...byCategory, ...byName].filter(
    (item) => !seen.has(item.id) && seen.add(item.id) && kinds.some((kind) => ofKind(item, kind)),
  );
  // "Electric power tools": a kind said as a describing word narrows the kind it describes;
  // kinds listed as examples ("seats, chairs, settees") add up.
  const describing = unique.some((word) => DESCRIBING.has(word));
  const every = any.filter((item) => kinds.every((kind) => ofKind(item, kind)));
  const found = describing && kinds.length > 1 && every.length > 0 ? every : any;
  const rest = wordsBesideKind(words);
  if (rest.length === 0) return found;
  const narrowed = found.filter((item) => {
    const text = `${item.item_name} ${item.brand ?? ''} ${item.tags.join(' ')} ${item.notes ?? ''}`
      .toLowerCase()
      .replace(ACCENTED, foldAccents)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    return rest.some((word) => text.some((own) => own.startsWith(singular(word))));
  });
  return narrowed.length > 0 ? narrowed : undefined;
}

/**
 * Sizes and vague qualities no inventory records ("small appliances", "the various tools"): they
 * narrow nothing an owner could check, so the kind is taken whole.
 */
const UNRECORDED = new Set(
  'small smaller little big bigger large larger main various assorted everyday general basic usual odd'.split(
    ' ',
  ),
);

/** The words of a kind phrase that are neither the kind nor examples of it: they narrow it. */
export function wordsBesideKind(words: string[]): string[] {
  const unique = [...new Set(words.map((word) => word.toLowerCase()))].filter(
    (word) => !UNRECORDED.has(word),
  );
  const kinds = [...new Set(unique.map(kindNamed).filter((kind) => kind !== undefined))];
  return unique.filter(
    (word) => !kindNamed(word) && !kinds.some((kind) => isKindMember(word, kind)),
  );
}
