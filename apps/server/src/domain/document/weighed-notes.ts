/**
 * A till that prints a weighed entry's weight and its rate on a line between the name and the
 * entry's row: "국내산 삼겹살" / "(0.624kg × 100g당 2,680원)" / "8808580897939  16,720  1  16,720".
 * The note's rate is no price of its own: when the row under it prints the weight times the rate,
 * the note only describes that row and is left out, so the name and its row stay together.
 */
import { isMoney, scanNumbers } from './amounts.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/** A weight: "0.624kg", "486 g", "1,25 lb". */
const WEIGHT = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s?(kg|g|gr|lb|lbs)(?![\p{L}])/iu;

/**
 * The rate's base before or after its amount: "100g당 2,680원" (Korean "per"), "100g当り",
 * "2,680원/100g", "12,99 €/kg", "per kg 12.99".
 */
const RATE_BEFORE =
  /(?<![\d.,])(\d{1,3})?\s?(kg|g|lb)\s?(?:당|当(?:た)?り|あたり|per|pro|par|por|je|\/)\s?$/iu;
const RATE_AFTER = /^\s?(?:[^\d\s/]{1,3}\s?)?\/\s?(\d{1,3})?\s?(kg|g|lb)(?![\p{L}])/iu;

const GRAMS: Record<string, number> = { kg: 1000, g: 1, gr: 1, lb: 453.6, lbs: 453.6 };
const grams = (figure: string | undefined, unit: string): number =>
  Number((figure ?? '1').replace(',', '.')) * GRAMS[unit.toLowerCase()]!;

/** The weight times the rate the note prints, or null when it prints no such pair. */
function notedPrice(text: string, style: NumberStyle): number | null {
  const weight = WEIGHT.exec(text);
  if (!weight) return null;
  const weighed = grams(weight[1], weight[2]!);
  for (const token of scanNumbers(text, style)) {
    if (!isMoney(token, style) || token.start < weight.index + weight[0].length) continue;
    const base =
      RATE_BEFORE.exec(text.slice(weight.index + weight[0].length, token.start)) ??
      RATE_AFTER.exec(text.slice(token.end));
    if (base) return (weighed / grams(base[1], base[2]!)) * token.value;
  }
  return null;
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);

/** The row repeats a word of the name above it: a weighed entry's own priced line. */
function namesAgain(name: string, row: string): boolean {
  const named = wordsOf(name);
  return [...wordsOf(row)].some((word) => named.has(word));
}

export function withoutWeighedNotes(lines: TextLine[], style: NumberStyle): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const price = i > 0 && next ? notedPrice(line.text, style) : null;
    const row = next && price !== null ? scanNumbers(next.text, style) : [];
    // The row under it prints the product (rounded by the till, within one per cent), and is
    // no row of its own naming the entry again ("WT  RED GRAPES  4.12" reads the note itself).
    if (
      price &&
      row.some((t) => isMoney(t, style) && Math.abs(t.value - price) <= price * 0.01) &&
      !namesAgain(lines[i - 1]!.text, next!.text)
    )
      continue;
    out.push(line);
  }
  return out;
}
