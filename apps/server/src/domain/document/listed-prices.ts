/**
 * The prices a conversation's lists put on their things ("- Oak desk - $90", "2. Lamp 15 €"): a
 * later price said in talk above the dearest of them is on the whole lot, not on one thing.
 */
import { isMoney, scanNumbers } from './amounts.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/** A list's row: a bullet or a number opens it. */
export const LIST_ROW = /^\s*(?:[-*•–]|\d{1,2}[.)])\s/;

/** The prices of the list rows among the lines, each row's first. */
export function listedPrices(lines: TextLine[], style: NumberStyle): number[] {
  return lines.flatMap((l) => {
    if (!LIST_ROW.test(l.text)) return [];
    const price = scanNumbers(l.text, style).find((t) => isMoney(t, style));
    return price ? [price.value] : [];
  });
}
