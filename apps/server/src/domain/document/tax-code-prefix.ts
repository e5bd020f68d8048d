/**
 * A till that opens each priced row with its GST code ("SR: ICED MILO 1 3.20 3.20", "ZR 20415-
 * RICE 5KG 1 26.00 26.00"): read as the first word of the name, the code makes the row look like
 * a label and its value. The code is moved to the end of the row, where most tills print it.
 */
import type { TextLine } from './types.js';

/** Malaysian and Singaporean GST codes a till prints against a row: standard, zero, exempt… */
const TAX_CODE = /^(\s*)(SR|ZR|ZRL|ZRE|ES|OS|DS|TX|IM|GS|NR|RS)(?::\s*|\s+)(?=\S*\p{L}|\d{4,})/u;

/** The text without the GST code opening it: "SR 20415-RICE 5KG" is a name, not a tax line. */
export function withoutTaxCode(text: string): string {
  const m = TAX_CODE.exec(text);
  return m ? m[1]! + text.slice(m[0].length) : text;
}

/** A row closing with two amounts or more: its count and price, or price and line total. */
const PRICED_ROW = /(?:\s\p{Sc}?\d[\d,]*\.\d{2}){2,}\s*$|\s\d{1,3}\s+\p{Sc}?\d[\d,]*\.\d{2}\s*$/u;

/** Only on a till that does this on two rows or more, with the same code. */
export function withTaxCodesAtEnd(lines: TextLine[]): TextLine[] {
  const codes = new Map<string, number>();
  for (const line of lines) {
    const m = TAX_CODE.exec(line.text);
    if (m && PRICED_ROW.test(line.text)) codes.set(m[2]!, (codes.get(m[2]!) ?? 0) + 1);
  }
  if (![...codes.values()].some((n) => n >= 2)) return lines;
  return lines.map((line) => {
    const m = TAX_CODE.exec(line.text);
    if (!m || (codes.get(m[2]!) ?? 0) < 2 || !PRICED_ROW.test(line.text)) return line;
    return { ...line, text: `${m[1]}${line.text.slice(m[0].length).trimEnd()} ${m[2]}` };
  });
}
