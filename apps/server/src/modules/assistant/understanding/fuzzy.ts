/** Edit distance with transpositions (optimal string alignment), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = 3): number {
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
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, table[(i - 2) * columns + j - 2]! + 1);
      }
      table[i * columns + j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
  }
  return table[rows * columns - 1]!;
}

/** How many edits a typed word of this length may carry and still be recognised. */
export function allowedEdits(word: string): number {
  if (word.length <= 2) return 0;
  if (word.length <= 5) return 1;
  return 2;
}

/**
 * The known word closest to a typed one, or undefined when none is within the allowed edits.
 * Ties prefer the same first letter, then the more common word (earlier in `known`).
 */
export function closestWord(typed: string, known: Iterable<string>): string | undefined {
  const limit = allowedEdits(typed);
  if (limit === 0) return undefined;
  let best: string | undefined;
  let bestScore = Infinity;
  for (const word of known) {
    if (Math.abs(word.length - typed.length) > limit || word.length < 3) continue;
    const distance = editDistance(typed, word, limit);
    if (distance > limit) continue;
    // A shortened word ("laptp", "hw") keeps its first letter; a different first letter costs.
    // Typing drops letters more often than it adds them: prefer the longer word on a tie.
    const score =
      distance +
      (word[0] === typed[0] ? 0 : 0.6) +
      (word.length < typed.length ? 0.3 : word.length === typed.length ? 0.1 : 0);
    if (score < bestScore) {
      best = word;
      bestScore = score;
    }
  }
  return best;
}
