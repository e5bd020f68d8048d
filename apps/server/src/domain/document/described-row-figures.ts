/**
 * A schedule that prints each thing's description on its own line and the count and value on the
 * line below, far to the right under their columns:
 *
 *    3   Silver tea service (approx. 2.4 kg, 925)
 *                                                   1   NZ$4,200
 *
 * The two lines are one row. Read apart, the weight or purity in the description looks like a
 * price and the row number like a count; put together as "count x description  value", the
 * count is the count and the value the value.
 */
import type { TextLine } from './types.js';

/** Only a count and one amount, a currency mark allowed before or after the amount. */
const FIGURES_ONLY =
  /^(\s+)(\d{1,4})\s{2,}((?:\p{Lu}{0,3}\p{Sc}|\p{Lu}{3}\s?)?\d[\d.,' ]*\d(?:\s?\p{Sc}|\s?\p{Lu}{3})?)\s*$/u;
/** The description line: a row number, then words, and no amount of its own at its end. */
const DESCRIBED = /^(\s*)\d{1,3}[.)]?\s+(?=\S*\p{L})(.*\S)\s*$/u;
const ENDS_IN_AMOUNT = /\d[.,]\d{2}\s*$|\p{Sc}\s?\d[\d.,]*\s*$/u;

/** The joined text of a numbered description and the figures under it, or null. */
function joined(line: string, below: string | undefined): string | null {
  const figures = below === undefined ? null : FIGURES_ONLY.exec(below);
  const described = figures ? DESCRIBED.exec(line) : null;
  // The figures stand right of where the description starts: under their own columns.
  if (!figures || !described || ENDS_IN_AMOUNT.test(line)) return null;
  if (figures[1]!.length <= described[1]!.length + 8) return null;
  return `${described[1]}${figures[2]} x ${described[2]}   ${figures[3]}`;
}

/** Only a layout that does this on two rows or more: one such pair may be a till's wrap. */
export function joinFiguresUnderDescriptions(lines: TextLine[]): TextLine[] {
  const pairs = lines.filter((l, i) => joined(l.text, lines[i + 1]?.text) !== null).length;
  if (pairs < 2) return lines;
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const text = joined(line.text, lines[i + 1]?.text);
    out.push(text === null ? line : { ...line, text });
    if (text !== null) i++;
  }
  return out;
}
