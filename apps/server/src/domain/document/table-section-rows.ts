/**
 * "| **Loft** | | | |": a table row that fills only its first cell titles the rows below it (a
 * room, a category), the way a heading line would outside the table.
 */
export function sectionTitleOfRow(cells: string[]): string | null {
  if (cells.length < 2) return null;
  const title = cells[0]!.trim();
  if (!/\p{L}/u.test(title)) return null;
  return cells.slice(1).every((cell) => cell.trim() === '') ? title : null;
}
