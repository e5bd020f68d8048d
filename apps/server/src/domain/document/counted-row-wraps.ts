/**
 * Tills that print a counted row, "2x  Kaya Toast   3.20   6.40", and wrap the rest of its name
 * onto the lines under it, indented to where the name starts: "       with butter" /
 * "       2 slices". Read apart, the wrapped words are unpriced lines and the name loses them; they
 * are put back into the name, before the figures. A discount printed under the row leaves the
 * unit price as printed.
 */
import type { TextLine } from './types.js';

/** A count with its times sign ("2x", "2 X"), the name, then two amounts at the line's end. */
const COUNTED_ROW =
  /^(\s*\d{1,3}\s?[xX×]\s+)(\S.*?\p{L}.*?)(\s{2,}\d{1,6}[.,]\d{2}\s+\d{1,6}[.,]\d{2}\s*)$/u;

/** Words alone, no amount, no label or bracketed note: "(Disc: 1.00)" is no part of a name. */
const WRAPPED_WORDS = /^(\s+)(?=.*\p{L})[\p{L}\d][\p{L}\d .'&/-]*$/u;

/** The row's own discount under it: "(Disc: 1.0000)", "Discount 0.50". */
const ROW_DISCOUNT = /^\s*\(?\s*disc(?:ount)?\s*[.:]?\s*-?(\d{1,6}[.,]\d{2,4})\s*\)?\s*$/iu;

const amount = (raw: string): number => Number(raw.replace(',', '.'));

/**
 * The figures of a row whose discount is printed under it: the count times the unit price less
 * the discount gives the amount. The product keeps the printed unit price (discounts are not
 * subtracted), so the amount becomes the undiscounted one.
 */
function undiscounted(count: string, figures: string, below: string | undefined): string {
  const discount = below === undefined ? null : ROW_DISCOUNT.exec(below);
  const parts = /^(\s+)(\S+)(\s+)(\S+)(\s*)$/u.exec(figures);
  if (!discount || !parts) return figures;
  const n = Number(/\d+/.exec(count)![0]);
  const unit = amount(parts[2]!);
  const full = n * unit;
  if (Math.abs(full - amount(discount[1]!) - amount(parts[4]!)) > 0.011) return figures;
  const shown = full.toFixed(2).replace('.', parts[4]!.includes(',') ? ',' : '.');
  return `${parts[1]}${parts[2]}${parts[3]}${shown}${parts[5]}`;
}

/** A name wraps over at most this many lines under its row. */
const MAX_WRAPS = 2;

export function withCountedRowWrapsJoined(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    const row = COUNTED_ROW.exec(line.text);
    if (!row) {
      out.push(line);
      continue;
    }
    const nameColumn = row[1]!.length;
    const wraps: string[] = [];
    while (wraps.length < MAX_WRAPS && k + 1 < lines.length) {
      const next = WRAPPED_WORDS.exec(lines[k + 1]!.text);
      // Under the name's first letter, give or take a column or two of the photo's skew.
      if (!next || Math.abs(next[1]!.length - nameColumn) > 2) break;
      wraps.push(lines[k + 1]!.text.trim());
      k++;
    }
    const figures = undiscounted(row[1]!, row[3]!, lines[k + 1]?.text);
    if (wraps.length === 0 && figures === row[3]) out.push(line);
    else
      out.push({
        ...line,
        text: `${row[1]}${[row[2]!.trimEnd(), ...wraps].join(' ')}${figures}`,
        words: undefined,
      });
  }
  return out;
}
