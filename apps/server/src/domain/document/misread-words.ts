/**
 * A photographed till's word with one letter misread ("STATIFGELD" for "STATIEGELD") or lost:
 * long words only, one letter different or missing, so that no short product word is taken for a
 * label.
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

  /**
   * The value of the known word `word` is with one letter lost ("NUMERAIO" for "NUMERARIO"): a
   * known word longer than the shortest by one, so a short word is never stretched to a label.
   */
  oneLetterDropped(word: string): T | null {
    if (word.length < SHORTEST_WORD) return null;
    for (const [candidate, value] of this.byLength.get(word.length + 1) ?? []) {
      let k = 0;
      while (k < word.length && word[k] === candidate[k]) k++;
      if (word.slice(k) === candidate.slice(k + 1)) return value;
    }
    return null;
  }
}
