import { DISCOURSE, FILLER } from './lexicon.js';
import { IS_DOING } from './subject-words.js';

/** Where an item is named: after "the", "my", "our", "your", "this", "that" or someone's "'s". */
const NAMING_BEFORE = String.raw`(?:the|my|our|your|this|that|[a-z]+'s)`;

const DESCRIBED = String.raw`(?:things?|items?|ones?|stuff|pieces?|bits?)\b`;

/**
 * Nouns the placement left out although they stood where an item is named ("how much is the
 * drone worth", "my partner's bike"). They are no talk: an answer about everything the owner has
 * would ignore what was asked, so the answer asks instead. A noun said in an aside ("my son says")
 * is the aside's, unless it is someone's thing ("my partner's bike").
 */
export function leftOutSubjects(
  question: string,
  ignored: string[],
  context: {
    isNoun: (word: string) => boolean;
    /** Whether a word is English at all: a word no dictionary knows ("xbox") names a thing. */
    isWord?: (word: string) => boolean;
    aside: Set<string>;
    /** Words the placement dropped for a known reason: what things are for, whose they are. */
    explained?: Set<string>;
    /** Whose things were asked about ("jamie" of "jamie's things"): the set asked is theirs. */
    owners?: Set<string>;
  },
): string[] {
  const text = question.toLowerCase().replace(/[’‘`]/g, "'");
  return ignored.filter((word) => {
    if (context.owners?.has(word)) return true;
    if (DISCOURSE.has(word) || FILLER.has(word) || context.explained?.has(word)) return false;
    const named = context.isNoun(word) || context.isWord?.(word) === false;
    if (!named || IS_DOING.test(word)) return false;
    const owned = new RegExp(String.raw`[a-z]'s ${word}\b`).test(text);
    if (context.aside.has(word) && !owned) return false;
    // "The dearest thing": a word before "thing" or "one" describes it.
    return new RegExp(String.raw`\b${NAMING_BEFORE} ${word}\b(?! ${DESCRIBED})`).test(text);
  });
}
