/**
 * The things a sentence with a price names: each amount goes to the mention just before it, or
 * the line's one amount to the mention it prices, the others unpriced.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { mentions, pricedMention } from './line-parts.js';
import { isNameFigure } from './name-figures.js';
import type { NumberStyle } from './numbers.js';
import { proseMentions } from './prose-amounts.js';
import type { Reading } from './quantity.js';

export function proseLineEntries(
  text: string,
  raw: string,
  reading: Reading,
  style: NumberStyle,
): Array<{ text: string; reading: Reading | null }> {
  const amounts = scanNumbers(raw, style).filter(
    (t) => isMoney(t, style) && !isNameFigure(t, style),
  );
  if (amounts.length > 1) return proseMentions(raw, amounts);
  const parts = mentions(text);
  if (parts.length === 0) return [];
  const priced = pricedMention(parts);
  return [
    ...parts.filter((part) => part !== priced).map((part) => ({ text: part, reading: null })),
    { text: priced, reading },
  ];
}
