import { kindNamed } from './kinds.js';
import { DISCOURSE } from './lexicon.js';
import { singular } from '../../../domain/words/singular.js';
import { sharesPrefix } from './tokens.js';

/** What the parser knows of a word that no slot took. */
export interface PlacementKnowledge {
  /** True when the word can name something a person owns (a made thing). */
  isThing?(word: string): boolean;
  /** True when the word describes ("mounted", "blue"): it narrows a noun after it too. */
  isAdjective?(word: string): boolean;
  /** True when two words written together are one noun ("white goods"). */
  isCompound?(words: string): boolean;
  /** True when the word is a noun and no adjective. */
  isNoun?(word: string): boolean;
}

export interface Placement {
  /** Words that still name items. */
  phrase: string[];
  /** Words explained as talk or context and left out of the search. */
  ignored: string[];
}

/**
 * Decides what the words left after every slot was taken are. A word naming items stays: one of
 * the owner's own words, a name the owner capitalised, or a noun for a made thing (so "where is
 * the trampoline" still says nothing was found). Talk ("basically", "lol"), context ("for the
 * claim form", "the adjuster") and anything that names no thing are dropped, but only when the
 * rest of the question still asks something: a question that is nothing but such words keeps
 * them, and the answer asks.
 */
export function placeLeftovers(
  leftovers: string[],
  context: {
    userWords: Set<string>;
    names: Set<string>;
    knowledge: PlacementKnowledge | undefined;
    /** The operation or a filter already makes a question of the rest. */
    asks: boolean;
    /** Words standing right before a room word ("the kids room"): an unknown room is kept. */
    beforeRoom: Set<string>;
    /** Pairs of leftover words that stood side by side, as "first second". */
    adjacent?: Set<string>;
    /** Words of reasons and others' views said beside the question ("as the new flat …"). */
    aside?: Set<string>;
    /** A room, category or other filter already names what the question is about. */
    filtered?: boolean;
    /** Words right after "for a", "for the", "for my": what or whom the things are for. */
    purpose?: Set<string>;
    /** Words of what an amount is wanted for ("$500 for a new lens"). */
    funded?: Set<string>;
    /** Words said as someone's ("sam" of "sam's drill") that are none of the owner's words. */
    owners?: Set<string>;
  },
): Placement {
  const { userWords, names, knowledge, beforeRoom } = context;
  const adjacent = context.adjacent ?? new Set<string>();
  const words = mergeCompounds(leftovers, userWords, knowledge, adjacent);
  const namesItem = (word: string) => {
    if (DISCOURSE.has(word)) return false;
    // What money is wanted for ("$500 for a new lens") is bought, not owned.
    if (context.funded?.has(word)) return false;
    if (userWords.has(word) || userWords.has(singular(word))) return true;
    if (kindNamed(word)) return true;
    // A model's code ("a7", "x100", "s23") names the item it is the model of.
    if (/^[a-z]+\d[a-z0-9]*$/.test(word)) return true;
    // Said beside the question ("my son David says …"): a name or a prefix there names no item.
    if (context.aside?.has(word)) return false;
    // Who or what the things are for ("seats for a client dinner") is no item of the owner's.
    if (context.purpose?.has(word)) return false;

    // Whose it is ("Sam's tile cutter"): the owner of a thing named after it, not the thing.
    if (context.owners?.has(word)) return false;
    if (names.has(word) || sharesPrefix(word, userWords)) return true;
    if (beforeRoom.has(word)) return true;
    if (!knowledge?.isThing) return true;
    return knowledge.isThing(word);
  };
  // The owner's words said only in a reason ("sorting the garage before the winter sets in")
  // name nothing when the question has its own subject: a room, a category or other words.
  const inAside = (word: string) => context.aside?.has(word) === true;
  const ownSubject = context.filtered === true || words.some((w) => !inAside(w) && namesItem(w));
  const named = new Set(words.filter((word) => namesItem(word) && !(ownSubject && inAside(word))));
  // A describing word beside a naming one narrows it: "wall mounted", "blue lamp".
  // So does a noun right before one ("video game consoles"): it says which kind.
  const narrows = (word: string) =>
    !DISCOURSE.has(word) &&
    !context.purpose?.has(word) &&
    !context.funded?.has(word) &&
    !context.owners?.has(word) &&
    [...named].some(
      (other) =>
        adjacent.has(`${word} ${other}`) ||
        (knowledge?.isAdjective?.(word) === true && adjacent.has(`${other} ${word}`)),
    );
  const phrase = words.filter((word) => named.has(word) || narrows(word));
  const ignored = words.filter((word) => !phrase.includes(word));
  if (ignored.length === 0) return { phrase, ignored };
  if (!context.asks && phrase.length === 0) {
    // Nothing else to answer: keep the words so the reply can say what was not understood.
    const kept = words.filter((word) => !DISCOURSE.has(word));
    return { phrase: kept, ignored: words.filter((word) => !kept.includes(word)) };
  }
  return { phrase, ignored };
}

/**
 * Two side-by-side words that are one noun in WordNet and not both the owner's own ("white goods")
 * become one term, so the kind is looked up rather than each word.
 */
export function mergeCompounds(
  words: string[],
  userWords: Set<string>,
  knowledge: PlacementKnowledge | undefined,
  adjacent: Set<string>,
): string[] {
  if (!knowledge?.isCompound) return words;
  const merged: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const first = words[i]!;
    const second = words[i + 1];
    const joined = `${first} ${second}`;
    const own = userWords.has(first) && second !== undefined && userWords.has(singular(second));
    if (second !== undefined && !own && adjacent.has(joined) && knowledge.isCompound(joined)) {
      merged.push(joined);
      i += 1;
    } else merged.push(first);
  }
  return merged;
}
