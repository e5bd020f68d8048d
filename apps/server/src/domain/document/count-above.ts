/**
 * A till that prints a count line ("2 AD X 449,90", "3 x 1,25") above the line it counts, as
 * Turkish fiscal tills do: the line whose price is the count times the unit price owns it. When
 * that is the line below and not the line above, the count line is moved under its line.
 */
import { parseNumber, type NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

const AMOUNT = String.raw`\d{1,3}(?:[.,' ]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/**
 * A count, an optional unit word ("AD", "ADET", "PCS"), a times sign and a unit price, alone; a
 * photographed till may leave a stray mark after the count ("2 ,AD X 37,50").
 */
const COUNT_TIMES_PRICE = new RegExp(
  String.raw`^\s*(\d{1,3})\s*(?:['\u0060,;|¦~]\s*)?(?:\p{L}{1,5}\.?\s*)?[x×*]\s*\*?(${AMOUNT})\s*$`,
  'iu',
);
/** The amount closing a line, after an optional price mark ("*899,80", "899.80 A"). */
const CLOSING_AMOUNT = new RegExp(
  String.raw`(?:^|\s)\*?-?(${AMOUNT})\s*(?:[A-Z]\d{0,2}|[^\p{L}\d\s]{0,2})?\s*$`,
  'u',
);

function closingAmount(text: string, style: NumberStyle): number | null {
  const m = CLOSING_AMOUNT.exec(text);
  return m ? parseNumber(m[1]!, style) : null;
}

const same = (a: number | null, b: number): boolean => a !== null && Math.abs(a - b) < 0.005;

/**
 * A count a till prints as a measure with three zero decimals, before its unit word or not ("3,000
 * BUC x 12,49", "2.000 PCS x 4.50", "2,000 x 4.250,00"), as Romanian and Argentine fiscal tills do:
 * the count is the whole number.
 */
const MEASURED_COUNT = new RegExp(
  String.raw`^(\s*\d{1,3})[.,]000(?=\s*(?:\p{L}{1,5}\.?\s*)?[x×*]\s*\*?(?:${AMOUNT})\s*$)`,
  'iu',
);

const plainCount = (line: TextLine): TextLine => {
  const text = line.text.replace(MEASURED_COUNT, '$1');
  return text === line.text ? line : { ...line, text };
};

export function countsUnderTheirLine(lines: TextLine[], style: NumberStyle): TextLine[] {
  const out = lines.map(plainCount);
  for (let i = 1; i + 1 < out.length; i++) {
    const m = COUNT_TIMES_PRICE.exec(out[i]!.text);
    if (!m) continue;
    const count = Number(m[1]);
    const unit = parseNumber(m[2]!, style);
    if (count < 2 || unit === null) continue;
    const lineTotal = Math.round(count * unit * 100) / 100;
    const below = out[i + 1]!.text;
    if (!/\p{L}{2,}/u.test(below) || COUNT_TIMES_PRICE.test(below)) continue;
    if (same(closingAmount(out[i - 1]!.text, style), lineTotal)) continue;
    if (!same(closingAmount(below, style), lineTotal)) continue;
    [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
    i++;
  }
  return out;
}
