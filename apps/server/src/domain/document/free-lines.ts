/**
 * A till prints a thing given away at a price of nothing: "1 Mineral Water 0" or, under its coded
 * name, "0 x1 0". A bare 0 is no amount anywhere else (a zero-decimal currency needs three digits
 * for one), so it counts as the line's price only where the line's shape says it is one.
 */
import type { NumberToken } from './amounts.js';
import type { Candidate } from './types.js';

/** "0", "0.00", "0,00": nothing charged. */
const ZERO = /^0(?:[.,]0{1,3})?$/;

/** "1 Mineral Water 0": a count, a name, then the zero closing the line. */
const COUNTED_NAME = /^\s*\d{1,2}\s*[xX×]?\s+\p{L}[^]*\p{L}[^\p{L}\d]*$/u;

/** "0 x1 0", "0 X 1 0": the unit price, the count and the line's amount, all of them figures. */
const FIGURES_ONLY = /^\s*0(?:[.,]0{1,3})?\s*[xX×@]\s*\d{1,2}\s+0(?:[.,]0{1,3})?\s*$/;

/** The tokens of a till's line, a zero price marked as one when the line's shape says so. */
export function withFreePrice(tokens: NumberToken[], line: string): NumberToken[] {
  const last = tokens.at(-1);
  if (!last || !ZERO.test(last.raw) || last.negative || last.percent) return tokens;
  if (/\S/.test(line.slice(last.end))) return tokens;
  if (FIGURES_ONLY.test(line))
    return tokens.map((t) => (ZERO.test(t.raw) ? { ...t, free: true } : t));
  if (!COUNTED_NAME.test(line.slice(0, last.start))) return tokens;
  if (!/\s$/.test(line.slice(0, last.start))) return tokens;
  return [...tokens.slice(0, -1), { ...last, free: true }];
}

/** "2 Pad Thai 11.50": a till's entry that opens with its count. */
const opensWithCount = (line: string): boolean => /^\s*\d{1,2}\s*[xX×]?\s+\S/.test(line);

/** Costs nothing, opens with no count and prints nothing more than its one zero. */
const isFreeChoice = (c: Candidate): boolean =>
  c.quantity === 1 && c.unit === 0 && !c.total && !c.line.includes('\n') && !opensWithCount(c.line);

/**
 * "1 Pad Thai 11.50" / "   Tofu 0.00": right under an entry that opens with its count, lines
 * that open with none and cost nothing are choices made for that entry, not things bought.
 */
export function withFreeChoicesInEntries(candidates: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  let entry: Candidate | null = null;
  let lineNo = -1;
  for (const c of candidates) {
    const under = entry !== null && c.lineNo !== undefined && c.lineNo === lineNo + 1;
    if (under && isFreeChoice(c)) {
      entry!.details.push(c.text);
      lineNo = c.lineNo!;
      continue;
    }
    out.push(c);
    entry = c.lineNo !== undefined && opensWithCount(c.line) ? c : null;
    lineNo = c.lineNo ?? -1;
  }
  return out;
}
