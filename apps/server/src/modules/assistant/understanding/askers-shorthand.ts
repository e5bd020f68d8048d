import { withFrenchRoomAsOwn, withSignatureSaid } from './asker-signature.js';
import type { Vocabulary } from './slots.js';
import { terseInWords } from './terse-english.js';

/**
 * How people on a shared account write before the rest of the reading: terse abbreviations in
 * words, a texting or French signature said the one known way, "ma chambre" as "my room".
 */
export const readShorthand = (question: string, vocabulary: Vocabulary): string =>
  withFrenchRoomAsOwn(withSignatureSaid(terseInWords(question), vocabulary), vocabulary.locations);
