import { foldAccents } from './other-languages.js';
import { roomOwners } from './room-owners.js';
import type { Vocabulary } from './slots.js';
import { isSomeonesRoom } from './room-owners.js';

/**
 * Ways of signing a question the English signatures miss: texting ("(noor)", "-noor", "- noor"),
 * a dash before a name ("— Hélène"), French "noor ici", a relayed greeting ("Hélène says hi.").
 */
const SIGNED_AT_END = /\s*(?:\(\s*(\p{L}+)\s*\)|(?:^|\s)[-—–]\s*(\p{L}+))\s*([?.!]*)\s*$/u;
const SIGNED_AT_START =
  /^(?:(?:allo|salut|bonjour|hi|hey)[,!]*\s+)?(\p{L}+)\s+(?:ici\b|says (?:hi|hello)\b)[.,!]*\s*/iu;

const folded = (word: string) => foldAccents(word.toLowerCase());

/** Someone a room is named after, or a member of the household. */
const isKnownPerson = (name: string, vocabulary: Vocabulary) =>
  [
    ...vocabulary.locations.flatMap((location) => roomOwners(location) ?? []),
    ...(vocabulary.members ?? []).map((member) => member.name.split(' ')[0] ?? ''),
  ].some((person) => folded(person) === folded(name));

/** A capitalised word no room, maker or category is called by ("(Vitamix)" is the maker). */
const isUnknownName = (name: string, vocabulary: Vocabulary) =>
  /^\p{Lu}/u.test(name) &&
  ![...vocabulary.locations, ...vocabulary.brands, ...vocabulary.categories].some((said) =>
    folded(said)
      .split(/[^a-z0-9]+/)
      .includes(folded(name)),
  );

/**
 * The question with such a signature said the one way the rest of the reading knows
 * ("… (this is noor)"), accents folded, so whose "my room" is can be told and the name is not
 * taken for a thing.
 */
export function withSignatureSaid(question: string, vocabulary: Vocabulary): string {
  const end = SIGNED_AT_END.exec(question);
  const endName = end?.[1] ?? end?.[2];
  // "(Kim)" might be a thing's word; a dash before a capitalised name signs it.
  if (
    end &&
    endName &&
    (isKnownPerson(endName, vocabulary) || (end[2] && isUnknownName(endName, vocabulary)))
  )
    return `${question.slice(0, end.index)}${end[3] ?? ''} (this is ${folded(endName)})`;
  const start = SIGNED_AT_START.exec(question);
  const startName = start?.[1];
  if (
    start &&
    startName &&
    (isKnownPerson(startName, vocabulary) ||
      (/says/i.test(start[0]) && isUnknownName(startName, vocabulary)))
  )
    return `${question.slice(start[0].length)} (this is ${folded(startName)})`;
  return question;
}

/** French "ma chambre", "ma pièce", franglais "ma room": the asker's own room. */
const FRENCH_MY_ROOM = /\bma (?:propre )?(?:chambre|pi[eè]ce|room)\b/gi;

/**
 * Where rooms are named after people, "ma chambre" is whose room it is, as "my room" is: said so,
 * it is read as the signer's room, or asked about, never taken for the couple's bedroom.
 */
export const withFrenchRoomAsOwn = (question: string, locations: string[]): string =>
  locations.some(isSomeonesRoom) ? question.replace(FRENCH_MY_ROOM, 'my room') : question;
