import { withFrenchRoomAsOwn, withSignatureSaid } from './asker-signature.js';
import { withRelayedPersonsRoom } from './relayed-person.js';
import { withSignersThings } from './signers-things.js';
import type { Vocabulary } from './slots.js';

export { frenchFollowUpInEnglish } from './french-follow-ups.js';
import { terseInWords } from './terse-english.js';

/**
 * How people on a shared account write before the rest of the reading: terse abbreviations in
 * words, a texting or French signature said the one known way, "ma chambre" as "my room".
 */
export function readShorthand(question: string, vocabulary: Vocabulary): string {
  const signed = withSignatureSaid(terseInWords(question), vocabulary);
  const relayed = withRelayedPersonsRoom(signed, vocabulary.locations);
  return withFrenchRoomAsOwn(withSignersThings(relayed, vocabulary), vocabulary.locations);
}
