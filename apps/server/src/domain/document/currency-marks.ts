/**
 * Currency signs a photographed till often reads as Latin letters: a Japanese or Chinese yen sign
 * as "Y" ("Y276※", "Y1,294)"), a Portuguese or other euro sign as a lone "e" ("2.00 SARDINHAS e
 * 9.50 e 19.00"). In a document priced in that currency, the letter standing alone before a
 * figure is the sign; a Y inside a word or a code ("Y2K", "TY100"), an "e" that joins words ("pão
 * e manteiga") or stands before a bare count, stays.
 */
import type { TextLine } from './types.js';

interface SignReadAsLetter {
  currencies: ReadonlySet<string>;
  letter: string;
  /** The letter where it stands for the sign. */
  read: RegExp;
  sign: string;
}

const SIGNS_READ_AS_LETTERS: SignReadAsLetter[] = [
  {
    currencies: new Set(['JPY', 'CNY']),
    letter: 'Y',
    read: /(?<![\p{L}\d])Y(?=\d{1,3}(?:,\d{3})+(?![\d.])|\d{1,7}(?![\d.,]|\p{L}))/gu,
    sign: '¥',
  },
  {
    currencies: new Set(['EUR']),
    letter: 'e',
    // Only before an amount with cents.
    read: /(?<![\p{L}\d])e(?=\s{1,3}-?\d{1,6}[.,]\d{2}(?![\d.,]))/gu,
    sign: '€',
  },
];

export function withCurrencySigns(lines: TextLine[], currency: string): TextLine[] {
  const mark = SIGNS_READ_AS_LETTERS.find((entry) => entry.currencies.has(currency));
  if (!mark) return lines;
  return lines.map((l) => {
    if (!l.text.includes(mark.letter)) return l;
    const text = l.text.replace(mark.read, mark.sign);
    return text === l.text ? l : { ...l, text };
  });
}
