import { withFrenchFirst } from './french-first.js';
import { glossLanguage } from './language-gloss.js';
import { ITALIAN_IN_ENGLISH, PORTUGUESE_IN_ENGLISH } from './portuguese-italian.js';
import { SPANISH_IN_ENGLISH } from './spanish.js';

const LANGUAGES = [SPANISH_IN_ENGLISH, PORTUGUESE_IN_ENGLISH, ITALIAN_IN_ENGLISH];

/**
 * Spanish, Portuguese and Italian words made English in the question itself, each only when the
 * question shows that language; the owner's rooms, makers and words of their things kept as said.
 */
export function romanceInEnglish(
  question: string,
  names: { locations: string[]; brands: string[] },
  ownWords: string[],
): string {
  const own = { names: [...names.locations, ...names.brands], words: new Set(ownWords) };
  return LANGUAGES.reduce(
    (text, language) => glossLanguage(text, withFrenchFirst(question, language), own),
    question,
  );
}
