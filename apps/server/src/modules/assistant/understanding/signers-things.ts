import { foldAccents } from './other-languages.js';
import { roomOwners } from './room-owners.js';
import type { Vocabulary } from './slots.js';
import { signerOf } from './speaker-room.js';

/** French and English words for one's belongings in general ("mes affaires", "my stuff"). */
const BELONGINGS =
  /^(?:affaires|trucs|choses|biens|bebelles|bébelles|effets|stuff|things|belongings|items|possessions)$/i;
/** "Mes bijoux", "toutes mes affaires", "my own stuff": the speaker's things, plural. */
const MY_THINGS =
  /\b(?:mes |my (?:own )?(?=(?:things|stuff|belongings|items|possessions)\b))(?:propres )?(?!(?:chambres?|pi[eè]ces?|rooms?|bedrooms?)\b)(\p{L}+)/giu;

/** Whether the owner's things or rooms name this person (a tag "Noor", "Noor's room"). */
const namedInData = (name: string, vocabulary: Vocabulary) =>
  vocabulary.words.some((word) => foldAccents(word.toLowerCase()) === name) ||
  vocabulary.locations.some((location) =>
    (roomOwners(location) ?? []).some((owner) => foldAccents(owner) === name),
  );

/**
 * "Cb valent toutes mes affaires? (noor)", "my stuff, this is noor": on a shared account the
 * signer's things are the ones their name is on, so "mes"/"my" is said as whose they are.
 */
export function withSignersThings(question: string, vocabulary: Vocabulary): string {
  const name = signerOf(question);
  if (!name || !namedInData(foldAccents(name), vocabulary)) return question;
  return question.replace(MY_THINGS, (_said: string, things: string) =>
    BELONGINGS.test(things) ? `${name}'s things` : `${name}'s ${things}`,
  );
}
