/**
 * A number said in a message that is one group of a longer run of digit groups ("Maybank 1640
 * 2233 8891", "Vipps 918 44 201", "0712 345 678"): a telephone, account or card number written in
 * groups, never a price. A run grouped by thousands ("12 800", "1 250 000") is one amount.
 */
import type { NumberToken } from './amounts.js';

const RUN = /\d+(?:[ \u00a0]\d+)+/g;
const THOUSANDS = /^\d{1,3}(?:[ \u00a0]\d{3})+$/;

export function inDigitRun(text: string, token: NumberToken): boolean {
  for (const run of text.matchAll(RUN)) {
    const start = run.index;
    const end = start + run[0].length;
    if (token.start >= end || token.end <= start) continue;
    const groups = run[0].split(/[ \u00a0]/).length;
    return groups >= 3 && !THOUSANDS.test(run[0]);
  }
  return false;
}
