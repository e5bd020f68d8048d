import type { TokenSpan } from './slots.js';

/**
 * Details only the owner's notes hold, asked in everyday words: how many a sofa seats, what is
 * wrong with a thing or what got wet, whether it is still in its box, where the owner said its
 * papers were. The words that ask are taken, so they never name the thing.
 */
const DETAIL_ASKED = [
  /\bhow many (?:people )?(?:does|do|will|can|would) (?:it|they|the \w+|my \w+|our \w+) (seat|seats|sleep|sleeps|hold|holds|fit|fits|serve|serves)\b/,
  /\b(what(?: is)? wrong) with\b|\bwhat (?:damage|happened to)\b|\b(?:was|were|is|got) (wet|damaged|broken|scratched|chipped|cracked|stained|dented|ripped|torn)\b/,
  /\b(?:still )?in (?:its|their|the) (?:original )?(box|boxes|packaging|case|wrapper)\b/,
  // "Where did we put down the drill" is where it was set down; "what did we put down" is notes.
  /\b(?:where|what) did (?:i|we) (say|write|note|jot|mention)\b|\bwhat did (?:i|we) (put down)\b/,
];

/** Things that come with an item ("the box and papers for the watch"): the item is asked of. */
const COMES_WITH = new Set(
  'box boxes papers paperwork receipt receipts charger cable manual manuals instructions case lid strap remote certificate packaging volume volumes batteries battery key keys'.split(
    ' ',
  ),
);

/** Whether the question asks a detail the notes hold; the asking words are taken. */
export function asksNotesDetail(text: string): boolean {
  return DETAIL_ASKED.some((pattern) => pattern.test(text));
}

export function takeNotesDetail(span: TokenSpan): void {
  for (const pattern of DETAIL_ASKED) {
    const match = pattern.exec(span.text());
    if (!match) continue;
    // Only the asking word ("seat", "wet", "box"): the thing named around it stays.
    const word = match.slice(1).find(Boolean);
    if (!word) continue;
    const index = span.tokens.findIndex((token, k) => token === word.split(' ')[0] && span.free(k));
    if (index >= 0) span.use(index, index + word.split(' ').length);
  }
}

/** The phrase of a notes question without the things that come with the item. */
export const withoutAccessories = (phrase: string[]): string[] => {
  const kept = phrase.filter((word) => !COMES_WITH.has(word));
  return kept.length === phrase.length ? phrase : kept;
};
