import { withPossessorsRooms } from './possessed-rooms.js';

/**
 * "How much is everything in my room worth (this is maya)": on a shared account, whoever signs
 * the question says whose "my room" is. Their room is the owner's room named after them.
 */
const SIGNED =
  /(?:^|[(\s])(?:this is|it'?s|it is|from|love|-|—)\s+([a-z]+)\s*(?:[).!,]|$)|^(?:(?:hi|hey|hello|ok)[,!]?\s+)?(?:this is|it'?s) ([a-z]+)[.,!]/i;

/** "My room", "my own bedroom". */
export const MY_ROOM = /\bmy (?:own )?(?:room|bedroom)\b/i;

/** The question with "my room" said as the signer's own room, when the owner has one. */
export function withSignersRoom(question: string, locations: string[]): string {
  if (!MY_ROOM.test(question)) return question;
  const match = SIGNED.exec(question);
  const name = (match?.[1] ?? match?.[2])?.toLowerCase();
  if (!name) return question;
  const room = locations.find((location) =>
    new RegExp(String.raw`^(?:the )?${name}(?:'s|s'|s)? (?:room|bedroom)$`, 'i').test(
      location.replace(/[’]/g, "'"),
    ),
  );
  return room ? question.replace(MY_ROOM, room) : question;
}

/** The question with the rooms it names by whose they are said as the owner names them. */
export const withRoomsNamed = (question: string, locations: string[]): string =>
  withPossessorsRooms(withSignersRoom(question, locations), locations);
