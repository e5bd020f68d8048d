import { asAlternatives } from '../alternatives.js';
import { isSomeonesRoom } from '../understanding/room-owners.js';
import { MY_ROOM } from '../understanding/speaker-room.js';
import { relayedRoomSaid } from '../understanding/relayed-person.js';
import type { Reply, Turn } from './turn.js';

/** "Their room, me or Mateo": the asker's room set beside someone else's, said as "me". */
const ME_BESIDE_ROOM =
  /\b(?:rooms?|bedrooms?)\b.*\b(?:me|mine|myself)\s+(?:or|vs\.?|versus)\s+[a-z]+|\b[a-z]+(?:['’]s)?\s+(?:or|vs\.?|versus)\s+(?:me|mine)\b.*\b(?:rooms?|bedrooms?)\b|\b(?:rooms?|bedrooms?)\b.*\b[a-z]+(?:['’]s)?\s+(?:or|vs\.?|versus)\s+(?:me|mine)\b/i;

/** How the question says the asker's own room: "my room", "our bedroom", or "my room" for "me". */
const speakersRoom = (question: string) =>
  MY_ROOM.exec(question)?.[0].toLowerCase() ??
  relayedRoomSaid(question) ??
  (ME_BESIDE_ROOM.test(question) ? 'my room' : undefined);

/**
 * "My room" on an account the family shares, with nobody signing the question: whose room it is
 * cannot be known, so the answer asks, naming the rooms that belong to someone.
 */
export async function askWhoseRoom(turn: Turn): Promise<Reply | undefined> {
  const said = speakersRoom(turn.context.question);
  if (!said) return undefined;
  const { locations } = await turn.context.facts.vocabulary();
  const rooms = locations.filter(isSomeonesRoom);
  if (rooms.length === 0) return undefined;
  return {
    response: `Whose room do you mean: ${asAlternatives(rooms)}? Everyone here shares this inventory, so "${said}" could be any of them; ${relayedRoomSaid(turn.context.question) ? 'tell me their name.' : `tell me the name, or sign the question ("… ${said}, this is Sam").`}`,
    items: [],
    intent: 'clarify',
    strategy: 'retrieval',
    totalMatches: 0,
    unresolved: true,
  };
}

/** "My room" was said, yet no room was taken from it: whose it is must be asked, never dropped. */
export function myRoomUnplaced(turn: Turn): boolean {
  const { query } = turn;
  if (['out_of_scope', 'greeting', 'help', 'image'].includes(query.operation)) return false;
  const sets = [query, query.compare?.left, query.compare?.right];
  const placed = sets.some((set) => set !== undefined && set.filters.locations.length > 0);
  return !placed && speakersRoom(turn.context.question) !== undefined;
}
