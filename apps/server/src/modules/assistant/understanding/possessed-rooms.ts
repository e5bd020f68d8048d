import { roomOwners } from './room-owners.js';

/**
 * Rooms said by whose they are. "Whose room is worth more, Bea's or Paolo's?": once the question
 * is about rooms, a name with "'s" and no noun after it is that person's room. "Marites and Jun's
 * bedroom": people named before a room that is not called after them only say whose it is.
 */
const ROOM_WORD = /\b(?:room|rooms|bedroom|bedrooms|suite|suites|quarters)\b/i;
/** "Bea's" said alone: before "or", "than", "downstairs", a comma or the end, never "Bea's iPad". */
const POSSESSIVE =
  /\b([A-Za-z]+)['’]s\b(?=\s*(?:$|[,.?!;)]|\s(?:or|and|vs|versus|than|upstairs|downstairs|down|up|in|there|now)\b))/g;
const PEOPLE_BEFORE_ROOM =
  /\b(?:[A-Z][a-z]+(?:,\s*|\s+(?:and|&)\s+))*([A-Z][a-z]+)['’]s\s+(?=(?:room|bedroom|suite|quarters)\b)/g;

/** Rooms named after one person: "bea" → "Bea's room". */
function roomsOfPeople(locations: string[]): Map<string, string> {
  const found = new Map<string, string | null>();
  for (const location of locations) {
    const owners = roomOwners(location);
    if (owners?.length !== 1) continue;
    const person = owners[0]!;
    found.set(person, found.has(person) ? null : location);
  }
  return new Map([...found].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** "And Paolo's?", "what about Lola's": a follow-up naming only whose, after a room was asked. */
const WHOSE_NEXT =
  /^\W*(?:(?:ok|okay|so|right),?\s+)?(?:and|what about|how about)\s+[A-Za-z]+['’]s\W*$/i;

/** "Ah Ma is asking … her room", "Dad wants to know what his things are worth". */
const THEIR_ROOM = /\b(?:her|his) (?:own )?(?:room|bedroom|suite)\b/i;
const THEIR_THINGS = /\b(?:her|his) (things|stuff|items|belongings|jewell?e?ry|gold|clothes)\b/i;

/** The one person with a room of their own the question names, asking through the owner. */
function personNamed(question: string, rooms: Map<string, string>): string | undefined {
  const said = question.toLowerCase();
  const named = [...rooms.keys()].filter((person) =>
    new RegExp(String.raw`\b${person}\b`).test(said),
  );
  return named.length === 1 ? rooms.get(named[0]!) : undefined;
}

export function withPossessorsRooms(question: string, locations: string[]): string {
  const rooms = roomsOfPeople(locations);
  if (rooms.size === 0) return question;
  const theirs =
    THEIR_ROOM.test(question) || THEIR_THINGS.test(question)
      ? personNamed(question, rooms)
      : undefined;
  if (theirs) {
    question = question
      .replace(THEIR_ROOM, theirs)
      .replace(THEIR_THINGS, (_said: string, things: string) => `the ${things} in ${theirs}`);
  }
  if (!ROOM_WORD.test(question) && !WHOSE_NEXT.test(question)) return question;
  const named = question.replace(POSSESSIVE, (said: string, person: string) => {
    const room = rooms.get(person.toLowerCase());
    return room ? room.replace(/^the /i, '') : said;
  });
  // "Ah Ma's room": the last word of a name the room is called after is no other person.
  const hasRoom = (person: string) =>
    [...rooms.keys()].some(
      (key) =>
        key.split(' ').at(-1) === person.toLowerCase() &&
        new RegExp(String.raw`\b${key}['’]s\b`, 'i').test(named),
    );
  return named.replace(PEOPLE_BEFORE_ROOM, (said: string, person: string) =>
    hasRoom(person) ? said : '',
  );
}
