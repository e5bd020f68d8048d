/**
 * A row whose count opens its first line and whose prices close an indented line below it:
 * "1   APPLE IPHONE 16 128GO" / "    NOIR MYE73ZD/A   969,00   969,00". Joined, the row reads as
 * a till prints it on one line: count, name, unit price and amount.
 */
import { isMoney, scanNumbers } from './amounts.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/**
 * A count (or row number) in its own column, then the name; an invoice may print the row
 * number, the count and its unit first ("1    2     Stk.    Wandregal Eiche, 120 cm,").
 */
const COUNT_THEN_NAME =
  /^\s{0,3}\d{1,3}(?:\s{2,}\d{1,4}(?:[.,]\d{1,3})?)?(?:\s{2,}\p{L}{1,5}\.?)?\s{2,}(?=[\p{L}"'(])/u;
/** "2 x Tagliatelle al ragù": a till's count and times sign before the name. */
const COUNT_TIMES_NAME = /^\s{0,3}\d{1,3}\s?[x×]\s+(?=[\p{L}"'(])/u;
/** A line of a tax rate and amounts only: "    10%     26,00". */
const AMOUNTS_ONLY = /^\s+(?:\d{1,2}(?:[.,]\d{1,2})?\s?%\s+)?[^\p{L}\s]*\d[\d.,' ]*[^\p{L}]*$/u;
/** The name wraps over at most this many lines before the one with the prices. */
const MAX_WRAPPED = 2;

const indentOf = (text: string): number => /^\s*/.exec(text)![0].length;

export function joinWrappedRows(lines: TextLine[], style: NumberStyle): TextLine[] {
  const priced = (text: string): boolean => scanNumbers(text, style).some((t) => isMoney(t, style));
  const marked = (text: string): boolean =>
    scanNumbers(text, style).some((t) => isMoney(t, style) && t.currency !== null);
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // A bare number closing a counted name ("2 x Acqua 0,75") is its size when the price is below.
    const opens =
      (COUNT_THEN_NAME.test(line.text) && !priced(line.text)) ||
      (COUNT_TIMES_NAME.test(line.text) &&
        !marked(line.text) &&
        (!priced(line.text) || AMOUNTS_ONLY.test(lines[i + 1]?.text ?? '')));
    const end = opens ? pricedBelow(i) : -1;
    if (end < 0) {
      out.push(line);
      continue;
    }
    const rest = lines.slice(i + 1, end + 1).map((l) => l.text.trim());
    out.push({ ...lines[end]!, text: [line.text.trimEnd(), ...rest].join(' ') });
    i = end;
  }
  return out;

  /** The index of the indented priced line that closes the row opened at `start`, or -1. */
  function pricedBelow(start: number): number {
    const indent = indentOf(lines[start]!.text);
    for (let j = start + 1; j <= start + MAX_WRAPPED + 1 && j < lines.length; j++) {
      const text = lines[j]!.text;
      if (!text.trim() || indentOf(text) <= indent + 1) return -1;
      if (priced(text)) return j;
    }
    return -1;
  }
}
