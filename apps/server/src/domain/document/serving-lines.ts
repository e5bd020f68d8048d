/**
 * A check that prints a counted dish or drink, then how it is served or its size with the price
 * ("2 Bohemia" / "Tall $16.00", "1 Bistec Palomilla" / "w/ rice" / "Dine in 15.95"). The price is
 * the counted entry's: the serving line joins it, and the notes between follow as its modifiers.
 */
import { isMoney, scanNumbers } from './amounts.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/** A size or a way of serving, then only the amount. */
const SERVING_THEN_AMOUNT =
  /^\s*(?:tall|grande|venti|short|small|medium|large|regular|pint|half pint|glass|bottle|pitcher|can|draft|draught|double|single|dine ?in|eat ?in|take ?away|take ?out|to ?go)\s+(?=[\p{Sc}]?\s?\d[\d.,]*\s*$)/iu;
/** A count, then a name: the entry a check prints before its notes. */
const COUNTED_NAME = /^\s*\d{1,2}\s+\p{L}/u;
/** How it is served names nothing of the thing: it is left out of the joined line. */
const SERVICE_MODE = /^\s*(?:dine ?in|eat ?in|take ?away|take ?out|to ?go)\s+/iu;
/** Notes between the entry and its serving line, at most. */
const MAX_NOTES = 2;

export function joinServingLines(lines: TextLine[], style: NumberStyle): TextLine[] {
  const priced = (text: string): boolean => scanNumbers(text, style).some((t) => isMoney(t, style));
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const entry = out[i]!;
    if (!COUNTED_NAME.test(entry.text) || priced(entry.text)) continue;
    for (let j = i + 1; j <= i + MAX_NOTES + 1 && j < out.length; j++) {
      const text = out[j]!.text;
      if (!text.trim() || COUNTED_NAME.test(text)) break;
      if (SERVING_THEN_AMOUNT.test(text)) {
        const notes = out.slice(i + 1, j);
        out.splice(
          i,
          j - i + 1,
          { ...out[j]!, text: `${entry.text.trimEnd()} ${text.replace(SERVICE_MODE, '').trim()}` },
          ...notes,
        );
        break;
      }
      if (priced(text)) break;
    }
  }
  return out;
}
