import { singular } from '../../../domain/words/singular.js';
import { foldAccents } from '../understanding/other-languages.js';

/** The singular words of a text: what the owner's names and notes say, as asked. */
export const wordsOf = (text: string | null | undefined) =>
  new Set(
    // "Glashütte" asked as "glashutte": the owner's accents are folded as the question's are.
    foldAccents((text ?? '').toLowerCase())
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map(singular),
  );

/** Words after what a thing is that only say which model or size it is. */
const MODEL_TAIL =
  /^(?:\d[\d.]*|[a-z]*\d[a-z\d]*|series|gen|generation|edition|mk|mark|version|model|inch|inches|cm|mm|litre|liter|kg|gb|tb)$/;

/**
 * The words of a name up to what the thing is: "Apple Watch Series 9" is a watch, "Samsung QLED
 * TV 65 Inch" a TV. Model numbers, series and sizes after it say which one, not what it is.
 */
export function kindWordsOf(name: string): string[] {
  const words = foldAccents(name.toLowerCase())
    .split(/[^a-z0-9.]+/)
    .filter(Boolean);
  let end = words.length;
  while (end > 1 && MODEL_TAIL.test(words[end - 1]!)) end -= 1;
  return words.slice(0, end).map((word) => word.replace(/\./g, ''));
}
