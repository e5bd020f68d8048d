import { FILLER } from './lexicon.js';
import type { ParsedQuery } from './query.js';

/** Words that join the places left out ("Ana's room or the porch") and name none of them. */
const JOINERS = new Set(['or', 'and', 'the', 'my', 'our', 'nor', 'any', 'of']);

/** A word as places and questions both write it: "Ana's", "anas" and "ana" are one word. */
const plain = (word: string) => word.replace(/['’]/g, '').replace(/s$/, '');

const wordsOfPlace = (place: string) =>
  place
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’]+/u)
    .filter((word) => word && word !== 'the')
    .map(plain);

/**
 * "Not counting Ana's room or the porch": the owner's places among the words left out of a set.
 * They leave a place out, not the things whose names hold its words; what names no place stays
 * a thing left out.
 */
export function placesLeftOut(
  excluded: string[],
  locations: string[],
): { places: string[]; things: string[] } {
  const said = excluded.map(plain);
  const taken = new Set<number>();
  const places: string[] = [];
  // Longer names first: "back kitchen" is a place of its own before "kitchen" is.
  const byLength = [...locations].sort((a, b) => wordsOfPlace(b).length - wordsOfPlace(a).length);
  for (const place of byLength) {
    const words = wordsOfPlace(place);
    if (words.length === 0) continue;
    const at = said.findIndex((_, start) =>
      words.every((word, k) => said[start + k] === word && !taken.has(start + k)),
    );
    if (at < 0) continue;
    words.forEach((_, k) => taken.add(at + k));
    places.push(place);
  }
  if (places.length === 0) return { places, things: excluded };
  const things = excluded.filter((word, index) => !taken.has(index) && !JOINERS.has(word));
  return { places, things };
}

/** The set's places left out become a filter; the words left that name things stay excluded. */
export function leaveOut(query: ParsedQuery, excluded: string[], locations: string[]): void {
  const said = excluded.filter((word) => !FILLER.has(word));
  const { places, things } = placesLeftOut(said, locations);
  if (places.length) query.filters.locationsLeftOut = places;
  if (things.length) query.excluded = things;
}
