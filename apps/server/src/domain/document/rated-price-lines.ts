/**
 * A till that prints each entry's VAT rate and price on the line under its name ("TERMOMETRO
 * DIGITALE" / "22,00%   12,90"), as Italian tills do: the line is the entry's price, not a row of
 * the VAT table. The rate is blanked out so the price is read as the name's.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { nonItemKind } from './non-items.js';
import type { NumberStyle } from './numbers.js';
import { isColumnHeader } from './receipt-rows.js';
import type { TextLine } from './types.js';

/** A line of a name alone: words, no amount, no till label, no column header. */
function unpricedName(text: string, style: NumberStyle): boolean {
  if (!/\p{L}{2,}/u.test(text)) return false;
  if (scanNumbers(text, style).some((t) => isMoney(t, style) || t.percent)) return false;
  return nonItemKind(text.trim()) === null && !isColumnHeader(text);
}

/** The line as a rate and one amount and nothing else: the rate's span, or null. */
function rateBeforePrice(text: string, style: NumberStyle): [number, number] | null {
  const tokens = scanNumbers(text, style);
  if (tokens.length !== 2) return null;
  const [rate, price] = tokens as [(typeof tokens)[0], (typeof tokens)[0]];
  if (!rate.percent || !isMoney(price, style)) return null;
  let rest = text;
  for (const t of [price, rate]) rest = rest.slice(0, t.start) + rest.slice(t.end);
  if (rest.replace(/[\s%]/g, '') !== '') return null;
  return [rate.start, price.start];
}

export function pricesUnderRatedNames(lines: TextLine[], style: NumberStyle): TextLine[] {
  return lines.map((line, i) => {
    const span = i > 0 ? rateBeforePrice(line.text, style) : null;
    if (!span || !unpricedName(lines[i - 1]!.text, style)) return line;
    const [from, to] = span;
    return {
      ...line,
      text: line.text.slice(0, from) + ' '.repeat(to - from) + line.text.slice(to),
    };
  });
}
