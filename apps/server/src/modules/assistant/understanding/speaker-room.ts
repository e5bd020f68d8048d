import { foldAccents } from './other-languages.js';
import { withPossessorsRooms } from './possessed-rooms.js';
import { isRoomsOwnName, isSomeonesRoom, roomOwners } from './room-owners.js';
import { withOnlyPersonsRoom } from './only-persons-room.js';

/**
 * "How much is everything in my room worth (this is maya)": on a shared account, whoever signs
 * the question says whose "my room" is. Their room is the owner's room named after them.
 */
const SIGNED =
  /(?:^|[(\s])(?:this is|it'?s|it is|from|love|-|—)\s+([a-z]+)\s*(?:[).!,]|$)|^(?:(?:hi|hey|hello|ok)[,!]?\s+)?(?:this is|it'?s) ([a-z]+)[.,!]|\(\s*(?:mine|me) (?:and|&) ([a-z]+)['’]s\s*\)|^(?:(?:hi|hey|hello|ok)[,!]?\s+)?([a-z]+) here\b|\(\s*([a-z]+)\s*\)\s*[?.!]*\s*$|\(\s*([a-z]+)['’]s (?:room|bedroom)\s*\)|^(?:(?:hi|hey|hello|ok)[,!]?\s+)?(?:this is|it'?s|its) ([a-z]+) (?:typing|writing|texting)\b|^([a-z]+) ici[.,!]/i;

/** Whoever signed the question ("… this is Maya", "bea here"), lower case, if anyone did. */
export const signerOf = (question: string): string | undefined =>
  SIGNED.exec(question)
    ?.slice(1)
    .find((group) => group !== undefined)
    ?.toLowerCase();

/**
 * "My room", "my own bedroom", "our room", French "ma chambre", "notre chambre": a room said by
 * whose it is, not by its name.
 */
export const MY_ROOM =
  /\b(?:my|our) (?:own )?(?:room|bedroom)\b|\b(?:ma|notre) (?:propre )?(?:chambre|pi[eè]ce|room)\b/i;

/**
 * The question with "my room" said as the signer's own room, when the owner has one:
 * "… my room, this is Maya", "our room (mine and Meera's)".
 */
export function withSignersRoom(question: string, locations: string[]): string {
  if (!MY_ROOM.test(question) || isRoomsOwnName(MY_ROOM, question, locations)) return question;
  const name = signerOf(question);
  if (!name) return question;
  const rooms = locations.filter(
    (location) =>
      /\b(?:room|bedroom)$/i.test(location) && (roomOwners(location) ?? []).includes(name),
  );
  // "Kinderzimmer Jonas", "Cuarto de Dani": a room with the signer's name among its words.
  const named = locations.filter((location) => wordsOfRoom(location).includes(name));
  const room = rooms.length === 1 ? rooms[0] : named.length === 1 ? named[0] : undefined;
  return room ? question.replace(MY_ROOM, room) : question;
}

const wordsOfRoom = (location: string) =>
  foldAccents(location.toLowerCase())
    .split(/[^a-z]+/)
    .filter(Boolean);

/**
 * "How many things are on the list? (Kinderzimmer Elif)": a room's name alone in brackets says
 * where the question is about, when the question names no room of its own.
 */
export function withBracketedRoom(question: string, locations: string[]): string {
  const bracket = /\(\s*(?:the |in (?:the )?)?([^()]+?)\s*\)/.exec(question);
  if (!bracket) return question;
  const said = foldAccents(bracket[1]!.toLowerCase())
    .split(/[^a-z0-9]+/)
    .join(' ');
  const room = locations.find((location) => wordsOfRoom(location).join(' ') === said);
  if (!room) return question;
  const rest = question.replace(bracket[0], ' ').replace(/\s+/g, ' ');
  const named = locations.some((location) =>
    foldAccents(rest.toLowerCase()).includes(wordsOfRoom(location).join(' ')),
  );
  return named ? question : rest.replace(/\s*([?.!]*)\s*$/, ` in the ${room}$1`);
}

/** Whether the question names everyone a room is named after ("Cian's", "Mari y Ruben"). */
const ownersSaid = (room: string, question: string) =>
  (roomOwners(room) ?? []).every((owner) =>
    new RegExp(String.raw`\b${owner}(?:['’]?s)?\b`, 'iu').test(question),
  );

/**
 * "Which has more in it, my room or Cian's": whoever asks is not the one they set their room
 * beside. When every room named after someone but one is said by name, "my room" is that one.
 */
export function withContrastedRoom(question: string, locations: string[]): string {
  // Set beside it ("or", "than", "vs"), not said again ("my room, that's Nora's room I mean").
  if (
    !MY_ROOM.test(question) ||
    isRoomsOwnName(MY_ROOM, question, locations) ||
    !/\b(?:or|vs|versus|than|compared|against)\b/i.test(question)
  )
    return question;
  const rooms = locations.filter(isSomeonesRoom);
  const said = rooms.filter((room) => ownersSaid(room, question));
  const left = rooms.filter((room) => !said.includes(room));
  return said.length > 0 && left.length === 1 ? question.replace(MY_ROOM, left[0]!) : question;
}

const OUR_ROOM = /\bour (?:own )?(?:room|bedroom)\b/i;

/**
 * "The priciest things in our room": of the rooms named after people, the one room named after
 * two or more of them (a couple's) is the one "our" can point at; with none or several, whose
 * room it is is asked.
 */
export function withCouplesRoom(question: string, locations: string[]): string {
  if (!OUR_ROOM.test(question) || isRoomsOwnName(MY_ROOM, question, locations)) return question;
  const shared = locations.filter((location) => (roomOwners(location)?.length ?? 0) >= 2);
  return shared.length === 1 ? question.replace(OUR_ROOM, shared[0]!) : question;
}

/**
 * "…, this is Cian", "(it's Nora)", "Hi, this is Sam.", "bea here!", "its dani typing for …":
 * who asks or types, which names no thing.
 */
const SIGNATURE =
  /(?:,|\s[-—]|\s?\()\s*(?:this is|it'?s|it is|love)\s+[a-z]+\s*\)?\s*[.!]?\s*$|\s*\(\s*(?:mine|me) (?:and|&) [a-z]+['’]s\s*\)|^(?:(?:hi|hey|hello)[,!]?\s+)?(?:this is|it'?s) [a-z]+[.,!]\s*|^(?:(?:hi|hey|hello)[,!]?\s+)?(?!(?:what|where|which|who|how|is|are|anything|everything|something|nothing|stuff|things|items|it|that|this|they|we|you|i|not|in|out|up|over|come|get|put|look|right)\b)[a-z]+ here\b[.,!]?\s*|^(?:(?:hi|hey|hello)[,!]?\s+)?(?:this is|it'?s|its) [a-z]+ (?=(?:typing|writing|texting)\b)|^[a-z]+ ici[.,!]\s*/i;

/**
 * The question with the rooms it names by whose they are said as the owner names them, and
 * without the signature that told whose "my room" is.
 */
export const withRoomsNamed = (question: string, locations: string[]): string =>
  withOnlyPersonsRoom(
    withPossessorsRooms(
      withCouplesRoom(
        withContrastedRoom(
          withSignersRoom(withBracketedRoom(question, locations), locations),
          locations,
        ),
        locations,
      ),
      locations,
    ),
    locations,
  ).replace(SIGNATURE, '');
