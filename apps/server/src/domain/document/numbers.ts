/**
 * Locale-aware numbers: "1.199,00", "1,199.00", "1 199,00", "2'400", and "58,000" in a currency
 * without a minor unit. The decimal mark is inferred from the whole document.
 */
import { ZERO_DECIMAL_CURRENCIES } from './currency.js';
import { THREE_DECIMAL_CURRENCIES, hasThousandths, threeDecimalMark } from './three-decimals.js';

export interface NumberStyle {
  /** The document's decimal mark. */
  decimal: '.' | ',';
  /** The currency has no minor unit (IDR, JPY): "19,500" and "19.500" are both 19500. */
  zeroDecimal: boolean;
  /** The currency's minor unit is a thousandth (TND, JOD): "379,000" is 379. */
  thousandths?: boolean;
}

const YEAR_FIRST_DATE = /(?<![\d.,])(?:19|20)\d{2}\.\d{1,2}\.\d{1,2}\.?(?![\d.,]\d)/g;

export function inferNumberStyle(text: string, currency: string): NumberStyle {
  // A date written year first ("2024.10.05", as Hungarian and Korean tills print it) has no
  // decimals; its day would otherwise count as cents.
  const sample = (text.length > 200_000 ? text.slice(0, 200_000) : text).replace(
    YEAR_FIRST_DATE,
    ' ',
  );
  // A date's day and month ("01.08.2024") are no decimals.
  const comma = sample.match(/\d,\d{2}(?!\d)/g)?.length ?? 0;
  const dot = sample.match(/\d\.\d{2}(?!\d|\.\d)/g)?.length ?? 0;
  // A rate's decimals ("30.00%") are no amount's.
  const wholeUnits = !/\d[.,]\d{2}(?!\d|\s?%)/.test(sample) && wholeUnitTotals(sample);
  if (THREE_DECIMAL_CURRENCIES.has(currency)) {
    return { decimal: threeDecimalMark(sample), zeroDecimal: false, thousandths: true };
  }
  return {
    decimal: comma > dot || (comma === dot && spaceGrouped(sample)) ? ',' : '.',
    zeroDecimal: ZERO_DECIMAL_CURRENCIES.has(currency) || wholeUnits,
  };
}

/**
 * Whole amounts grouped by spaces and by no mark ("12 000", "kr 50 480"): a document written
 * where a comma would be the decimal mark, so its spaces group thousands.
 */
function spaceGrouped(text: string): boolean {
  const spaced = text.match(/(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d.,])/g)?.length ?? 0;
  return spaced >= 2 && !GROUPED_BY_MARK.test(text);
}

/** A thousand grouped by a dot or comma ("1.250"); a weighed good's "1,208 kg" is a weight. */
const GROUPED_BY_MARK = /\d[.,]\d{3}(?!\d)(?!\s?(?:kg|g|lb|lbs|l|ltr)(?![\p{L}]))/iu;

/** A total, tax or payment label, then a whole amount of four or more digits: "TOTAL 27500". */
const WHOLE_TOTAL =
  /^\s*(?:sub-?total|total|grand ?total|net sales|tax|cash|tendered|change|jumlah|tunai|kembali)\b[^\d\n]{0,20}\d{4,}\s*$/gimu;

/**
 * A till that prints every amount in whole units without a mark ("1 KING DEAL FISH 25000",
 * "TOTAL 27500"): its currency has no minor unit, whatever the document's currency was taken to be.
 */
function wholeUnitTotals(text: string): boolean {
  return (text.match(WHOLE_TOTAL)?.length ?? 0) >= 2;
}

/** The value of a written number, or null. Spaces and apostrophes group thousands. */
export function parseNumber(raw: string, style: NumberStyle): number | null {
  const s = raw.replace(/[\s'’\u00A0\u202F]/g, '');
  // ".62": cents without the dollar's zero.
  if (/^\.\d{2}$/.test(s)) return Number(`0${s}`);
  if (!/^\d[\d.,]*$/.test(s)) return null;
  if (style.thousandths && hasThousandths(s, style.decimal)) {
    return Number(s.replace(style.decimal === ',' ? /\./g : /,/g, '').replace(',', '.'));
  }
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let digits: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const mark = lastDot > lastComma ? '.' : ',';
    const at = Math.max(lastDot, lastComma);
    digits = s.slice(0, at).replace(/[.,]/g, '') + (mark ? '.' : '') + s.slice(at + 1);
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = s.split(mark);
    const tail = parts.at(-1)!;
    // "0,924" and "0.924" are fractions: no thousands group opens with a zero.
    const grouped =
      parts[0] !== '0' && (parts.length > 2 || (tail.length === 3 && parts[0]!.length <= 3));
    if (grouped && tail.length === 3) digits = parts.join('');
    else if (parts.length === 2 && tail.length >= 1 && tail.length <= 2) {
      digits = `${parts[0]}.${tail}`;
    } else if (parts.length === 2 && mark === style.decimal && !style.zeroDecimal) {
      digits = `${parts[0]}.${tail}`;
    } else digits = parts.join('');
  } else digits = s;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}
