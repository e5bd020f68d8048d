/**
 * Column titles printed without a space between them ("QtyPurchased", "AntalEnhed", "К-стьСтан"):
 * a narrow column's title runs into the next one. A title cell that names no column comes apart
 * where a lower-case letter meets a capital, when a part then names a column.
 */
import type { ColumnRole } from './column-role.js';

const CASE_SEAM = /(?<=\p{Ll}\.?)(?=\p{Lu})/u;

export function apartGluedTitles(
  cells: string[],
  roleOf: (cell: string) => ColumnRole | null,
): string[] {
  return cells.flatMap((cell) => {
    if (roleOf(cell)) return [cell];
    // Only a single word is glued: "Unit value" is two titles' words only when a space says so.
    if (/\s/.test(cell.trim())) return [cell];
    const parts = cell.split(CASE_SEAM);
    if (parts.length < 2 || parts.some((p) => !/\p{L}{2}/u.test(p))) return [cell];
    return parts.some((p) => roleOf(p)) ? parts : [cell];
  });
}
