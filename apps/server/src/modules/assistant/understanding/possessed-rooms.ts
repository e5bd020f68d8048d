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
    const match = /^(?:the )?([\p{L}]+)(?:['’]s|s['’]) \p{L}+$/iu.exec(location);
    if (!match) continue;
    const person = match[1]!.toLowerCase();
    found.set(person, found.has(person) ? null : location);
  }
  return new Map([...found].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** "And Paolo's?", "what about Lola's": a follow-up naming only whose, after a room was asked. */
const WHOSE_NEXT =
  /^\W*(?:(?:ok|okay|so|right),?\s+)?(?:and|what about|how about)\s+[A-Za-z]+['’]s\W*$/i;

export function withPossessorsRooms(question: string, locations: string[]): string {
  if (!ROOM_WORD.test(question) && !WHOSE_NEXT.test(question)) return question;
  const rooms = roomsOfPeople(locations);
  if (rooms.size === 0) return question;
  const named = question.replace(POSSESSIVE, (said: string, person: string) => {
    const room = rooms.get(person.toLowerCase());
    return room ? room.replace(/^the /i, '') : said;
  });
  return named.replace(PEOPLE_BEFORE_ROOM, (said: string, person: string) =>
    rooms.has(person.toLowerCase()) ? said : '',
  );
}
