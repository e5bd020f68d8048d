/**
 * A till slip whose OCR read the name column and the amount column one after the other: the names
 * in a run, then (after at most a few summary labels such as "TOTAL") the amounts in the same order.
 * Each name gets the amount at its place; a summary label gets one of the amounts after them.
 * Blank lines and the columns' own headings ("Qty", "Amount") may stand between the runs, and a
 * run of counts as long as the names' may come before the amounts: each name takes its count.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { headerRole } from './columns.js';
import { nonItemKind } from './non-items.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

const MAX_LABELS = 3;
/** An amount alone on its line, with an optional sign, brackets, currency and tax letter. */
const AMOUNT_ONLY = /^\s*[-(]?\s*(?:[€$£]|RM|EUR|Rp)?\s*\d[\d.,]*\s*\)?\s*(?:€|EUR)?\s*[A-Z]?\s*$/;
/** A count alone on its line: "2", "12". */
const COUNT_ONLY = /^\s*\d{1,3}\s*$/;

type Kind = 'name' | 'label' | 'amount' | 'count' | 'gap' | null;

export function pairColumnBlocks(lines: TextLine[], style: NumberStyle): TextLine[] {
  const kinds = lines.map((l) => lineKind(l.text, style));
  const out: TextLine[] = [];
  /** The indexes of a run of `kind` from `at`, across gaps; and where the run ended. */
  const run = (at: number, kind: Kind, max = Infinity): [number[], number] => {
    const found: number[] = [];
    let k = at;
    while (k < lines.length && found.length < max) {
      if (kinds[k] === kind) found.push(k);
      else if (kinds[k] !== 'gap') break;
      k++;
    }
    // Trailing gaps belong to what follows.
    return [found, found.length ? found.at(-1)! + 1 : at];
  };
  let i = 0;
  while (i < lines.length) {
    const [names, afterNames] = run(i, 'name');
    // Between the names and the amounts: summary labels, column headings, the counts' run.
    const labels: number[] = [];
    let counts: number[] = [];
    let k = afterNames;
    while (k < lines.length) {
      if (kinds[k] === 'gap') k++;
      else if (kinds[k] === 'label' && labels.length < MAX_LABELS) labels.push(k++);
      else if (kinds[k] === 'count' && counts.length === 0) [counts, k] = run(k, 'count');
      else break;
    }
    const [amounts, end] = run(k, 'amount');
    // A column's heading that is also a summary word ("Amount", "Valor") may head the amounts.
    const summaries = labels.filter((at) => !isHeading(lines[at]!.text));
    const priced = [labels, summaries].find((l) => amounts.length === names.length + l.length);
    const counted = counts.length === names.length;
    if (names.length >= 2 && priced && (counts.length === 0 || counted)) {
      [...names, ...priced].forEach((at, n) => {
        const count = counted && n < counts.length ? `   ${lines[counts[n]!]!.text.trim()}` : '';
        const amount = lines[amounts[n]!]!.text.trim();
        out.push({ ...lines[at]!, text: `${lines[at]!.text.trim()}${count}   ${amount}` });
      });
      i = end;
      continue;
    }
    // A whole run of names that found no amounts stays as it is: its tail is no run of its own.
    const next = Math.max(names.length ? afterNames : i, i + 1);
    out.push(...lines.slice(i, next));
    i = next;
  }
  return out;
}

/** One or two words that head a column: "Qty", "Amount", "Unit price". */
function isHeading(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 2 && words.every((w) => headerRole(w) !== null);
}

function lineKind(text: string, style: NumberStyle): Kind {
  if (!text.trim()) return 'gap';
  if (isHeading(text) && !nonItemKind(text.trim())) return 'gap';
  const money = scanNumbers(text, style).filter((t) => isMoney(t, style));
  if (COUNT_ONLY.test(text) && money.length === 0) return 'count';
  if (AMOUNT_ONLY.test(text)) return money.length === 1 ? 'amount' : null;
  if (money.length > 0) return null;
  if (nonItemKind(text.trim())) return 'label';
  // A size or a model in the name ("A4", "900ML") is no amount.
  if (/\d/.test(text) && !/\p{L}{2,}/u.test(text.replace(/\S*\d\S*/g, ''))) return null;
  return /\p{L}{3,}/u.test(text) ? 'name' : null;
}
