/**
 * A photographed till's price closing its line with a space misread inside it: "1 .62",
 * "3 , 39", "(-0 .70)". The whole part and the cents are one amount again. Only at the line's
 * end, after a word, and never after a count's "x" or "@", where ".62" alone may be a price.
 */
import type { TextLine } from './types.js';

const SPLIT_AT_END =
  /(?<=[\p{L}\d.%)]\s+\(?-?)(\d{1,3})\s+([.,])\s?(\d{2})(?=\s*\)?\s*(?:\p{Lu}\s*)?$)/u;

export function joinedDecimal(text: string): string {
  const m = SPLIT_AT_END.exec(text);
  if (!m) return text;
  const before = text.slice(0, m.index).trimEnd();
  if (/(?:^|\s)(?:[xX×@*]|\d+\s*[xX×@*])\s*\(?-?$/u.test(before)) return text;
  return text.slice(0, m.index) + `${m[1]}${m[2]}${m[3]}` + text.slice(m.index + m[0].length);
}

export const withJoinedDecimals = (lines: TextLine[]): TextLine[] =>
  lines.map((line) => {
    const text = joinedDecimal(line.text);
    return text === line.text ? line : { ...line, text, words: undefined };
  });
