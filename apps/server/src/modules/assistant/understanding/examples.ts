import { closestWord } from './fuzzy.js';
import { kindNamed } from './kinds.js';
import { CATEGORY_WORDS, FILLER } from './lexicon.js';
import { singular } from '../../../domain/words/singular.js';

/**
 * "My clothes, the suits and coats and so on": a part of the question after a comma that only
 * gives examples of a kind or category named before it. The examples are not a narrower set:
 * the question is about the whole kind, so the part is left out.
 */
const ASKING =
  /\b(?:what|whats|how|which|where|wheres|who|when|why|worth|value|total|list|show|much|many|cost|costs|add|adds|come|comes|sum|compare|more|less|than|lent|borrowed)\b/i;
/** A list closed by "and that", "and so on", "etc": the words before it are examples. */
const LIST_CLOSE =
  /\s*,?\s*\b(?:and|or) (?:that|so on|so forth|the like|all that|such|stuff like that|things like that)\b|\s*,?\s*\betc\b\.?/gi;

const KIND_WORDS = new Set(
  [...Object.keys(CATEGORY_WORDS), ...Object.values(CATEGORY_WORDS).flat()].map(singular),
);

/** "The bike stuff", "our camping gear": a set named by what its things are for. */
const STUFF_OF =
  /\b(?!(?:our|my|the|your|their|his|her|all|any|some|these|those|of|what|which|other|many|much|more|new|old)\b)[a-z]+ (?:stuff|gear|kit|things|equipment|bits|supplies)\b/i;

const namesKind = (text: string) =>
  STUFF_OF.test(text) ||
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .some(
      (word) =>
        KIND_WORDS.has(singular(word)) ||
        kindNamed(word) !== undefined ||
        (word.length >= 6 && closestWord(word, KIND_WORDS) !== undefined),
    );

/** The part ends with one thing's name ("total for my camera,"), not a kind's plural. */
const namesOneThing = (text: string) => {
  const last =
    text
      .toLowerCase()
      .replace(/[^a-z]+$/, '')
      .split(/[^a-z]+/)
      .at(-1) ?? '';
  return (
    last.length > 0 &&
    singular(last) === last &&
    !KIND_WORDS.has(last) &&
    !ASKING.test(last) &&
    // "How many collectibles do I have, the records, …" ends on a verb, not a thing's name.
    !FILLER.has(last) &&
    !/(?:ed|ing)$/.test(last)
  );
};

/** "under 100 quid", "over 2k", "40€ or more": a bound on what things are worth. */
const VALUE_BOUND =
  /\b(?:under|over|below|above|less than|more than|cheaper than|at least|at most|up to|between)\s+[$£€]?\d|[$£€]\d|\d\s*[$£€]|\d\s*(?:k|quid|pounds?|euros?|dollars?|bucks)\b|\d\s+(?:or (?:more|less)|and up)\b/i;

/**
 * Spoken without commas: "the lounge I mean the sofa and the lamp and the rest": things named
 * after "I mean" or "like" and closed by "and the rest" are examples of the whole set.
 */
const SPOKEN_EXAMPLES =
  /\b(?:i mean|meaning|like|such as)\b[^?.!,]{0,90}?\b(?:and|or) (?:the rest|all the rest|everything else|the like)\b/gi;

/** A part that ends the question with "and the like?": still examples, question mark or not. */
const CLOSES_LIST =
  /\b(?:and|or) (?:so on|so forth|the like|all that|stuff like that|things like that|all|everything|whatnot)\s*\?*\s*$|\betc\.?\s*\?*\s*$|\bthe (?:lot|works)\s*\?*\s*$/i;

/** "From the tractor on down", "right down to the spoons": the whole set, from end to end. */
const SPANS_THE_SET =
  /^\s*(?:from (?:the |my |our )?[\w' -]{1,40}? (?:on )?(?:down|up)(?: to [\w' -]{1,40})?|(?:right |all the way )?(?:down|up) to (?:the |my |our )?[\w' -]{1,40})\s*[?.!]*\s*$/i;

const LEAVES_OUT =
  /^\s*(?:[-–—]\s*)?(?:not counting|not including|except|excluding|apart from|other than|but not|leaving out|leaving aside|minus|as opposed to|rather than)\b/i;

/** The question without the parts that only give examples of a kind it names. */
export function withoutExamples(spoken: string): string {
  const question = spoken.replace(SPOKEN_EXAMPLES, '').trim();
  const parts = question.split(/(?<=,)\s+|\s+(?=[-–—]\s)/);
  if (parts.length < 2) return question.replace(LIST_CLOSE, '');
  const kept: string[] = [];
  const listOfNames = parts.length > 2 && namesOneThing(parts[0]!);
  // "…, as opposed to pots, knives and crockery": what is left out is no example of the set,
  // nor is anything listed after it.
  let leavingOut = false;
  parts.forEach((part, index) => {
    leavingOut ||= LEAVES_OUT.test(part);
    // "Total for the accountant: laptop, camera, desk chair": a list after a colon is the set.
    // A single thing followed by more ("my camera, laptop, headphones") is a list of names.
    const examples =
      index > 0 &&
      !leavingOut &&
      !kept.join(' ').includes(':') &&
      !listOfNames &&
      (SPANS_THE_SET.test(part) ||
        (!ASKING.test(part) && (!/\?/.test(part) || CLOSES_LIST.test(part)))) &&
      // "Kitchen stuff, under 100 quid": a figure narrows the set; it is no example of it.
      !VALUE_BOUND.test(part) &&
      namesKind(kept.join(' ')) &&
      /\w/.test(part);
    if (!examples) kept.push(part);
  });
  return kept.join(' ').replace(/,\s*$/, '').replace(LIST_CLOSE, '');
}
