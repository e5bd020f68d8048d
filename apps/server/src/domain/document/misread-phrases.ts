/**
 * A photographed till's label of several words with one letter misread, dropped or added
 * ("Iền khách đưa" for "Tiền khách đưa", "Tiền thốl lại" for "Tiền thối lại"). Only the till's
 * money labels of ten letters or more are matched, so that no short product name is taken for one.
 */
const SHORTEST_PHRASE = 10;

/** "đ" read without its stroke is the same letter to a camera. */
const plain = (text: string): string => text.replace(/đ/g, 'd');

/** Whether two strings are at most one letter apart: one changed, dropped or added. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export class MisreadPhrases<T> {
  private readonly byLength = new Map<number, Array<[string, T]>>();

  /** `known`: phrases as their folded words, each with what it stands for. */
  constructor(known: Iterable<[string[], T]>) {
    for (const [words, value] of known) {
      const phrase = plain(words.join(' '));
      if (words.length < 2 || phrase.length < SHORTEST_PHRASE) continue;
      const list = this.byLength.get(phrase.length) ?? [];
      list.push([phrase, value]);
      this.byLength.set(phrase.length, list);
    }
  }

  /** What the known phrase one letter away from the label's folded words stands for, or null. */
  oneEditOff(words: string[]): T | null {
    const label = plain(words.join(' '));
    for (const length of [label.length, label.length + 1, label.length - 1]) {
      for (const [phrase, value] of this.byLength.get(length) ?? []) {
        if (phrase !== label && oneEditApart(label, phrase)) return value;
      }
    }
    return null;
  }
}
