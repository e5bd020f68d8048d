import type { GlossedLanguage } from './language-gloss.js';
import { showsFrench } from './french.js';
import type { WordKnowledge } from './tokens.js';

/**
 * Words that show another language on their own but are everyday French too: "mais" is "but",
 * "il" is "he" or "it", "q" is texted "que". In a question that shows French they are French,
 * so they do not turn the question into Portuguese or Italian ("mais" read as "more").
 */
const FRENCH_TOO = new Set(['mais', 'il', 'q']);

/** The language as read in this question: without the markers French claims, when it is French. */
export const withFrenchFirst = (question: string, language: GlossedLanguage): GlossedLanguage =>
  showsFrench(question)
    ? { ...language, markers: new Set([...language.markers].filter((m) => !FRENCH_TOO.has(m))) }
    : language;

/**
 * The dictionary as typos are mended in this question. In a French question a word no English
 * dictionary knows is most likely French ("cabanon", "linge"): it is never "corrected" into the
 * nearest English word ("cabana"), only into the owner's or the parser's own words.
 */
export const frenchFirst = (
  question: string,
  knowledge: WordKnowledge | undefined,
): WordKnowledge | undefined =>
  knowledge && showsFrench(question) ? { isWord: (word) => knowledge.isWord(word) } : knowledge;
