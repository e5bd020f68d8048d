/**
 * A Portuguese or other euro till read by OCR often prints its euro sign as a lone Latin "e"
 * ("2.00 SARDINHAS e 9.50 e 19.00"). In a document priced in euros, an "e" standing alone right
 * before an amount with cents is that sign; an "e" that joins words ("pão e manteiga") or
 * stands before a bare count stays.
 */
import type { TextLine } from './types.js';

const LATIN_E = /(?<![\p{L}\d])e(?=\s{1,3}-?\d{1,6}[.,]\d{2}(?![\d.,]))/gu;

export function withEuroSigns(lines: TextLine[], currency: string): TextLine[] {
  if (currency !== 'EUR') return lines;
  return lines.map((l) => {
    if (!/\be\s/.test(l.text)) return l;
    const text = l.text.replace(LATIN_E, '€');
    return text === l.text ? l : { ...l, text };
  });
}
