/**
 * Tills that print each entry as its count, its article code and its amounts on one row, with
 * the product's name on the lines under it: "2 KT-220 12.00 0.00 24.00 SR" / "GLASS TEAPOT" /
 * "1.2 LITRE". The name lines are put back between the code and the amounts, where a till that
 * has room prints them.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { headerRole, headerRoles } from './columns.js';
import { nonItemKind } from './non-items.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/**
 * The count, then one code of capitals, digits and dashes ("KT-220", "AOR5058", "MS"), then only
 * amounts, perhaps signed, and the tax code closing the row ("SR", "T", "ZR"). A barcode or an
 * article number with a digit may open the row instead, its count after it
 * ("9555123400012 2 3.50 7.00 SR").
 */
const CODED_ROW =
  /^\s*(?:(?<count>\d{1,3})\s+(?<code>[\p{Lu}\d][\p{Lu}\d/.-]{1,15})|(?<article>(?=[\p{Lu}\d/.-]*\d)[\p{Lu}\d][\p{Lu}\d/.-]{3,15}))(?<amounts>(?:\s+-?\d[\d.,]*){2,5})(?:\s*\p{Lu}{1,3})?\s*$/du;

/** Lines that end a till's entries rather than name one. */
const CLOSING_KINDS = new Set(['total', 'subtotal', 'tax']);

/** A whole figure alone on its line: a year or a size ending the name above it. */
const BARE_FIGURE = /^\s*\d{3,6}\s*$/;

/** "(RM) (RM)", "(EUR)": the currency of the header's columns printed on a line of its own. */
const UNITS_UNDER_HEADER = /^\s*(?:\(\s*\p{Lu}{1,3}\s*\)\s*)+$/u;

/** "S/Price", "U.Price": a column word after a letter or two that qualify it (selling, unit). */
const QUALIFIED_COLUMN = /^\p{L}{1,2}[/.](?=\p{L}{3})/u;

/** A line of column words alone, perhaps their currency or tax in brackets: "(GST) Amount Tax". */
function isColumnWords(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.every(
      (w) => /^\([^)]{1,6}\)$/.test(w) || headerRole(w.replace(QUALIFIED_COLUMN, '')) !== null,
    )
  );
}

/** The name wraps over at most this many lines under its row. */
const MAX_NAME_LINES = 3;

export function joinNamesUnderCodedRows(lines: TextLine[], style: NumberStyle): TextLine[] {
  const amounts = (text: string) => scanNumbers(text, style).filter((t) => isMoney(t, style));
  const isRow = (text: string): boolean => {
    const m = CODED_ROW.exec(text);
    if (!m) return false;
    // After an article number, the count comes first: a whole number before the amounts.
    if (m.groups!.article && !/^\s+\d{1,3}\s/.test(m.groups!.amounts!)) return false;
    return amounts(m.groups!.amounts!).length >= 2;
  };
  // A name may say "LOYALTY" or "CARD"; a label with its colon or a total's word is no name.
  const isNameLine = (text: string): boolean =>
    /\p{L}{2,}/u.test(text) &&
    !/\p{L}\s*:/u.test(text) &&
    !isRow(text) &&
    amounts(text).length === 0 &&
    !CLOSING_KINDS.has(nonItemKind(text.trim()) ?? '');
  /** The name lines right under the row at `i`; a year or a size may close the name ("2018"). */
  const namesUnder = (i: number): number => {
    let n = 0;
    while (n < MAX_NAME_LINES && i + 1 + n < lines.length) {
      const text = lines[i + 1 + n]!.text;
      if (!isNameLine(text) && !(n > 0 && BARE_FIGURE.test(text))) break;
      n++;
    }
    return n;
  };
  const isHeader = (text: string): boolean =>
    headerRoles(text.trim().split(/\s{2,}|\s(?=\S)/)) !== null;
  const rows = lines.flatMap((l, i) => (isRow(l.text) ? [i] : []));
  // The layout shows in the rows: two of them and the last one carry their names below, while a
  // till printing names above its rows ends the last one with its total.
  const namesBelow = new Map(rows.map((i) => [i, namesUnder(i)]));
  const named = rows.filter((i) => namesBelow.get(i)! > 0);
  const first = rows[0]!;
  const above = first > 0 ? lines[first - 1]!.text : '';
  if (named.length < 2 || !named.includes(rows.at(-1)!)) return lines;
  // A header may go on over lines of column words alone: "Item Qty S/Price" / "(GST) Amount".
  let top = first;
  while (top > 0 && first - top < 3 && isColumnWords(lines[top - 1]!.text)) top--;
  const headerGoesOn = lines.slice(Math.max(0, top - 1), first).some((l) => isHeader(l.text));
  if (isNameLine(above) && !isHeader(above) && !UNITS_UNDER_HEADER.test(above) && !headerGoesOn)
    return lines;
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const n = namesBelow.get(i) ?? 0;
    if (n === 0) {
      out.push(line);
      continue;
    }
    const m = CODED_ROW.exec(line.text)!;
    const name = lines
      .slice(i + 1, i + 1 + n)
      .map((l) => l.text.trim())
      .join(' ');
    // The name goes where the amounts begin: after the code, or before the count that follows it.
    out.push({ ...line, text: countFirst(m, name) });
    i += n;
  }
  return out;
}

/**
 * The row as a till with room prints it, count first: "2 KT-220 GLASS TEAPOT 12.00 0.00 24.00 SR".
 * A barcode or an article number of digits only says nothing of the product: it goes.
 */
function countFirst(m: RegExpExecArray, name: string): string {
  const { count, code, article, amounts } = m.groups!;
  const tail = m[0].slice(m.indices!.groups!.amounts![1]).trim();
  if (count) return `${count} ${code} ${name}${amounts}${tail ? ` ${tail}` : ''}`;
  const [, moved, rest] = /^\s+(\d{1,3})(\s.*)$/s.exec(amounts!)!;
  const kept = /^\d+$/.test(article!) ? '' : `${article} `;
  return `${moved} ${kept}${name}${rest}${tail ? ` ${tail}` : ''}`;
}
