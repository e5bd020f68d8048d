import { findCalendarDate } from '../../lib/calendar-date.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/** Lines whose date is not the day of the sale: returns, validity, warranties, due dates. */
const OTHER_DAY =
  /\b(?:return\w*|valid\w*|expir\w*|until|due|warrant\w*|guarantee\w*|best before|use by|bis|gültig|rückgabe|garantie|jusqu\w*|avant|hasta|válid\w*|fino|geldig|tot|berlaku|sampai)\b/iu;
/** Lines that name the day of the sale. */
const SALE_DAY =
  /\b(?:date|dated|datum|fecha|data|tanggal|invoice|rechnung|facture|factura|fattura|receipt|beleg|quittung|ticket|bon|recibo|scontrino)\b/iu;

/**
 * The day a receipt or invoice was written: the first date on a line that says it is one, else
 * the first date on a line that is not about another day.
 */
export function documentDate(lines: readonly TextLine[], style: NumberStyle): string | null {
  const dayFirst = style.decimal === ',';
  const dated = lines
    .filter((line) => !OTHER_DAY.test(line.text))
    .map((line) => ({ line, date: findCalendarDate(line.text, dayFirst) }))
    .filter((entry) => entry.date !== null);
  return (dated.find((entry) => SALE_DAY.test(entry.line.text)) ?? dated[0])?.date ?? null;
}
