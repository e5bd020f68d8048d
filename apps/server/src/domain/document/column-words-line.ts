/**
 * A line of column words the reader may not know ("Nazwa   Ilosc   Cena   Wartosc"): three cells
 * or more set apart by wide gaps, each a word or two, with no figure. Above a till's entries it
 * heads their columns and names nothing, even when the first entry sits further in under it.
 */

/** A column word: letters, perhaps cut by a dot, slash or dash ("T.Tien", "S/Price", "Qty."). */
const WORD = String.raw`\p{L}[\p{L}./-]*`;

/** One cell of a header: a word or two, short enough to sit over a column of figures. */
const CELL = new RegExp(String.raw`^${WORD}(?: ${WORD})?$`, 'u');
const MAX_CELL = 14;

/** At least this many cells: a name may have one wide gap, a header has one per column. */
const MIN_CELLS = 3;

export function isColumnWordsLine(raw: string): boolean {
  const cells = raw.trim().split(/\s{2,}/);
  return cells.length >= MIN_CELLS && cells.every((c) => c.length <= MAX_CELL && CELL.test(c));
}
