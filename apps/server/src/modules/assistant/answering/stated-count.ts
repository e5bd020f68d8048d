import { singular } from '../../../domain/words/singular.js';
import type { EvidenceDoubt } from '../understanding/evidence-doubts.js';
import { plural } from './describe.js';
import type { Reply } from './turn.js';

const COUNT_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  couple: 2,
  pair: 2,
};

const LEADING = new Set(['of', 'my', 'our', 'the', 'your']);

/** "my 3 bikes", "the four old lamps": a count said just before a word naming the set. */
export function countSaid(question: string, words: string[]): number | undefined {
  const wanted = new Set(words.map(singular));
  // "$3 bikes" and "3.5 kg" are amounts; a count is a bare number or a number word.
  const tokens = question
    .toLowerCase()
    .split(/[\s!?;:"()]+/)
    .map((token) => token.replace(/,$/, ''));
  for (const [index, token] of tokens.entries()) {
    const count = /^\d{1,2}$/.test(token) ? Number(token) : COUNT_WORDS[token];
    if (count === undefined || count < 2) continue;
    const after = tokens.slice(index + 1).filter((word, at) => at > 0 || !LEADING.has(word));
    // The named things themselves, plural, right after it or after one word describing them:
    // "two pairs of skis" counts pairs, not skis.
    const named = after
      .slice(0, 2)
      .findIndex((word) => word !== singular(word) && wanted.has(singular(word)));
    if (named === 0 || (named === 1 && !/^\d/.test(after[0]!))) return count;
  }
  return undefined;
}

/**
 * The owner said how many there are ("the 3 bikes") and the set found holds another number,
 * as entries or as pieces: the set is not the one meant, or one of them goes by another name.
 */
export function statedCount(
  question: string,
  words: string[],
  reply: Reply,
): EvidenceDoubt | undefined {
  const said = countSaid(question, words);
  if (said === undefined) return undefined;
  const entries = reply.totalMatches;
  const allListed = reply.items.length === entries;
  const pieces = allListed ? reply.items.reduce((sum, item) => sum + item.quantity, 0) : undefined;
  if (said === entries || said === pieces) return undefined;
  const found =
    pieces !== undefined && pieces !== entries
      ? `${plural(entries, 'item')} (${pieces} pieces)`
      : plural(entries, 'item');
  return { kind: 'stated', words: [String(said), found] };
}
