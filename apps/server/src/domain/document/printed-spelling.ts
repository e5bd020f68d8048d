/**
 * A known brand as the line prints it: "COCA COLA", "HAAGEN DAZS", not the lexicon's "Coca-Cola"
 * and "Häagen-Dazs"; a brand is recorded as written in the item's own text.
 */
import { fold } from '../words/fold.js';

const bare = (text: string): string => fold(text).replace(/[^\p{L}\p{N}]/gu, '');

const words = (text: string): Array<{ text: string; start: number; end: number }> =>
  [...text.matchAll(/[\p{L}\p{N}]+(?:['’.&!-][\p{L}\p{N}]*)*/gu)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));

/** The brand as the name spells it, when the name writes it with other marks, letters or spaces. */
export function printedSpelling(name: string, brand: string): string {
  const key = bare(brand);
  const found = words(name);
  for (let k = 0; k < found.length; k++)
    for (let n = 1; n <= 3 && k + n <= found.length; n++) {
      const span = name.slice(found[k]!.start, found[k + n - 1]!.end);
      // Only another spelling: "ODRA" for "Odra" differs in case alone and keeps the brand found.
      if (bare(span) === key) return fold(span) === fold(brand) ? brand : span;
    }
  return brand;
}
