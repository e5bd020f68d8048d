/**
 * Tills that print each entry's tax class and rate before its name ("E 23% LIXIVIA 2L",
 * "B 6% PAO DE FORMA"), under department headings ("LIMPEZA DA CASA", "PADARIA E PASTELARIA").
 * Such a line opens an entry of its own: it never continues the name above.
 */
import type { TextLine } from './types.js';

const TAX_CLASS_OPENING = /^\s*\p{L}{1,3}\s+\d{1,2}(?:[.,]\d{1,2})?\s*%\s+\p{L}/u;

export const opensWithTaxClass = (raw: string): boolean => TAX_CLASS_OPENING.test(raw);

/**
 * The class letter and a rate a photo misread ("B 6Z", "E %3", "B e%"): a short token with a
 * figure or a percent sign that is no rate as printed.
 */
const MISREAD_MARK =
  /^(\s*)\p{L}\s+(?=\S{1,3}\s)(?=[^\s\d%]*[\d%])(?!\d{1,2}\s*%\s)\S{1,3}\s+(?=\p{L})/u;

/** A department heading: words alone, no figure. */
const HEADING = /^[^\d]*\p{L}{3,}[^\d]*$/u;

/** Entries that show their class, one of them as printed, before the document counts as such. */
const LEAST_MARKED = 3;

/**
 * In a document whose entries open with their tax class, the headings above them are dropped and
 * the misread marks cut from the names, so that neither joins the name of the entry.
 */
export function withTaxClassMarksRead(lines: TextLine[]): TextLine[] {
  const marked = (text: string | undefined) =>
    text !== undefined && (opensWithTaxClass(text) || MISREAD_MARK.test(text));
  if (!lines.some((l) => opensWithTaxClass(l.text))) return lines;
  if (lines.filter((l) => marked(l.text)).length < LEAST_MARKED) return lines;
  const out: TextLine[] = [];
  lines.forEach((line, k) => {
    if (HEADING.test(line.text) && marked(lines[k + 1]?.text)) return;
    const text = line.text.replace(MISREAD_MARK, '$1');
    out.push(text === line.text ? line : { ...line, text, words: undefined });
  });
  return out;
}
