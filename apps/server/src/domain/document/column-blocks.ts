/**
 * A till slip whose OCR read the name column and the amount column one after the other: the names
 * in a run, then (after at most a few summary labels such as "TOTAL") the amounts in the same order.
 * Each name gets the amount at its place; a summary label gets one of the amounts after them.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { nonItemKind } from './non-items.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

const MAX_LABELS = 3;
/** An amount alone on its line, with an optional sign, brackets, currency and tax letter. */
const AMOUNT_ONLY = /^\s*[-(]?\s*(?:[€$£]|RM|EUR|Rp)?\s*\d[\d.,]*\s*\)?\s*(?:€|EUR)?\s*[A-Z]?\s*$/;

export function pairColumnBlocks(lines: TextLine[], style: NumberStyle): TextLine[] {
  const kindOf = (l: TextLine) => lineKind(l.text, style);
  const out: TextLine[] = [];
  let i = 0;
  while (i < lines.length) {
    let j = i;
    while (j < lines.length && kindOf(lines[j]!) === 'name') j++;
    const names = lines.slice(i, j);
    let k = j;
    while (k < lines.length && k - j < MAX_LABELS && kindOf(lines[k]!) === 'label') k++;
    const labels = lines.slice(j, k);
    let m = k;
    while (m < lines.length && kindOf(lines[m]!) === 'amount') m++;
    const amounts = lines.slice(k, m);
    if (names.length >= 2 && amounts.length === names.length + labels.length) {
      [...names, ...labels].forEach((l, n) =>
        out.push({ ...l, text: `${l.text.trim()}   ${amounts[n]!.text.trim()}` }),
      );
      i = m;
      continue;
    }
    // A whole run of names that found no amounts stays as it is: its tail is no run of its own.
    const next = Math.max(j, i + 1);
    out.push(...lines.slice(i, next));
    i = next;
  }
  return out;
}

function lineKind(text: string, style: NumberStyle): 'name' | 'label' | 'amount' | null {
  if (!text.trim()) return null;
  const money = scanNumbers(text, style).filter((t) => isMoney(t, style));
  if (AMOUNT_ONLY.test(text)) return money.length === 1 ? 'amount' : null;
  if (money.length > 0 || /\d/.test(text)) return null;
  if (nonItemKind(text.trim())) return 'label';
  return /\p{L}{3,}/u.test(text) ? 'name' : null;
}
