import { onEverySide } from './every-side.js';
import { withoutPlacesOwners } from './places-owners.js';
import type { ParsedQuery, SetQuery } from './query.js';

/**
 * "Priya's sailing gear", "what is Tomasz's fishing stuff worth": a person's name before a kind
 * and a word for a heap of things says whose they are, not a word the things are named with. A
 * shared inventory seldom records whose each piece is, so the kind alone names the set.
 */
const GEAR_OF = (owner: string) =>
  new RegExp(
    `\\b${owner}'s (?:[a-z-]+ ){1,2}(?:stuff|gear|things|kit|equipment|bits|collection|supplies)\\b`,
  );

function withoutOwnersOf<T extends SetQuery>(set: T, owners: string[]): T {
  const phrase = set.phrase.filter((word) => !owners.includes(word));
  if (phrase.length === set.phrase.length || phrase.length === 0) return set;
  const groups = set.groups
    ?.map((group) => group.filter((word) => !owners.includes(word)))
    .filter((group) => group.length > 0);
  return { ...set, phrase, ...(set.groups ? { groups } : {}) };
}

/** The question, and each side of a comparison, without the owner said before a kind of gear. */
export function withoutOwnersOfKinds(
  query: ParsedQuery,
  question: string,
  owners: Set<string>,
): ParsedQuery {
  const text = question.toLowerCase().replace(/[’‘`]/g, "'");
  const said = [...owners].filter((owner) => /^[a-z]+$/.test(owner) && GEAR_OF(owner).test(text));
  if (said.length === 0) return query;
  return onEverySide(query, (set) => withoutOwnersOf(set, said));
}

/**
 * The question without the people said as owners: of a room the set is in ("abuela's casita")
 * or of a kind of gear ("Priya's sailing gear").
 */
export function withoutOwnersSaid(
  query: ParsedQuery,
  owners: Set<string>,
  asides: { text: string; askers: Set<string> },
): ParsedQuery {
  return withoutOwnersOfKinds(
    withoutPlacesOwners(query, owners, asides.askers),
    asides.text,
    owners,
  );
}
