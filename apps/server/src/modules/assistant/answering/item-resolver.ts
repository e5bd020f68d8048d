import type { FactItem, InventoryFacts } from '../inventory-facts.js';
import type { ItemIndex } from '../item-index.js';
import type { Thesaurus } from '../understanding/thesaurus.js';
import { singular } from '../understanding/tokens.js';

export interface Resolution {
  items: FactItem[];
  /** How the words were matched: by the items' own words, a synonym, a related kind, meaning. */
  how: 'words' | 'synonym' | 'related' | 'meaning' | 'none';
  /** Question words found only in notes, tags or descriptions (they answer "does it come with"). */
  detailWords: string[];
  /** Matched by meaning with several items about as close: the answer must ask which. */
  ambiguous?: boolean;
  /** Every match holds all the words in its name: the set is "names containing these words". */
  byName?: string[];
}

/** Matches by meaning closer than this to the best one are treated as equally likely. */
const MEANING_TIE = 0.05;

const wordsOf = (text: string | null | undefined) =>
  new Set(
    (text ?? '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map(singular),
  );

const hasTerm = (words: Set<string>, text: string, term: string) =>
  term.includes(' ') ? text.includes(term) : words.has(singular(term));

interface Scored {
  item: FactItem;
  score: number;
  nameHits: number;
}

/** Scores items by where the terms occur: the name counts most, then brand and tags, then notes. */
function score(items: FactItem[], groups: string[][]): Scored[] {
  return items.map((item) => {
    const nameText = item.item_name.toLowerCase();
    const name = wordsOf(item.item_name);
    const brand = wordsOf(item.brand);
    const tags = wordsOf(item.tags.join(' '));
    const details = wordsOf(`${item.notes ?? ''} ${item.description ?? ''}`);
    let total = 0;
    let nameHits = 0;
    for (const group of groups) {
      if (group.some((term) => hasTerm(name, nameText, term))) {
        total += 3;
        nameHits += 1;
      } else if (group.some((term) => brand.has(singular(term)) || tags.has(singular(term))))
        total += 2;
      else if (group.some((term) => details.has(singular(term)))) total += 1;
    }
    return { item, score: total, nameHits };
  });
}

function best(scored: Scored[]): FactItem[] {
  const top = Math.max(0, ...scored.map((entry) => entry.score));
  if (top < 2 || !scored.some((entry) => entry.nameHits > 0 || entry.score >= 2)) return [];
  return scored.filter((entry) => entry.score === top).map((entry) => entry.item);
}

/**
 * Finds the items a phrase names: the user's own words first, then WordNet synonyms and kinds
 * ("sofa" → couch), then close relatives ("laptop" → notebook), then sentence embeddings.
 */
export async function resolveItems(
  phrase: string[],
  deps: {
    facts: InventoryFacts;
    thesaurus?: Thesaurus | undefined;
    index?: ItemIndex;
    userId: string;
  },
): Promise<Resolution> {
  const words = phrase.map((word) => word.toLowerCase());
  if (words.length === 0) return { items: [], how: 'none', detailWords: [] };
  const candidates = await deps.facts.matching(words);
  const direct = best(
    score(
      candidates,
      words.map((word) => [word]),
    ),
  );
  if (direct.length > 0) {
    return { items: direct, how: 'words', detailWords: detailWords(direct, words) };
  }
  const thesaurus = deps.thesaurus;
  if (thesaurus) {
    for (const tier of ['synonym', 'related'] as const) {
      const groups = words.map((word) => [
        word,
        ...(tier === 'synonym'
          ? [...thesaurus.synonyms(word), ...thesaurus.kinds(word)]
          : thesaurus.siblings(word)),
      ]);
      const terms = groups.flat();
      if (terms.length === words.length) continue;
      const scored = score(await deps.facts.matching(terms), groups).filter(
        // Through another word, every word of the phrase must name the item ("tile cutter" is
        // not a knife set because a cutter may be a knife).
        (entry) => entry.nameHits === groups.length,
      );
      const found = best(scored).filter((item) =>
        groups.some((group) =>
          group.some((term) =>
            hasTerm(wordsOf(item.item_name), item.item_name.toLowerCase(), term),
          ),
        ),
      );
      if (found.length > 0) return { items: found, how: tier, detailWords: [] };
    }
  }
  if (deps.index?.ready(deps.userId)) {
    const near = await deps.index.nearest(deps.userId, words.join(' '), 3, 0.5).catch(() => []);
    const top = near[0]?.score ?? 0;
    const close = near.filter((match) => match.score >= top - MEANING_TIE).map((match) => match.id);
    if (close.length > 0) {
      return {
        items: await deps.facts.byIds(close),
        how: 'meaning',
        detailWords: [],
        ambiguous: close.length > 1,
      };
    }
  }
  return { items: [], how: 'none', detailWords: [] };
}

/** Question words that are not in the matched items' names: they ask about the details. */
function detailWords(items: FactItem[], words: string[]): string[] {
  return words.filter((word) =>
    items.every((item) => !wordsOf(item.item_name).has(singular(word))),
  );
}
