import { singular } from '../../../domain/words/singular.js';
import type { ParsedQuery } from './query.js';
import { tokenize } from './tokens.js';

/**
 * Signals that a reading answers something other than what was asked, seen by setting the reading
 * beside the words of the question (understanding/doubts.ts weighs them):
 * - `scattered`: a thing's name gathered from words said apart ("the couch and the rug" read as
 *   one thing "couch rug"): a kind matched weakly, by words of several.
 * - `amount`: an amount was said but the reading uses none ("worth over $800" answered with all).
 * - `asked`: the question asks when, who or to compare, and the reading gives neither.
 */
export type ReadingDoubt =
  | { kind: 'scattered'; words: string[] }
  | { kind: 'amount'; words: string[] }
  | { kind: 'asked'; words: string[] };

const readAs = (query: ParsedQuery) => (token: string) =>
  singular(query.corrections[token] ?? token);

/** Whether the words follow one another in the question, as a thing's name is said. */
function saidTogether(words: string[], tokens: string[]): boolean {
  const wanted = words.map((word) => singular(word));
  return tokens.some((_, start) => wanted.every((word, offset) => tokens[start + offset] === word));
}

function scatteredName(tokens: string[], query: ParsedQuery): ReadingDoubt[] {
  // Joined kind phrases ("video game") are one element; a word said twice counts once.
  const names = (query.groups?.length ? query.groups : [query.phrase]).map((name) => [
    ...new Set(name.flatMap((part) => part.split(' ')).map((word) => singular(word))),
  ]);
  // Words the reading added ("seat" for "sit on") are no sign; words said far apart are.
  const said = names.map((name) => name.filter((word) => tokens.includes(word)));
  const apart = said.filter((name) => name.length > 1 && !saidTogether(name, tokens));
  return apart.length ? [{ kind: 'scattered', words: apart.map((name) => name.join(' ')) }] : [];
}

/** An amount said ("$800") that neither bounds the set, nor is a sum to reach, nor is compared. */
function unusedAmount(tokens: string[], query: ParsedQuery): ReadingDoubt[] {
  const { valueMin, valueMax } = query.filters;
  if (valueMin || valueMax || query.amount !== undefined || query.operation === 'compare')
    return [];
  const amounts = tokens.filter((token) => /^\$\d/.test(token));
  return amounts.length ? [{ kind: 'amount', words: amounts }] : [];
}

const ASKS_WHEN = /^(?:when|what date|what day)\b|\bwhen (?:did|was|were|is|are|will)\b/;
const ASKS_WHO = /^who\b|\bwho (?:did|has|have|is)\b/;
const ASKS_WORTH = /\bhow much\b|\bworth\b(?! \$)/;
const ASKS_COMPARE = /\b(?:compare|compared|comparing|versus)\b/;

/** "When did I …" answered without a date, "compare" answered with one set. */
function unansweredAsk(text: string, query: ParsedQuery): ReadingDoubt[] {
  const { operation, field } = query;
  // "Who is right, the bedroom or the lounge?" asks the comparison it was read as.
  if (operation === 'compare') return [];
  const dated = field === 'added' || field === 'due' || operation === 'loans';
  if (ASKS_WHEN.test(text) && !dated) return [{ kind: 'asked', words: ['when'] }];
  const personal = field === 'holder' || operation === 'loans' || field === 'added';
  if (ASKS_WHO.test(text) && !personal) return [{ kind: 'asked', words: ['who'] }];
  if (ASKS_COMPARE.test(text)) return [{ kind: 'asked', words: ['compare'] }];
  if (ASKS_WORTH.test(text) && operation === 'field' && field !== 'value' && field !== 'notes')
    return [{ kind: 'asked', words: ['worth'] }];
  return [];
}

export function readingDoubts(question: string, query: ParsedQuery): ReadingDoubt[] {
  const tokens = tokenize(question).map(readAs(query));
  const text = question.toLowerCase();
  return [
    ...scatteredName(tokens, query),
    ...unusedAmount(tokens, query),
    ...unansweredAsk(text, query),
  ];
}
