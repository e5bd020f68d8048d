import { editDistance } from '../../../domain/words/edit-distance.js';
import { FILLER, FUNCTION_WORDS, KEYWORDS } from './lexicon.js';

/** Words of the question's own grammar never join into a name ("is it" is no "visit"). */
const GRAMMAR = new Set([
  ...FUNCTION_WORDS,
  ...KEYWORDS,
  ...FILLER,
  'a',
  'an',
  'the',
  'i',
  'is',
  'am',
  'are',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'and',
  'or',
  'my',
  'me',
]);

/**
 * Names written as they sound by voice dictation: a brand or word of the owner's split into
 * words that sound like its parts ("eye kea" for a brand spelt "ikea"). Two short words said
 * together are joined when, spelt by sound, they are the owner's word or one letter from it.
 */
const SOUND_SPELLINGS: [RegExp, string][] = [
  [/^eye/, 'i'],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/ee|ea|ie|y/g, 'i'],
  [/(.)\1/g, '$1'],
];

const bySound = (word: string) =>
  SOUND_SPELLINGS.reduce((spelt, [sound, letters]) => spelt.replace(sound, letters), word);

function ownWordSounding(joined: string, own: Map<string, string>): string | undefined {
  const sound = bySound(joined);
  const exact = own.get(sound);
  if (exact) return exact;
  for (const [spelt, word] of own) {
    // Short names must sound the same; longer ones may be a letter off.
    if (
      spelt.length >= 6 &&
      Math.abs(spelt.length - sound.length) <= 1 &&
      editDistance(spelt, sound) <= 1
    )
      return word;
  }
  return undefined;
}

export function joinSoundAlikes(tokens: string[], ownWords: Iterable<string>): string[] {
  const own = new Map<string, string>();
  for (const word of ownWords)
    if (word.length >= 4 && /^[a-z]+$/.test(word)) own.set(bySound(word), word);
  const joined: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const [first, second] = [tokens[index]!, tokens[index + 1]];
    const both =
      second !== undefined &&
      /^[a-z]{2,4}$/.test(first) &&
      /^[a-z]{2,4}$/.test(second) &&
      !GRAMMAR.has(first) &&
      !GRAMMAR.has(second);
    const word =
      both && !own.has(bySound(first)) ? ownWordSounding(first + second, own) : undefined;
    if (word) {
      joined.push(word);
      index++;
    } else joined.push(first);
  }
  return joined;
}
