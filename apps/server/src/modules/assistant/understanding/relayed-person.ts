import { foldAccents } from './other-languages.js';
import { roomOwners } from './room-owners.js';
import { signerOf } from './speaker-room.js';

/**
 * Family words for someone a question is asked for ("Mom asks …", "ma belle-mère veut savoir …",
 * "celle de grand-maman"): English, Québec and France French, Spanish, Filipino, Italian, German.
 */
const FAMILY_WORD =
  '(?:grand-?maman|grand-?m[eè]re|grand-?papa|grand-?p[eè]re|belle-?m[eè]re|beau-?p[eè]re|' +
  'mother-in-law|father-in-law|grandma|granny|grandmother|grandpa|grandfather|nana|' +
  'mom|mum|mommy|mother|dad|daddy|father|maman|m[eè]re|papa|p[eè]re|abuela|abuelita|abuelo|' +
  'lola|lolo|nonna|nonno|oma|opa)';
const FAMILY = new RegExp(String.raw`\b${FAMILY_WORD}\b`, 'iu');

/** The relayed person's room said by whose it is: "her room", "sa chambre", "celle de mamie". */
const THEIR_ROOM = new RegExp(
  String.raw`\b(?:her|his) (?:own )?(?:room|bedroom)\b|\bsa (?:propre )?(?:chambre|pi[eè]ce)\b|` +
    String.raw`\b(?:celle|la chambre|la pi[eè]ce) (?:de|d'|à) (?:(?:ma|mon|notre|la) )?${FAMILY_WORD}\b|` +
    String.raw`\b(?:my |our )?${FAMILY_WORD}['’]s (?:room|bedroom)\b`,
  'giu',
);
/** The relayed person's things: "her jewellery", "ses bijoux". */
const THEIR_THINGS =
  /\b(?:her|his) (things|stuff|belongings|jewell?e?ry|jewels)\b|\bses (\p{L}+)/giu;

/** Whether a global pattern matches, from the start each time. */
const saysAgain = (pattern: RegExp, text: string) => new RegExp(pattern.source, 'iu').test(text);

/** "Her room" asked for a family member when whose room that is cannot be told. */
export const relayedRoomSaid = (question: string): string | undefined =>
  FAMILY.test(question)
    ? /\b(?:her|his) (?:own )?(?:room|bedroom)\b/i.exec(question)?.[0].toLowerCase()
    : undefined;

const folded = (text: string) => foldAccents(text.toLowerCase());

/**
 * Who a family word can only be: of the people a room is named after, the one who is neither the
 * signer nor named in the question ("Mom asks: her room or Noor's?" with rooms for Noor and
 * Hanh is Hanh). With two or more left, whose it is stays unknown and is asked.
 */
function relayedPerson(question: string, locations: string[]) {
  const signer = signerOf(question);
  const said = folded(question);
  const rooms = locations.filter((location) => roomOwners(location)?.length === 1);
  const left = rooms.filter((room) => {
    const owner = folded(roomOwners(room)![0]!);
    return owner !== signer && !new RegExp(String.raw`\b${owner}\b`).test(said);
  });
  return left.length === 1 ? { room: left[0]!, name: roomOwners(left[0]!)![0]! } : undefined;
}

/**
 * A question asked for a family member: their room and their things said as the room named
 * after them, when the household's rooms tell who they can only be.
 */
export function withRelayedPersonsRoom(question: string, locations: string[]): string {
  if (
    !FAMILY.test(question) ||
    !(saysAgain(THEIR_ROOM, question) || saysAgain(THEIR_THINGS, question))
  )
    return question;
  // "Lolo's Room": where a room is named by the family word, the word is already whose it is.
  const familySaid = folded(FAMILY.exec(question)![0]).replace(/-/g, '');
  if (locations.some((room) => roomOwners(room)?.some((owner) => folded(owner) === familySaid)))
    return question;
  const person = relayedPerson(question, locations);
  if (!person) return question;
  const name = person.room.replace(/['’]s \p{L}+$/u, '');
  return question
    .replace(THEIR_ROOM, person.room)
    .replace(THEIR_THINGS, (_said: string, english?: string, french?: string) =>
      english ? `${name}'s ${english}` : `${name}'s ${french}`,
    );
}
