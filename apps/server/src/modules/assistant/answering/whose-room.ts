import { MY_ROOM } from '../understanding/speaker-room.js';
import type { Reply, Turn } from './turn.js';

/** Rooms named after someone: "Bea's room", "Lola's suite", "the boys' bedroom". */
const SOMEONES_ROOM = /^(?:the )?[\p{L}]+(?: [\p{L}]+)?(?:['’]s|s['’]) \p{L}+$/iu;

const listed = (names: string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * "My room" on an account the family shares, with nobody signing the question: whose room it is
 * cannot be known, so the answer asks, naming the rooms that belong to someone.
 */
export async function askWhoseRoom(turn: Turn): Promise<Reply | undefined> {
  if (!MY_ROOM.test(turn.context.question)) return undefined;
  const { locations } = await turn.context.facts.vocabulary();
  const rooms = locations.filter((location) => SOMEONES_ROOM.test(location));
  if (rooms.length === 0) return undefined;
  return {
    response: `Whose room do you mean: ${listed(rooms)}? Everyone here shares this inventory, so "my room" could be any of them; tell me the name, or sign the question ("… my room, this is Sam").`,
    items: [],
    intent: 'clarify',
    strategy: 'retrieval',
    totalMatches: 0,
    unresolved: true,
  };
}
