/**
 * A fee whose label wraps onto an indented line that carries its amount: "WEEE Recycling - collect
 * old" / "  fridge freezer   £25.00", "GARANTIE SERENITE 2 ANS" / "  TV (FNAC DARTY)  99,99". The
 * two lines are one fee (so are a plan and its terms in brackets below it); read apart, the second would look like an item of its own.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { nonItemKind } from './non-items.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

const indentOf = (text: string): number => /^\s*/.exec(text)![0].length;

export function joinWrappedFees(lines: TextLine[], style: NumberStyle): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (next && isWrappedFee(line.text, next.text, style)) {
      out.push({ ...next, text: `${line.text.trimEnd()} ${next.text.trim()}` });
      i++;
    } else out.push(line);
  }
  return out;
}

function isWrappedFee(text: string, next: string, style: NumberStyle): boolean {
  // The wrapped part is indented, or a detail in brackets ("(£3.10 / month pre-paid)").
  if (!text.trim() || (indentOf(next) <= indentOf(text) && !/^\s*\(/.test(next))) return false;
  if (scanNumbers(text, style).some((t) => isMoney(t, style))) return false;
  if (!scanNumbers(next, style).some((t) => isMoney(t, style))) return false;
  // "1   GARANTIE SERENITE 2 ANS": a count opening the row is no part of its label.
  return nonItemKind(text.trim().replace(/^\d{1,3}\s+(?=\p{L})/u, '')) === 'charge';
}
