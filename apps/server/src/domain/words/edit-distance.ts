/** How many single-letter edits turn one word into another: the measure behind typo tolerance. */

export interface EditDistanceOptions {
  /**
   * Whether two swapped neighbours ("mnay" → many) count as one edit (optimal string alignment)
   * rather than two substitutions (plain Levenshtein). True unless said otherwise.
   */
  transpositions?: boolean;
}

/**
 * Edit distance between two strings (insertions, deletions, substitutions and, by default,
 * transpositions), stopping early past `limit` and then answering `limit + 1`. Pass `Infinity`
 * for the exact distance of long strings.
 */
export function editDistance(
  a: string,
  b: string,
  limit = 3,
  { transpositions = true }: EditDistanceOptions = {},
): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[] = new Array<number>(rows * columns).fill(0);
  for (let i = 0; i < rows; i += 1) table[i * columns] = i;
  for (let j = 0; j < columns; j += 1) table[j] = j;
  for (let i = 1; i < rows; i += 1) {
    let rowBest = Infinity;
    for (let j = 1; j < columns; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        table[(i - 1) * columns + j]! + 1,
        table[i * columns + j - 1]! + 1,
        table[(i - 1) * columns + j - 1]! + cost,
      );
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, table[(i - 2) * columns + j - 2]! + 1);
      }
      table[i * columns + j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
  }
  return table[rows * columns - 1]!;
}
