import type { FactItem } from '../inventory-facts.js';
import { singular } from '../../../domain/words/singular.js';
import { ACCENTED, foldAccents } from '../understanding/other-languages.js';

const wordsOf = (text: string | null) =>
  (text ?? '')
    .toLowerCase()
    .replace(ACCENTED, foldAccents)
    .replace(/['’]s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);

/**
 * "Paolo's cards", "Bea's shoes": the things said are the person's, those named after them or
 * kept in their room, and of what was named; never everything named after them together with
 * everything of that name. A set of someone nothing is named after ("Eli's hockey gear") is the
 * set itself. Undefined when the question says nobody's things or none are both.
 */
/** "Eli's hockey gear": a set, not one thing. */
const NAMES_A_SET = /\b(?:stuff|things|gear|kit|bits|equipment|supplies|collection)\b/i;

export interface Possessed {
  /** The person's things of what was named. */
  items?: FactItem[];
  /** Nothing is named after the person or kept in their room: the set is the words without them. */
  words?: string[];
}

export function possessorsThings(
  candidates: FactItem[],
  words: string[],
  question: string,
): Possessed | undefined {
  if (words.length < 2) return undefined;
  const said = question.toLowerCase().replace(/[’]/g, "'");
  // "Opa's piano", also said "Opa his piano" as in Dutch or German.
  const owner = words.find((word) =>
    new RegExp(String.raw`\b${word}(?:'s?| (?:his|her))\b`).test(said),
  );
  if (!owner) return undefined;
  const others = words.filter((word) => word !== owner);
  const rest = others.map(singular);
  const restSaid = others.flatMap((word) => word.split(' '));
  const namedWords = (item: FactItem) =>
    new Set([...wordsOf(item.item_name), ...item.tags.flatMap(wordsOf)]);
  const theirs = candidates.filter(
    (item) =>
      wordsOf(item.item_name).includes(owner) ||
      wordsOf(item.location).includes(owner) ||
      item.tags.flatMap(wordsOf).includes(owner),
  );
  if (theirs.length === 0) return NAMES_A_SET.test(question) ? { words: others } : undefined;
  const both = theirs.filter((item) => {
    const own = namedWords(item);
    return rest.every((word) => own.has(word));
  });
  if (both.length > 0) return { items: both };
  // "Opa's piano" when nothing at all is a piano: none of theirs, and no one else's either.
  // Only the thing said right after whose it is ("Ellie's got her lesson" names no thing).
  const thingSaid = new RegExp(
    String.raw`\b${owner}(?:'s?| (?:his|her)) (?:[a-z]+ )?${restSaid[0] ?? ''}\b`,
  ).test(said);
  const named = candidates.some((item) => {
    const own = namedWords(item);
    return restSaid.every((word) => own.has(singular(word)));
  });
  return named || !thingSaid ? undefined : { items: [] };
}
