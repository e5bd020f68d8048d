import type { Filters, MemberName } from './query.js';
import type { TokenSpan } from './slots.js';
import { tokenize } from './tokens.js';

export type { MemberName } from './query.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const VERBS = '(?:add|added|upload|uploaded|put in|bring|brought|buy|bought|enter|entered)';

/** The words a member answers to: their full name and their first name. */
export function memberWords(member: MemberName): string[] {
  const words = tokenize(member.name);
  return [...new Set([words.join(' '), words[0] ?? ''])].filter((word) => word.length >= 2);
}

/**
 * "What did Sam add last week", "items added by Sam", "what has Sam Lee added", "what did I add":
 * the items one member of the household added. Takes the words naming the member and the verb,
 * so the rest of the question (a time, a room, a category) is read as usual.
 */
export function extractAddedBy(span: TokenSpan, filters: Filters, members: MemberName[]): void {
  if (members.length < 2) return;
  const byWord = new Map<string, MemberName[]>();
  for (const member of members) {
    for (const word of memberWords(member)) byWord.set(word, [...(byWord.get(word) ?? []), member]);
  }
  const asker = members.find((member) => member.isAsker);
  if (asker) for (const word of ['i', 'me']) byWord.set(word, [asker]);
  const alternatives = [...byWord.keys()].sort((a, b) => b.length - a.length).map(escape);
  const name = `(${alternatives.join('|')})`;
  const match =
    span.take(
      new RegExp(`\\b(?:did|has|have|had) ${name} (?:just |recently |ever )?${VERBS}\\b`),
    ) ??
    span.take(new RegExp(`\\b${VERBS} by ${name}\\b`)) ??
    span.take(new RegExp(`\\b${name} ${VERBS}\\b`));
  const who = match?.[1] ? byWord.get(match[1]) : undefined;
  if (!who) return;
  filters.addedBy = who.map((member) => member.id);
  filters.addedByLabel = who.length === 1 ? (who[0]!.isAsker ? 'you' : who[0]!.name) : match![1];
}
