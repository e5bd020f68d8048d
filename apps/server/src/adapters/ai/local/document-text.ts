/**
 * Whether text read off a photo is a document's (a receipt, a list, a label with prices) or just
 * lettering on an object (a maker's logo, a slogan on a shirt, scratches read as letters). Only a
 * document's text becomes items; a logo can at most name a brand.
 */
import type { Extraction } from './text-extractor.js';

/** Lines of real words a page of text has at the least when no price is read on it. */
const MIN_WORDY_LINES = 3;

/** A line that reads as words: mostly letters, with a word of three or more that has a vowel. */
function wordy(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  const letters = words.join('').length;
  const aWord = words.some((w) => w.length >= 3 && /[aeiouyäöüéèàáíóú]/iu.test(w));
  return aWord && letters >= text.replace(/\s+/g, '').length * 0.5;
}

/**
 * True when the photographed text is a document: some item has a price, or there are several
 * lines of words (a handwritten list, a label with a description). A logo or a few letters on an
 * object are neither.
 */
export function readsAsDocumentText(
  lines: Array<{ text: string }>,
  extraction: Extraction,
): boolean {
  if (extraction.items.length === 0) return false;
  if (extraction.items.some((item) => item.value !== null)) return true;
  return lines.filter((line) => wordy(line.text)).length >= MIN_WORDY_LINES;
}
