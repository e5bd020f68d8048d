/**
 * A photographed Japanese or Chinese till often reads its yen sign as a Latin Y ("Y276※",
 * "Y1,294)"). In a document priced in yen or yuan, a Y glued to a figure and standing alone
 * before it is that sign; a Y inside a word or a code ("Y2K", "TY100") stays.
 */
import type { TextLine } from './types.js';

const YEN_CURRENCIES = new Set(['JPY', 'CNY']);
const LATIN_Y = /(?<![\p{L}\d])Y(?=\d{1,3}(?:,\d{3})+(?![\d.])|\d{1,7}(?![\d.,]|\p{L}))/gu;

export function withYenSigns(lines: TextLine[], currency: string): TextLine[] {
  if (!YEN_CURRENCIES.has(currency)) return lines;
  return lines.map((l) => {
    if (!l.text.includes('Y')) return l;
    const text = l.text.replace(LATIN_Y, '¥');
    return text === l.text ? l : { ...l, text };
  });
}
