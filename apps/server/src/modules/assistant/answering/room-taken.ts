import { MY_OWN_ROOM, onlyPersonsRoom, saysMyRoom } from '../understanding/only-persons-room.js';
import { roomOwners } from '../understanding/room-owners.js';
import type { Reply, Turn } from './turn.js';

/** Whether the question names someone the room is called after ("… my room, this is Nadia"). */
const ownerSaid = (room: string, question: string) =>
  (roomOwners(room) ?? []).some((owner) =>
    new RegExp(String.raw`\b${owner}(?:['’]?s)?\b`, 'iu').test(question),
  );

/**
 * "My room", unsigned, was read as the one room named after someone: the reply says which room
 * it took, so an asker who meant another can say so.
 */
export async function withRoomTaken(turn: Turn, reply: Reply): Promise<Reply> {
  const { question } = turn.context;
  if (reply.intent === 'clarify' || !MY_OWN_ROOM.test(question)) return reply;
  const { locations } = await turn.context.facts.vocabulary();
  const room = onlyPersonsRoom(locations);
  if (!room || !saysMyRoom(question, locations) || ownerSaid(room, question)) return reply;
  const { query } = turn;
  const sets = [query, query.compare?.left, query.compare?.right];
  if (!sets.some((set) => set?.filters.locations.includes(room))) return reply;
  return {
    ...reply,
    response: `${reply.response}\n(I took "my room" as ${room}, the only room named after one of you.)`,
  };
}
