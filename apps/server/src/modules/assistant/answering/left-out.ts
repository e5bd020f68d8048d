import { hasFilters } from '../understanding/query.js';
import { notFound, resolve, type Reply, type Turn } from './turn.js';
import { askWhoseRoom } from './whose-room.js';

/** Operations whose answer, with no set named, would be about everything the owner has. */
const ABOUT_A_SET = new Set([
  'total',
  'count',
  'average',
  'list',
  'rank',
  'field',
  'describe',
  'unknown',
]);

/** The question names no set: no words, no filter, nothing pointed back to. */
export const asksAboutEverything = (turn: Turn): boolean =>
  ABOUT_A_SET.has(turn.query.operation) &&
  turn.query.phrase.length === 0 &&
  !hasFilters(turn.query.filters) &&
  !turn.referred?.length;

/**
 * A noun was asked about that names nothing for certain ("the drone", "my partner's bike"):
 * offer the items it may mean, or say it was not found; never a figure for everything.
 */
export async function askWhichItem(turn: Turn, words: string[]): Promise<Reply> {
  const named = words.join(' ');
  if (words.includes('room')) {
    const whose = await askWhoseRoom(turn);
    if (whose) return whose;
  }
  const found = await resolve(turn, words);
  if (found.items.length === 0) return notFound(named);
  const items = found.items.slice(0, 5);
  const names = items.map((item) => `your ${item.item_name}`);
  const choices =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return {
    response: `By "${named}", do you mean ${choices}? Tell me which item, or ask about everything you own.`,
    items,
    intent: 'clarify',
    strategy: 'retrieval',
    totalMatches: found.items.length,
    unresolved: true,
  };
}
