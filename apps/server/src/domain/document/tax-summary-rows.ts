/**
 * A row of a till's tax summary printed as figures alone: the rate, the base it applies to, the
 * tax, and perhaps their sum ("23 12,28 2,82", "6,00 40,00 2,40 42,40"). The rate times the base
 * gives the tax, which no item's count, unit price and amount do; the row is dropped so its
 * figures are never taken for the price of the line under it.
 */
import type { TextLine } from './types.js';

const ROW =
  /^\s*(?:\p{L}\s+)?(\d{1,2}(?:[.,]\d{1,2})?)\s*%?\s+(\d{1,7}[.,]\d{2})\s+(\d{1,7}[.,]\d{2})(?:\s+(\d{1,7}[.,]\d{2}))?\s*$/u;

/** Rates no country's VAT goes above. */
const MAX_RATE = 27;

const figure = (raw: string): number => Number(raw.replace(',', '.'));

export function isTaxSummaryRow(text: string): boolean {
  const m = ROW.exec(text);
  if (!m) return false;
  const rate = figure(m[1]!);
  const base = figure(m[2]!);
  const tax = figure(m[3]!);
  if (rate <= 0 || rate > MAX_RATE || tax < 0.05 || tax >= base) return false;
  if (Math.abs((base * rate) / 100 - tax) > 0.011) return false;
  return m[4] === undefined || Math.abs(base + tax - figure(m[4])) <= 0.011;
}

export const withoutTaxSummaryRows = (lines: TextLine[]): TextLine[] =>
  lines.filter((line) => !isTaxSummaryRow(line.text));
