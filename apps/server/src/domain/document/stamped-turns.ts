/**
 * A marketplace conversation copied with each message under a header of its sender and time
 * ("Lena K. · heute, 19:42", "You | Yesterday 8:15 pm"). The headers name no thing, and a message
 * with no price in it is the buyer asking or agreeing ("Super, I'll take the sofa. Saturday?"):
 * only the messages that price things list them.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { isTimeStamp } from './non-items.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/** A sender, a dot or bar, then when the message was sent. */
const HEADER = /^\s*(\p{L}[\p{L}.'’ -]{0,30}?)\s+[·•|]\s+(.+?)\s*$/u;

const isHeader = (text: string): boolean => {
  const m = HEADER.exec(text);
  return m !== null && isTimeStamp(m[2]!);
};

export function withoutStampedTurns(lines: TextLine[], style: NumberStyle): TextLine[] {
  const headers = lines.flatMap((l, k) => (isHeader(l.text) ? [k] : []));
  if (headers.length < 2) return lines;
  const out = lines.map((l) => ({ ...l }));
  headers.forEach((start, n) => {
    const end = headers[n + 1] ?? lines.length;
    const said = lines.slice(start + 1, end);
    const priced = said.some((l) => scanNumbers(l.text, style).some((t) => isMoney(t, style)));
    out[start]!.text = '';
    if (!priced) for (let k = start + 1; k < end; k++) out[k]!.text = '';
  });
  return out;
}
