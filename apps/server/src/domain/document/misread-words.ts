/**
 * A photographed till's word with one letter misread ("STATIFGELD" for "STATIEGELD"): long words
 * only, same length, one letter different, so that no short product word is taken for a label.
 */
const SHORTEST_WORD = 8;

export class MisreadWords<T> {
  private readonly byLength = new Map<number, Array<[string, T]>>();

  constructor(known: Iterable<[string, T]>) {
    for (const [word, value] of known) {
      if (word.length < SHORTEST_WORD) continue;
      const list = this.byLength.get(word.length) ?? [];
      list.push([word, value]);
      this.byLength.set(word.length, list);
    }
  }

  /** The value of the known word `word` is one letter away from, or null. */
  oneLetterOff(word: string): T | null {
    for (const [candidate, value] of this.byLength.get(word.length) ?? []) {
      let different = 0;
      for (let k = 0; k < word.length && different < 2; k++)
        if (word[k] !== candidate[k]) different++;
      if (different === 1) return value;
    }
    return null;
  }
}
