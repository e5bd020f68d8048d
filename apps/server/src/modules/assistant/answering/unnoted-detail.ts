import type { FactItem } from '../inventory-facts.js';
import { singular } from '../../../domain/words/singular.js';
import { wordsOf } from './item-resolver.js';

/**
 * "What's the serial number on the Fluke", "where did we buy the Traeger": a detail asked of
 * things whose notes do not hold it (or who have none). The notes are still shown, but the detail
 * is said to be unrecorded rather than answered.
 */
export function detailNotNoted(items: FactItem[], phrase: string[]): boolean {
  return unnotedWords(items, phrase) !== undefined;
}

/** The words of the detail no notes hold ([] when there are no notes at all), or undefined. */
export function unnotedWords(items: FactItem[], phrase: string[]): string[] | undefined {
  if (items.every((item) => !item.notes?.trim() && !item.description?.trim())) return [];
  const named = wordsOf(items.map((item) => `${item.item_name} ${item.brand ?? ''}`).join(' '));
  const asked = phrase.filter((word) => word.length > 2 && !named.has(singular(word)));
  const noted = items.some((item) =>
    asked.some((word) =>
      wordsOf(`${item.notes ?? ''} ${item.description ?? ''}`).has(singular(word)),
    ),
  );
  return asked.length > 0 && !noted ? asked : undefined;
}

const GIVER_ASKED =
  /\bwho (?:gave|bought|got|left|handed down) (?:(?:it|that|this|them|those|the|my|our) )?(?:[\w' -]+ )?(?:to |for )?(?:us|me|him|her|them)\b|\bwho (?:was|were|is|are) (?:it|that|this|they|those|the|my|our) [\w' -]*\bfrom\b|\bwho did (?:i|we) (?:get|have) (?:it|that|this|them|those|the|my|our) [\w' -]*\bfrom\b/;
const GIVER_NOTED =
  /\b(?:from|gift|gifted|gave|given|present|wedding|inherited|left (?:to|by)|handed down|bought (?:by|for)|belonged|was (?:his|her|their)|mother|father|granny|grandmother|grandfather|aunt|uncle)\b/i;

/** "Who gave us the teapot": whom a thing came from, when no notes say so, is not recorded. */
export function giverNotNoted(items: FactItem[], question: string): string[] | undefined {
  if (!GIVER_ASKED.test(question.toLowerCase())) return undefined;
  const noted = items.some((item) =>
    GIVER_NOTED.test(`${item.notes ?? ''} ${item.description ?? ''}`),
  );
  return noted ? undefined : ['who it came from'];
}

/** Papers and numbers an owner may keep in an item's notes, and the words they are noted by. */
const RECORDS: [RegExp, RegExp][] = [
  [/\b(?:warranty|guarantee)\b/, /\b(?:warranty|warrantee|guarantee|guaranteed|amc)\b/i],
  [/\bserial\b/, /\b(?:serial|s\/n|sn)\b/i],
  [/\b(?:receipt|invoice|bill)\b/, /\b(?:receipt|invoice|bill)\b/i],
  [/\bimei\b/, /\bimei\b/i],
  [/\b(?:hallmark|certificate|cert)\b/, /\b(?:hallmark|hallmarked|certificate|cert|certified)\b/i],
];

/** "When does the warranty on the fridge expire": a paper the notes do not mention is not known. */
export function recordNotNoted(items: FactItem[], question: string): string[] | undefined {
  const said = question.toLowerCase();
  const record = RECORDS.find(([asked]) => asked.test(said));
  if (!record) return undefined;
  const noted = items.some((item) =>
    record[1].test(`${item.notes ?? ''} ${item.description ?? ''}`),
  );
  return noted ? undefined : [record[0].exec(said)![0]];
}
