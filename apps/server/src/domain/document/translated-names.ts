/**
 * A bilingual till prints each name twice: first in the shop's own (Latin) words, then translated
 * into Arabic or Hebrew ("Philips Steam Iron مكواة بخار فيليبس"). The name is the first part; the
 * translation after it is a detail, never part of the name.
 */

const RTL = String.raw`\p{Script=Arabic}\p{Script=Hebrew}`;
/** A right-to-left run that closes the text: its letters, digits, marks and punctuation. */
const RTL_TAIL = new RegExp(String.raw`\s+([${RTL}][${RTL}\p{M}\p{N}\s.,:;'"()/\-]*)$`, 'u');
const RTL_LETTER = new RegExp(`[${RTL}]`, 'u');
const LATIN_WORD = /\p{Script=Latin}{3,}/u;

export interface TranslatedName {
  name: string;
  translation: string;
}

/** The Latin name and its right-to-left translation, or null when the text is not both. */
export function splitTranslation(text: string): TranslatedName | null {
  const tail = RTL_TAIL.exec(text.trimEnd());
  if (!tail) return null;
  const name = text.slice(0, tail.index).trim();
  // Scripts mixed all through, or a bare code before the translation: no name of its own.
  if (RTL_LETTER.test(name) || !LATIN_WORD.test(name)) return null;
  return { name, translation: tail[1]!.trim() };
}
