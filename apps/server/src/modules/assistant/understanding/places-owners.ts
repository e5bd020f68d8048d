import { onEverySide } from './every-side.js';
import { wordsOfNames } from './other-languages.js';
import type { ParsedQuery, SetQuery } from './query.js';

/**
 * "Everything in abuela's casita", "what does Nonna have in the annex": once a room names the
 * set, the person said with it is whose the things are, never a word they must be named with
 * (though "Abuela's Molcajete" has it). Only when the person is all the set's words besides.
 */
function withoutOwnerOfPlace<T extends SetQuery>(set: T, people: Set<string>): T {
  const { phrase } = set;
  if (set.filters.locations.length === 0 || phrase.length === 0) return set;
  // A room named after the person ("Lwazi's room") is theirs already: whether the question means
  // only that room ("not just his room") is decided with their name kept.
  const roomWords = wordsOfNames(set.filters.locations);
  if (phrase.some((word) => roomWords.has(word))) return set;
  return phrase.every((word) => people.has(word)) ? { ...set, phrase: [] } : set;
}

/** The question, and each side of a comparison, without the owner of a room as a name. */
export function withoutPlacesOwners(query: ParsedQuery, ...said: Set<string>[]): ParsedQuery {
  const people = new Set(said.flatMap((names) => [...names]));
  if (people.size === 0) return query;
  return onEverySide(query, (set) => withoutOwnerOfPlace(set, people));
}
