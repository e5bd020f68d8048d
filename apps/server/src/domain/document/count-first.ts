/**
 * An order page that prints each entry's count on a line of its own above the name ("2x" /
 * "Philips Hue lamp" / "€ 39,98"). The count belongs to the name below it, not to the entry above:
 * it is moved under the name, where order entries carry their "Qty" lines.
 */
import type { TextLine } from './types.js';

/** "2x", "1 ×", "x3": a count and nothing else. */
const COUNT_ONLY = /^\s*(?:\d{1,3}\s?[x×]|[x×]\s?\d{1,3})\s*$/i;

export function countsUnderNames(lines: TextLine[]): TextLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const opensBlock = i === 0 || !out[i - 1]!.text.trim();
    const name = out[i + 1]!.text;
    if (!opensBlock || !COUNT_ONLY.test(out[i]!.text) || !/\p{L}{2,}/u.test(name)) continue;
    if (COUNT_ONLY.test(name)) continue;
    [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
    i++;
  }
  return out;
}
