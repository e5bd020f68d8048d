/**
 * A till that opens each entry's row with its tax code, then the count and the amounts, and
 * prints the name under the row, after the menu's number for it:
 *
 *    ZR 3 4.50 13.50
 *    215 MANGO LASSI
 *
 * The name is put back into the row where a till with room prints it, the tax code closing the
 * row: "3 MANGO LASSI 4.50 13.50 ZR". The menu's number says nothing of the thing and goes.
 */
import { nonItemKind } from './non-items.js';
import { parseNumber, type NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/** The tax code (one to three capitals), the count, then two to four amounts and nothing else. */
const TAX_CODE_FIRST = /^\s*(\p{Lu}{1,3}):?\s+(\d{1,3})((?:\s+-?\d[\d.,]*){2,4})\s*$/u;

/** A menu's or an article's number before the name: "215 MANGO LASSI". */
const ENTRY_NUMBER = /^\s*\d{1,6}\s+(?=\p{L})/u;

function row(
  text: string,
  style: NumberStyle,
): { code: string; count: string; amounts: string } | null {
  const m = TAX_CODE_FIRST.exec(text);
  if (!m) return null;
  const count = Number(m[2]);
  const amounts = m[3]!
    .trim()
    .split(/\s+/)
    .map((raw) => parseNumber(raw, style));
  const last = amounts.at(-1);
  // The row's amount is its count times one of its unit prices: the row is a sale, not a figure.
  const sale =
    count > 0 &&
    last !== null &&
    last !== undefined &&
    amounts.slice(0, -1).some((a) => a !== null && Math.abs(a * count - last) <= 0.011);
  return sale ? { code: m[1]!, count: m[2]!, amounts: m[3]!.trim() } : null;
}

function isName(text: string): boolean {
  return (
    /\p{L}{2,}/u.test(text) &&
    !/\d[.,]\d{2}(?!\d)/.test(text) &&
    !/\p{L}\s*:/u.test(text) &&
    nonItemKind(text.trim()) === null
  );
}

/** Only a layout that does this on two rows or more, each with its name under it. */
export function joinNamesUnderTaxCodeRows(lines: TextLine[], style: NumberStyle): TextLine[] {
  const rows = new Set(lines.flatMap((l, i) => (row(l.text, style) ? [i] : [])));
  if (rows.size < 2 || ![...rows].every((i) => isName(lines[i + 1]?.text ?? ''))) return lines;
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const r = rows.has(i) ? row(line.text, style) : null;
    if (!r) {
      out.push(line);
      continue;
    }
    const name = lines[i + 1]!.text.replace(ENTRY_NUMBER, '').trim();
    out.push({ ...line, text: `${r.count} ${name} ${r.amounts} ${r.code}` });
    i++;
  }
  return out;
}
