import { foldAccents } from './other-languages.js';

/**
 * A language mixed into English questions, as data: the words that show it is being spoken, its
 * phrases (read first, so "mas barata" is one idea), and its single words. Small words it shares
 * with other languages ("la", "de", "en") are only read as it when a marker shows the language.
 */
export interface GlossedLanguage {
  /** Words no English speaker types: one of them shows the language. */
  markers: ReadonlySet<string>;
  phrases: readonly (readonly [RegExp, string])[];
  words: Readonly<Record<string, string>>;
  /** Articles, prepositions and question words: glossed even inside the owner's own words. */
  small: ReadonlySet<string>;
}

/** What the owner calls their things: never glossed away. */
export interface OwnNames {
  /** Whole names of rooms and makers ("la casita", "La-Z-Boy"), kept as said. */
  names: readonly string[];
  /** Words of the owner's things, rooms and makers ("casita", "kitchenaid"). */
  words: ReadonlySet<string>;
}

// Letters and figures together: a model code ("QE55Q60B") or a shop ("B&Q") is one word, with
// no "q" of its own inside it.
const WORD = /[\p{L}\p{N}'’]+(?:[-&][\p{L}\p{N}'’]+)*/gu;

const foldedLower = (text: string) => foldAccents(text.toLowerCase());

export const showsLanguage = (question: string, language: GlossedLanguage): boolean =>
  (foldedLower(question).match(WORD) ?? []).some((word) => language.markers.has(word));

/** Where the owner's whole names stand in the text, as [start, end) ranges. */
function namedRanges(text: string, names: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const name of names) {
    const said = foldedLower(name).trim();
    // A one-word name is kept through the owner's words; whole names guard their small words.
    if (!said.includes(' ')) continue;
    const escaped = said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    for (const match of lower.matchAll(new RegExp(`(?<![\\p{L}-])${escaped}(?![\\p{L}-])`, 'gu')))
      ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** A stretch of the question outside the owner's names, glossed: phrases, then single words. */
function glossStretch(text: string, language: GlossedLanguage, own: OwnNames): string {
  let glossed = text;
  for (const [pattern, english] of language.phrases) glossed = glossed.replace(pattern, english);
  return glossed.replace(WORD, (word) => {
    const key = word.toLowerCase();
    const english = language.words[key];
    // The owner's own word wins ("Cocina" as they name a room), but a small word is glossed even
    // when one of their names holds it ("la" of "la casita" said before another thing).
    return english !== undefined && (!own.words.has(key) || language.small.has(key))
      ? english
      : word;
  });
}

/**
 * The question with the language's words in English when it shows that language; otherwise as
 * it is. Accents are folded first, as phones drop them; the owner's names pass through as said.
 */
export function glossLanguage(question: string, language: GlossedLanguage, own: OwnNames): string {
  if (!showsLanguage(question, language)) return question;
  const text = foldAccents(question).replace(/[¿¡]/g, '');
  let out = '';
  let at = 0;
  for (const [start, end] of namedRanges(text, own.names)) {
    if (start < at) continue;
    out += glossStretch(text.slice(at, start), language, own) + text.slice(start, end);
    at = end;
  }
  out += glossStretch(text.slice(at), language, own);
  return out.replace(/ {2,}/g, ' ').trim();
}
