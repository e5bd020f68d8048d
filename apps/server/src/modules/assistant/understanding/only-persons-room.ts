import { isRoomsOwnName, roomOwners } from './room-owners.js';

/** "My room", "my own bedroom": one person's room, said by whose it is. */
export const MY_OWN_ROOM = /\bmy (?:own )?(?:room|bedroom)\b/i;

/**
 * The one room named after a single person ("Nadia's Room"), when there is only one. The others
 * in the household have no room of their own, so "my room" can only be that one.
 */
export function onlyPersonsRoom(locations: string[]): string | undefined {
  const rooms = locations.filter((location) => roomOwners(location)?.length === 1);
  return rooms.length === 1 ? rooms[0] : undefined;
}

/** Whether "my room" is still said, unplaced by a signature or a contrast. */
export const saysMyRoom = (question: string, locations: string[]): boolean =>
  MY_OWN_ROOM.test(question) && !isRoomsOwnName(MY_OWN_ROOM, question, locations);

/**
 * "How much is the stuff in my room worth", unsigned, where one room only is someone's: "my room"
 * is read as that room (the answer says which it took) rather than asked about.
 */
export function withOnlyPersonsRoom(question: string, locations: string[]): string {
  if (!saysMyRoom(question, locations)) return question;
  const room = onlyPersonsRoom(locations);
  return room ? question.replace(MY_OWN_ROOM, room) : question;
}
