import { asAlternatives } from '../alternatives.js';
import type { AssistantContext } from '../assistant-provider.js';
import type { FactItem, Scope } from '../inventory-facts.js';
import type { ParsedQuery, SetQuery } from '../understanding/query.js';
import type { Thesaurus } from '../understanding/thesaurus.js';
import { singular } from '../../../domain/words/singular.js';
import { gearOnly } from './gear-only.js';
import { asksForOneOfSeveral } from './one-of-several.js';
import { resolveItems, wordsOf, type Resolution } from './item-resolver.js';
import { ACCENTED, foldAccents } from '../understanding/other-languages.js';

/** One question being answered: the parsed query and what it refers back to. */
export interface Turn {
  context: AssistantContext;
  query: ParsedQuery;
  thesaurus: Thesaurus | undefined;
  /** Items a pronoun or "the second one" points at, from the previous answer. */
  referred: FactItem[] | undefined;
}

export interface Reply {
  response: string;
  items: FactItem[];
  intent: string;
  strategy: 'aggregate' | 'retrieval' | 'advice' | 'conversation';
  totalMatches: number;
  /** The items a follow-up's "it" would mean; defaults to the first listed item. */
  focus?: FactItem[];
  /** Words of the question that named nothing: the answer holds no number. */
  unresolved?: boolean;
}

export const resolve = async (turn: Turn, phrase: string[]): Promise<Resolution> => {
  const resolution = await resolveItems(phrase, {
    facts: turn.context.facts,
    thesaurus: turn.thesaurus,
    index: turn.context.index,
    userId: turn.context.userId,
    question: turn.context.question,
    ownWords: (words) => words.every((word) => !turn.thesaurus?.isWord(word)),
  });
  const items = gearOnly(resolution.items, turn.context.question);
  // "Where is the clock" with three clocks: which one is asked back.
  const ambiguous =
    resolution.ambiguous ||
    (phrase === turn.query.phrase &&
      !turn.referred?.length &&
      asksForOneOfSeveral(turn.query, turn.context.question, items));
  return { ...resolution, items, ...(ambiguous ? { ambiguous: true } : {}) };
};

/**
 * The items a set's words name. "Coats and jackets", "the Switch and the Lego": each joined name
 * is resolved on its own and the items are put together; when one of them names nothing, the
 * words are resolved as one phrase instead.
 */
export async function resolveSet(turn: Turn, set: SetQuery): Promise<Resolution> {
  const groups = set.groups ?? [];
  if (groups.length > 1) {
    const parts = await Promise.all(groups.map((group) => resolve(turn, group)));
    // "Lamps or lights": other words for one thing; those the owner has answer, the rest drop.
    if (set.alternatives) {
      const found = parts.filter((part) => part.items.length > 0 && !part.ambiguous);
      if (found.length > 0 && found.length < parts.length) {
        const seen = new Set<string>();
        const items = found
          .flatMap((part) => part.items)
          .filter((item) => !seen.has(item.id) && seen.add(item.id));
        return { items, how: 'words', detailWords: [] };
      }
    }
    // A joined name found only in part is what to ask about, not a figure for the rest.
    const partly = parts.find((part) => part.items.length > 0 && unexplainedWords(part).length);
    if (partly) return partly;
    if (parts.every((part) => part.items.length > 0 && !part.ambiguous)) {
      const seen = new Set<string>();
      const items = parts
        .flatMap((part) => part.items)
        .filter((item) => !seen.has(item.id) && seen.add(item.id));
      return { items, how: 'words', detailWords: [] };
    }
    // One name joined with "and" may still be a single item ("salt and pepper shakers"); if
    // the whole phrase does not name one, the name that found nothing is what to ask about.
    const whole = await resolve(turn, set.phrase);
    if (whole.items.length > 0 && !whole.ambiguous && whole.detailWords.length === 0) return whole;
    return parts.find((part) => part.items.length === 0 || part.ambiguous)!;
  }
  return resolve(turn, set.phrase);
}

export interface SetScope {
  scope: Scope;
  resolution?: Resolution;
  /** The set's words, when they named nothing, several things equally or only in part. */
  missing?: string;
  /** Words of the set that none of the items found holds anywhere. */
  unexplained?: string[];
}

