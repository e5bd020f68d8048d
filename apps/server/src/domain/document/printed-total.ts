/**
 * The figure a total's line states. Usually its last amount; a tax summary's total row prints its
 * net and tax columns ("TOTAL 105.57 6.33") and a total may add its tax in words after it
 * ("Total 1,095.00 incl. VAT 174.83"): a last figure smaller than one before it is a column or
 * a note beside the total, never the total itself.
 */
import type { NumberToken } from './amounts.js';

export function printedTotal(money: NumberToken[]): number {
  const last = money.at(-1)!.value;
  const figures = money.filter((t) => !t.negative && !t.percent).map((t) => t.value);
  const largest = figures.length > 0 ? Math.max(...figures) : last;
  return largest > last ? largest : last;
}
