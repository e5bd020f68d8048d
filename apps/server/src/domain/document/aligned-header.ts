/**
 * An aligned table's header and rows read by where their columns sit. A header may set two column
 * names one space apart ("Nr. Kategorie", "Qty Parcels") where its rows part them by a wide gap,
 * and a row's long cell may run into the next column ("… 24 x 36 inn/a"): the columns' places
 * in the header part them again.
 */

interface Cell {
  text: string;
  start: number;
  end: number;
}

/** The cells of an aligned line (two or more spaces apart) with where each starts and ends. */
function placedCells(line: string): Cell[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
    text: m[0],
    start: m.index!,
    end: m.index! + m[0].length,
  }));
}

/** A row is cut only in a table wide enough for its columns' places to say where it breaks. */
const MIN_COLUMNS = 4;

/** Most of the rows must agree before a header's name is split. */
const AGREEING_ROWS = 0.6;

/**
 * The header's cells, with a cell split before each word under which most of the wider rows
 * start a cell of their own; null when nothing splits.
 */
export function headerCellsByRows(header: string, rows: string[]): string[] | null {
  const cells = placedCells(header);
  const wide = rows.map(placedCells).filter((r) => r.length > cells.length);
  if (wide.length < 2) return null;
  const out: string[] = [];
  let split = false;
  for (const cell of cells) {
    const words = [...cell.text.matchAll(/\S+/g)].map((m) => ({
      text: m[0],
      start: cell.start + m.index!,
      end: cell.start + m.index! + m[0].length,
    }));
    let current = words[0]!.text;
    for (let k = 1; k < words.length; k++) {
      const word = words[k]!;
      const opens = (row: Cell[]): boolean =>
        row.some(
          (c) => c.start > words[k - 1]!.end && c.start >= word.start - 3 && c.start <= word.end,
        );
      if (wide.filter(opens).length >= wide.length * AGREEING_ROWS) {
        out.push(current);
        current = word.text;
        split = true;
      } else current += ` ${word.text}`;
    }
    out.push(current);
  }
  return split ? out : null;
}

/** Where each of the header's cells starts. */
export function headerStarts(header: string, cells: string[]): number[] {
  const starts: number[] = [];
  let from = 0;
  for (const cell of cells) {
    const at = header.indexOf(cell, from);
    starts.push(at);
    from = at + cell.length;
  }
  return starts;
}

/**
 * A row one cell short because one cell ran into the next column: that cell holds exactly one
 * column's start, and is cut there. Null when the row does not read so.
 */
export function cutOverflow(line: string, starts: number[]): string[] | null {
  const cells = placedCells(line);
  if (starts.length < MIN_COLUMNS || cells.length !== starts.length - 1) return null;
  const inside = cells.map((c) => starts.filter((s) => s > c.start && s < c.end));
  const overflowing = inside.flatMap((s, k) => (s.length > 0 ? [k] : []));
  if (overflowing.length !== 1 || inside[overflowing[0]!]!.length !== 1) return null;
  const k = overflowing[0]!;
  // The cells up to the long one sit under their own columns' names: the row is the table's.
  const placed = cells.slice(0, k + 1).every((c, j) => Math.abs(c.start - starts[j]!) <= 2);
  if (!placed) return null;
  const cell = cells[k]!;
  const at = inside[k]![0]! - cell.start;
  const left = cell.text.slice(0, at).trim();
  const right = cell.text.slice(at).trim();
  if (!left || !right) return null;
  return [
    ...cells.slice(0, k).map((c) => c.text),
    left,
    right,
    ...cells.slice(k + 1).map((c) => c.text),
  ];
}