const wordsOfItem = (item: FactItem) =>
  new Set(
    [
      item.item_name,
      item.brand ?? '',
      item.tags.join(' '),
      item.notes ?? '',
      item.description ?? '',
    ]
      .join(' ')
      .toLowerCase()
      .replace(ACCENTED, foldAccents)
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map(singular),
  );

/**
 * Words matched by the items' own words that some found item does not hold at all (not in its
 * name, brand, tags or notes): the words named only part of what was asked.
 */
export function unexplainedWords(resolution: Resolution): string[] {
  const asked = [...resolution.detailWords, ...(resolution.narrowing ?? [])];
  if (resolution.how !== 'words' || asked.length === 0) return [];
  const held = resolution.items.map(wordsOfItem);
  return asked.filter((word) =>
    word.split(' ').some((part) => held.some((words) => !words.has(singular(part)))),
  );
}

/** The database scope of a set; its naming words are resolved to item ids first. */
export async function scopeOf(turn: Turn, set: SetQuery): Promise<SetScope> {
  const left = set.excluded?.length ? await resolve(turn, set.excluded) : undefined;
  const scope: Scope = {
    ...set.filters,
    ...(left && left.items.length && !left.ambiguous
      ? { excludeIds: left.items.map((item) => item.id) }
      : {}),
  };
  if (set.phrase.length === 0) return { scope };
  const resolution = await resolveSet(turn, set);
  if (resolution.items.length === 0 || resolution.ambiguous)
    return { scope, resolution, missing: set.phrase.join(' ') };
  // A figure for "coats jackets" counted from the jackets alone would be a confident wrong one.
  const unexplained = unexplainedWords(resolution);
  if (unexplained.length > 0)
    return { scope, resolution, missing: set.phrase.join(' '), unexplained };
  // Names holding the words are counted in the database, not from a capped candidate list.
  if (resolution.byName) return { scope: { ...scope, nameWords: resolution.byName }, resolution };
  return { scope: { ...scope, ids: resolution.items.map((item) => item.id) }, resolution };
}

/** Several items are about as close in meaning to what was named: ask, do not pick. */
export function whichOne(named: string, items: FactItem[], byMaker = false): Reply {
  const names = items.map((item) => `your ${item.item_name}`);
  const choices = asAlternatives(names);
  // Several things are each what was named ("the clock"): which of them is asked.
  const eachNamed =
    items.length > 1 && items.every((item) => wordsOf(item.item_name).has(singular(named)));
  return {
    response: byMaker
      ? `You have ${items.length} ${named} items: which one do you mean, ${choices}?`
      : eachNamed
        ? `You have ${items.length} of those: which ${named} do you mean, ${choices}?`
        : `I don't see anything called "${named}". Do you mean ${choices}?`,
    items,
    intent: 'clarify',
    strategy: 'retrieval',
    totalMatches: items.length,
    unresolved: true,
  };
}

/** The reply when a set's naming words named nothing, or several things equally. */
export function unresolvedSet(result: SetScope): Reply {
  if (result.unexplained?.length && result.resolution)
    return partlyNamed(result.unexplained, result.resolution.items);
  return result.resolution?.ambiguous
    ? whichOne(result.missing ?? '', result.resolution.items)
    : notFound(result.missing ?? '');
}

/** Some words found items, others nothing: ask whether the items found are what was meant. */
export function partlyNamed(unexplained: string[], items: FactItem[]): Reply {
  const shown = items.slice(0, 5).map((item) => item.item_name);
  const more = items.length > shown.length ? ` and ${items.length - shown.length} more` : '';
  return {
    response: `I found ${shown.join(', ')}${more}, but nothing for "${unexplained.join(' ')}". Is that what you mean, or is "${unexplained.join(' ')}" called something else in your inventory?`,
    items,
    intent: 'clarify',
    strategy: 'retrieval',
    totalMatches: items.length,
    unresolved: true,
  };
}

export function notFound(missing: string): Reply {
  return {
    response: `I couldn't find anything called "${missing}" in your inventory. Try another word for it, or ask what is in a room or a category.`,
    items: [],
    intent: 'not_found',
    strategy: 'retrieval',
    totalMatches: 0,
    unresolved: true,
  };
}
