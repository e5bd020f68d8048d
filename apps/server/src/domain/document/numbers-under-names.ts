/**
 * Tills that print each entry's name on one line and its count, unit price and amount on the
 * line under it ("Sữa tươi 1L" / "2 x 36.500   73.000"). A photo of such a till shifts the lines
 * left and right, so a name set further in than the entry above is still the next entry's name
 * when its own numbers line follows it, as the entry above had one.
 */
import { isMoney, scanNumbers } from './amounts.js';
import type { NumberStyle } from './numbers.js';
import type { Candidate, TextLine } from './types.js';

/** Count and measure words that may stand beside the figures ("2 x", "0,486kg", "3 db"). */
const COUNT_MARKS = /(?<![\p{L}])(?:x|kg|g|l|pcs|pc|db|ks|szt|st|stk|ea)(?![\p{L}])/giu;

/** A line of figures only: a count, a price, an amount, and no name. */
export function isNumbersOnlyLine(text: string | undefined, style: NumberStyle): boolean {
  if (!text) return false;
  const tokens = scanNumbers(text, style);
  if (!tokens.some((t) => isMoney(t, style))) return false;
  let rest = text;
  for (const t of [...tokens].reverse()) rest = rest.slice(0, t.start) + rest.slice(t.end);
  return !/\p{L}{2,}/u.test(rest.replace(COUNT_MARKS, ' '));
}

/** The entry above was a name over its numbers line, and the line after this one is one too. */
export function opensNamedEntry(
  last: Candidate | null,
  next: TextLine | undefined,
  style: NumberStyle,
): boolean {
  const lines = last?.line.split('\n') ?? [];
  return (
    lines.length === 2 &&
    !isNumbersOnlyLine(lines[0], style) &&
    isNumbersOnlyLine(lines[1], style) &&
    isNumbersOnlyLine(next?.text, style)
  );
}
