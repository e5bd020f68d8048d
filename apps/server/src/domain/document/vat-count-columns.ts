/**
 * Tills whose columns run "Designação  IVA%  Qtd  Valor" print the tax rate and the count
 * between the name and the line total: "TINTA BRANCA 23 2.0 31.80" is two tins at 31.80 in all.
 * Such a row is put the way a count-first till prints it ("2 TINTA BRANCA 31.80"), so the rate
 * and the count leave the name.
 */
import type { TextLine } from './types.js';

/** A header naming the tax column before the count column. */
const HEADER = /\b(?:IVA|VAT|TVA|MWST|GST|BTW|MOMS)\b\s*%?.*\bQ(?:T[A-Z]?|UANT[A-Z]*)\b\.?/i;

/** After the name: a whole tax rate, a count with zero decimals ("3.0"), the line's amount. */
const COLUMNS = /\s(\d{1,2})\s*%?\s+(\d{1,3})[.,]0{1,3}\s+(\d+[.,]\d{2})\s*$/u;

/** Rates no country's VAT goes above. */
const MAX_RATE = 27;

export function countsBeforeTotals(lines: TextLine[]): TextLine[] {
  const header = lines.findIndex((l) => HEADER.test(l.text));
  if (header < 0) return lines;
  return lines.map((line, k) => {
    if (k <= header) return line;
    const m = COLUMNS.exec(line.text);
    if (!m || Number(m[1]) > MAX_RATE || Number(m[2]) === 0) return line;
    const name = line.text.slice(0, m.index);
    if (!/\p{L}/u.test(name)) return line;
    const indent = /^\s*/.exec(name)![0];
    return { ...line, text: `${indent}${Number(m[2])} ${name.trim()} ${m[3]}`, words: undefined };
  });
}
