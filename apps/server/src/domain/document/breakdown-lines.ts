/**
 * A till that sums its goods by department before the subtotal ("FOOD 757,000", "BEVERAGES
 * 100,000", "OTHERS 80,000"): the goods add up to a printed total and so do the lines after them.
 * Those trailing lines re-add the goods; they are a breakdown, not more things bought.
 */
import type { Candidate, PrintedTotal } from './types.js';

/** A till's total is the exact sum of its lines: a cent of rounding, no more. */
const exact = (a: number, b: number): boolean => Math.abs(a - b) <= 0.011;

const lineTotal = (c: Candidate): number => c.total ?? (c.unit === null ? 0 : c.unit * c.quantity);

export function withoutBreakdown(candidates: Candidate[], totals: PrintedTotal[]): Candidate[] {
  const priced = candidates.filter((c) => c.unit !== null);
  const printed = totals.map((t) => t.value).filter((v) => v > 0);
  if (printed.length === 0 || priced.length < 4) return candidates;
  const sum = (list: Candidate[]): number => list.reduce((n, c) => n + lineTotal(c), 0);
  if (printed.some((v) => exact(sum(priced), v))) return candidates;
  // The breakdown has at least two lines and no more lines than the goods it sums.
  for (let size = 2; size <= priced.length / 2; size++) {
    const head = priced.slice(0, -size);
    const tail = priced.slice(-size);
    if (tail.some((c) => c.quantity !== 1 || lineTotal(c) <= 0)) break;
    const total = printed.find((v) => exact(sum(head), v) && exact(sum(tail), v));
    if (total !== undefined) return candidates.filter((c) => !tail.includes(c));
  }
  return candidates;
}
