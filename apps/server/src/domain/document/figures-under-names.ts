/**
 * A till that prints each entry's name on one line and its figures on the line under it, the
 * count times the unit price and then the line's amount:
 *
 *    2) 7731X LOZENGE HONEY LEMON 24
 *       3.00 X 2.40             7.20 *
 *
 * Read apart, a pack size closing the name ("24") looks like the name's own price and the figures
 * line has no name. The two lines are one row, put back the way a till with room prints it:
 * "7731X LOZENGE HONEY LEMON 24  3.00 X 2.40  7.20 *". The row number before the name goes; a
 * numbered name may wrap over a line or two before its figures.
 */
import { parseNumber, type NumberStyle } from './numbers.js';
import { nonItemKind } from './non-items.js';
import { withoutTaxCode } from './tax-code-prefix.js';
import type { TextLine } from './types.js';

const AMOUNT = String.raw`\d{1,3}(?:,\d{3})*(?:\.\d{1,4})?|\d+(?:[.,]\d{1,4})?`;

/**
 * "3.00 X 2.40  7.20 *", "4 x 1.2500 - 5.00 SR": a whole count, a times sign, a unit price and the
 * amount; a weight ("0.624 x 12.90") is a weighed entry's note, not a count.
 */
const COUNT_TIMES_PRICE = new RegExp(
  String.raw`^\s*(\d{1,3}(?:[.,]0{1,3})?)\s*[xX×]\s*(${AMOUNT})\s+(?:-\s+)?(${AMOUNT})(?:\s*(?:\p{L}{1,2}|[^\s\d\p{L}]{1,2}))?\s*$`,
  'u',
);

/** "$5.50  2  $11.00", "RM 3.20 1 RM 3.20": the unit price, a whole count, then the amount. */
const PRICE_COUNT_AMOUNT = new RegExp(
  String.raw`^\s*(?:\p{Sc}|\p{Lu}{2,3}\s?)?(\d+[.,]\d{2})\s+(\d{1,3})\s+(?:\p{Sc}|\p{Lu}{2,3}\s?)?(${AMOUNT})(?:\s*(?:\p{L}{1,2}|[^\s\d\p{L}]{1,2}))?\s*$`,
  'u',
);

/** A name line closing with an amount of two decimals is a priced row of its own. */
const ENDS_PRICED = /\d[.,]\d{2}(?:\s+\S{1,2})?\s*$/;

/** One word with no amount of its own, a size or a model: the end of the name above it. */
const WRAPPED_TAIL = /^\s*(?=\S*\d)(?!\S*\d[.,]\d{2}(?!\d))\S{1,12}\s*$/u;

/** "1)", "2.", "3 )": the row's number, glued to the name or spaced from it. */
const ROW_NUMBER = /^\s*\d{1,3}\s?(?:\)|\.(?!\d))\s*/;

function figures(text: string, style: NumberStyle): boolean {
  const times = COUNT_TIMES_PRICE.exec(text);
  const priceFirst = times ? null : PRICE_COUNT_AMOUNT.exec(text);
  const [rawCount, rawUnit, rawAmount] = times
    ? [times[1]!, times[2]!, times[3]!]
    : priceFirst
      ? [priceFirst[2]!, priceFirst[1]!, priceFirst[3]!]
      : [];
  if (!rawCount || !rawUnit || !rawAmount) return false;
  // A unit price is written as the amount is, with its decimals: "22.000 x1 22.000" is a
  // price times a count of one.
  if (/[.,]\d/.test(rawUnit) !== /[.,]\d/.test(rawAmount)) return false;
  const count = parseNumber(rawCount, style);
  const unit = parseNumber(rawUnit, style);
  const amount = parseNumber(rawAmount, style);
  if (count === null || unit === null || amount === null || count <= 0) return false;
  // The amount is the count times the unit price, to the till's rounding of a cent or two.
  return Math.abs(count * unit - amount) <= Math.max(0.021, amount * 0.005);
}

function isName(line: string, style: NumberStyle): boolean {
  const text = withoutTaxCode(line);
  return (
    /\p{L}{2,}/u.test(text) &&
    !ENDS_PRICED.test(text) &&
    !figures(text, style) &&
    nonItemKind(text.trim()) === null
  );
}

/** The lines that wrap a name may be no name of their own: "DOUBLE SIDED", "3.5"x6"". */
function continuesName(text: string, style: NumberStyle): boolean {
  return isName(text, style) || WRAPPED_TAIL.test(text);
}

/**
 * Where the name of the figures at `at` begins: the line above; or, when a numbered line opens the
 * entry a line or two higher, that line, the name wrapping over the lines between.
 */
function nameStart(lines: TextLine[], at: number, from: number, style: NumberStyle): number {
  const isNameAt = (k: number): boolean => k >= from && isName(lines[k]!.text, style);
  // The name's last line, or a size wrapped under the name ("3.5"x6"").
  const last = isNameAt(at - 1)
    ? at - 1
    : at - 1 >= from && WRAPPED_TAIL.test(lines[at - 1]!.text) && isNameAt(at - 2)
      ? at - 2
      : -1;
  if (last < 0) return -1;
  for (let k = at - 1; k >= Math.max(from, at - 3); k--) {
    if (!continuesName(lines[k]!.text, style)) break;
    if (ROW_NUMBER.test(lines[k]!.text) && isNameAt(k)) return k;
  }
  return last;
}

export function joinFiguresUnderNames(lines: TextLine[], style: NumberStyle): TextLine[] {
  if (!lines.some((l) => COUNT_TIMES_PRICE.test(l.text) || PRICE_COUNT_AMOUNT.test(l.text)))
    return lines;
  const out: TextLine[] = [];
  let from = 0;
  for (let at = 0; at < lines.length; at++) {
    if (!figures(lines[at]!.text, style)) continue;
    const start = nameStart(lines, at, from, style);
    if (start < 0) continue;
    out.push(...lines.slice(from, start));
    const name = lines
      .slice(start, at)
      .map((l) => l.text.trim())
      .join(' ')
      .replace(ROW_NUMBER, '');
    // The row keeps the name's indent: a reader weighs indents to tell entries from notes.
    const indent = /^\s*/.exec(lines[start]!.text)![0];
    out.push({ ...lines[start]!, text: `${indent}${name}  ${lines[at]!.text.trim()}` });
    from = at + 1;
  }
  out.push(...lines.slice(from));
  return out;
}
