/**
 * Tills whose entries open with their count ("2x Garden Gloves 4.50 9.00") wrap a long name onto
 * the lines below the entry: "1x Maple Syrup 6.20 6.20" / "grade A amber" / "1x Oat Biscuits …".
 * The name-only lines between two such entries end the name of the entry above, when the
 * entries print a unit price and a line total: a till of one amount per line prints its
 * modifiers ("EXTRA SAUCE") that way too.
 */

import type { Candidate, Pending } from './types.js';

/** A whole count, with or without its "x", then the name: "3 Tea Lights", "12x Pegs". */
const COUNT_OPENS = /^\s*\d{1,3}\s*[x×]?\s+\p{L}/iu;

/** An amount with two decimals: "3.90", "12,40". */
const AMOUNT = /\d[.,]\d{2}(?!\d)/g;

export function wrapsBelowEntry(entryLine: string, wrapLines: string[], nextRaw: string): boolean {
  const entry = entryLine.split('\n').at(-1) ?? '';
  return (
    COUNT_OPENS.test(entry) &&
    (entry.match(AMOUNT)?.length ?? 0) >= 2 &&
    COUNT_OPENS.test(nextRaw) &&
    wrapLines.length > 0 &&
    wrapLines.every((l) => !COUNT_OPENS.test(l))
  );
}

/**
 * The waiting name began on the line right under the last entry and ends that entry's name:
 * it is added to it.
 */
export function wrapLastEntry(
  pending: Pending | null,
  last: Candidate | null,
  lastLineNo: number,
  nextRaw: string,
): void {
  if (!pending || !last || pending.start === undefined || lastLineNo !== pending.start - 1) return;
  if (wrapsBelowEntry(last.line, pending.line.split('\n'), nextRaw))
    last.text = `${last.text} ${pending.text}`;
}

/** A line that prices a weight: "0,850 kg  2,40 €/kg  2,04". */
export const weighed = (reading: { used: Array<{ measure: boolean }> }): boolean =>
  reading.used.some((t) => t.measure);

/**
 * "2 GREEN TEA 500ML" over "2 @ 1.50  3.00": a name that opens with the count its count line
 * below repeats loses it; "12 HUEVOS" over a line counting 1 keeps its figure. "1 PEARS" over
 * "0,850 kg  2,40 €/kg  2,04": a weighed article is counted once, so its "1" is that count.
 */
export function withoutRepeatedCount(name: string, quantity: number, byWeight = false): string {
  const count = /^\s*(\d{1,3})\s*[x×]?\s+(?=\p{L})/iu.exec(name);
  const repeated = count !== null && Number(count[1]) === quantity;
  return repeated && (quantity > 1 || byWeight) ? name.slice(count[0].length) : name;
}
