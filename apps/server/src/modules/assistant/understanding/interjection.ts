import { kindNamed } from './kinds.js';
import { DISCOURSE, FILLER, GREETINGS, KEYWORDS } from './lexicon.js';

/**
 * "Bon, my wife asks…", "Right, how many…", "Och, where's…": one word set off by a comma at the
 * very start is an interjection, in whatever language, unless it names something: one of the
 * owner's words ("Kitchen, how much?"), a kind ("Telly, where is it?") or any noun. It is never
 * searched for, nor corrected into a thing.
 */
export function withoutInterjection(
  question: string,
  userWords: Set<string>,
  isNoun: (word: string) => boolean = () => true,
): string {
  const opening = /^\s*([\p{L}']+)\s*,\s*(?=\S)/u.exec(question);
  if (!opening) return question;
  const word = opening[1]!.toLowerCase();
  const known =
    userWords.has(word) ||
    kindNamed(word) !== undefined ||
    isNoun(word) ||
    KEYWORDS.includes(word) ||
    FILLER.has(word) ||
    DISCOURSE.has(word) ||
    GREETINGS.has(word);
  // Known talk ("ok,", "hello,") is read as it always was; only a stray word is dropped.
  return known ? question : question.slice(opening[0].length);
}
