/**
 * A column header printed over two lines, the code and the description above, the count and the
 * prices below ("CÓDIGO    DESCRIPCIÓN" / "          CANT  VR.UNIT   VR.TOTAL"): each entry then
 * spans two lines the same way, so no row fits the columns of either line, and the entries are
 * read line by line.
 */
import { headerRole } from './columns.js';
import type { TextLine } from './types.js';

export function headerGoesOnBelow(
  lines: TextLine[],
  at: number,
  split: (line: string) => string[],
): boolean {
  const below = lines.slice(at + 1).find((l) => l.text.trim() !== '');
  if (!below || /\d/.test(below.text)) return false;
  // Its cells name the figures' columns, which the line above lacks.
  const figures = (cells: string[]) =>
    cells.map(headerRole).filter((r) => r === 'quantity' || r === 'unit' || r === 'total');
  const cells = split(below.text.trim());
  return (
    cells.length >= 2 && figures(cells).length > 0 && figures(split(lines[at]!.text)).length === 0
  );
}
