/**
 * Restaurant tills whose columns run "Qt  Artigo  IVA  Total" print each row's tax rate between
 * the name and the currency sign of its amount: "1 Sopa do dia 13 € 2.40". Read as it stands,
 * the rate closes the name ("Sopa do dia 13"). When several rows carry a rate there, and only a
 * few rates recur under a header with a tax column, the rate leaves the name.
 */
import type { TextLine } from './types.js';

/** A count, the name, a whole rate, a currency sign, the amount. */
const RATED_ROW =
  /^(\s*\d{1,3}(?:\/\d{1,2})?\s+\S.*?)\s+(\d{1,2})\s+(\p{Sc}\s*\d{1,6}[.,]\d{2}\s*)$/u;

/** Rates no country's VAT goes above. */
const MAX_RATE = 27;

/** The header's tax column, among words without amounts: "Qt Artigo IVA Total". */
const TAX_COLUMN = /^(?!.*\d[.,]\d{2}).*\b(?:IVA?|VAT|TVA|BTW|MwSt)\b/iu;

/** Rows that must carry a rate before the document counts as such a till. */
const LEAST_ROWS = 3;

/** A till prints one rate per tax class: a few at most. */
const MOST_RATES = 3;

export function withoutRatesBeforeCurrency(lines: TextLine[]): TextLine[] {
  const rows = lines.map((l) => RATED_ROW.exec(l.text));
  const rates = rows.flatMap((m) => (m && Number(m[2]) <= MAX_RATE ? [m[2]!] : []));
  if (rates.length < LEAST_ROWS || new Set(rates).size > MOST_RATES) return lines;
  const first = rows.findIndex((m) => m !== null);
  if (!lines.slice(0, first).some((l) => TAX_COLUMN.test(l.text))) return lines;
  return lines.map((line, k) => {
    const m = rows[k];
    if (!m || Number(m[2]) > MAX_RATE || !/\p{L}{2}/u.test(m[1]!)) return line;
    return { ...line, text: `${m[1]} ${m[3]}`, words: undefined };
  });
}
