/**
 * A photographed till's label as the camera misread it: one letter swapped for its look-alike
 * ("GFSAMT" for "GESAMT", "§UMME" for "SUMME", "SACOIA" for "SACOLA"), or the space between two
 * words dropped ("IMPORTETOTAL", "TOTALB" with the tax letter glued on). Only swaps a
 * camera makes and only phrases the till prints are tried, so no product word is bent into one.
 */

/** Letters a camera reads for one another, both ways (folded, lower case). */
const LOOK_ALIKES: Array<[string, string]> = [
  ['o', 'd'],
  ['o', 'q'],
  ['o', 'c'],
  ['e', 'c'],
  ['n', 'h'],
  ['h', 'b'],
  ['u', 'v'],
  ['t', 'f'],
  ['e', 'f'],
  ['a', 'o'],
  ['l', 'i'],
  ['r', 'b'],
  ['m', 'n'],
  ['c', 'g'],
  ['m', 'rn'],
  ['d', 'cl'],
  ['w', 'vv'],
  ['u', 'ii'],
  ['n', 'ri'],
];

/** Each word a single look-alike swap turns `word` into. */
export function lookAlikeReadings(word: string): string[] {
  const out: string[] = [];
  for (const [a, b] of LOOK_ALIKES) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1))
        out.push(word.slice(0, at) + to + word.slice(at + from.length));
    }
  }
  return out;
}

/** "§UMME EUR": a section sign glued to letters is a misread S. */
export const withoutSectionSign = (label: string): string =>
  label.replace(/§(?=\p{L})/gu, 'S').replace(/(?<=\p{Lu})§/gu, 'S');

/**
 * The words with one word split where a space was dropped: into two words the till's phrases use,
 * or into such a word and a single tax letter ("totalb" → "total b"). Each reading
 * comes with the index of the word that was split.
 */
export function ungluedReadings(
  w: string[],
  known: ReadonlySet<string>,
): Array<{ words: string[]; at: number }> {
  const out: Array<{ words: string[]; at: number }> = [];
  w.forEach((word, at) => {
    if (word.length < 6 || known.has(word)) return;
    for (let cut = word.length - 1; cut >= 3; cut--) {
      const head = word.slice(0, cut);
      const tail = word.slice(cut);
      if (!known.has(head)) continue;
      if (tail.length === 1 ? /^[a-h]$/.test(tail) : tail.length >= 3 && known.has(tail))
        out.push({ words: [...w.slice(0, at), head, tail, ...w.slice(at + 1)], at });
    }
  });
  return out;
}
