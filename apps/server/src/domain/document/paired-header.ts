/**
 * Two columns of an aligned table set one space apart in the header and in every row: "Qty
 * Condition" over "1 Good", "Condition Qty" over "Worn 2". The wide gaps part the other columns;
 * the count and the word beside it are parted here, so neither column is lost.
 */
import { headerRole, type ColumnRole } from './columns.js';

/** Most of the rows must write the count beside the word before the header cell is parted. */
const AGREEING_ROWS = 0.6;

const COUNT_FIRST = /^(\d{1,4})\s+(\S.*)$/u;
const COUNT_LAST = /^(\S.*?)\s+(\d{1,4})$/u;
const COUNT_ONLY = /^\d{1,4}$/;

interface Pair {
  at: number;
  countFirst: boolean;
}

function pairIn(cell: string): { left: ColumnRole; right: ColumnRole; cut: number } | null {
  const words = cell.trim().split(/\s+/);
  if (words.length < 2 || words.length > 3) return null;
  for (let k = 1; k < words.length; k++) {
    const left = headerRole(words.slice(0, k).join(' '));
    const right = headerRole(words.slice(k).join(' '));
    if (left && right && left !== right && (left === 'quantity' || right === 'quantity')) {
      return { left, right, cut: k };
    }
  }
  return null;
}

/** Parts one row's cell at its count; a bare count fills the count's column only. */
function partCell(cell: string, countFirst: boolean): [string, string] | null {
  const t = cell.trim();
  if (COUNT_ONLY.test(t)) return countFirst ? [t, ''] : ['', t];
  const m = (countFirst ? COUNT_FIRST : COUNT_LAST).exec(t);
  return m ? [m[1]!, m[2]!] : null;
}

/**
 * The header's cells with a two-named cell parted, and a split that parts the rows' cells under
 * it the same way; null when no header cell names a count and another column one space apart.
 */
export function partPairedColumns(
  cells: string[],
  rows: string[][],
  split: (line: string) => string[],
): { cells: string[]; split: (line: string) => string[] } | null {
  let pair: Pair | null = null;
  let parted: string[] = cells;
  for (let at = 0; at < cells.length && !pair; at++) {
    const found = pairIn(cells[at]!);
    if (!found) continue;
    const countFirst = found.left === 'quantity';
    const under = rows.filter((r) => r.length === cells.length).map((r) => r[at]!);
    const agreeing = under.filter((c) => partCell(c, countFirst) !== null);
    if (under.length < 2 || agreeing.length < under.length * AGREEING_ROWS) continue;
    const words = cells[at]!.trim().split(/\s+/);
    pair = { at, countFirst };
    parted = [
      ...cells.slice(0, at),
      words.slice(0, found.cut).join(' '),
      words.slice(found.cut).join(' '),
      ...cells.slice(at + 1),
    ];
  }
  if (!pair) return null;
  const { at, countFirst } = pair;
  return {
    cells: parted,
    split: (line) => {
      const read = split(line);
      if (read.length !== cells.length) return read;
      const two = partCell(read[at]!, countFirst);
      if (!two) return read;
      return [...read.slice(0, at), ...two, ...read.slice(at + 1)];
    },
  };
}
