import { asAlternatives } from '../alternatives.js';
import { hasFilters } from '../understanding/query.js';
import { byInitials } from './short-names.js';
import { endsACode } from './model-codes.js';
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
  const choices = asAlternatives(names);
  return {
    response: `By "${named}", do you mean ${choices}? Tell me which item, or ask about everything you own.`,
    items,
    intent: 'clarify',
    strategy: 'retrieval',
    totalMatches: found.items.length,
    unresolved: true,
  };
}

/**
 * "Where's the RO?", "when did I add the MBP", "value of the XM5": a short name no word list
 * holds that is a word, the initials or a model code's end of exactly one item's name names it.
 */
export async function namesOneItem(turn: Turn, words: string[]): Promise<boolean> {
  if (words.length !== 1 || words[0]!.length > 8) return false;
  const [short] = words as [string];
  const found = await resolve(turn, words);
  if (found.items.length !== 1 || found.ambiguous) return false;
  const [item] = found.items as [(typeof found.items)[number]];
  const parts = item.item_name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return (
    parts.includes(short) ||
    parts.some((part) => endsACode(part, short)) ||
    byInitials([item], short).length === 1
  );
}
