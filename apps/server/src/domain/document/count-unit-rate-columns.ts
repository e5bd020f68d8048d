/**
 * Tills whose columns run "Descrição  Qtd  P.Unit.  Valor  IVA" print, after the name, the count,
 * the unit price (often to three decimals: "17.900"), the line's amount and the tax rate:
 * "CORDA NYLON 3 2.150 6.45 23" is three ropes at 6.45 in all. Such a row is put the way a
 * count-and-price row prints it ("CORDA NYLON 3 x 2.150 6.45"), so the figures leave the name. The count
 * times the unit price must give the amount, which is what tells these columns from a model
 * number or a size that happens to stand before a price.
 */
import type { TextLine } from './types.js';

/** After the name: a whole count ("3", "3,00"), a unit price, the amount, a whole tax rate. */
const COLUMNS =
  /\s(\d{1,3})(?:[.,]0{1,3})?\s+(\d{1,5}[.,]\d{2,4})\s+(\d{1,6}[.,]\d{2})\s+(\d{1,2})\s*%?\s*$/u;

/** Rates no country's VAT goes above. */
const MAX_RATE = 27;

const amount = (raw: string): number => Number(raw.replace(',', '.'));

export function countUnitRateRows(lines: TextLine[]): TextLine[] {
  return lines.map((line) => {
    const m = COLUMNS.exec(line.text);
    if (!m || Number(m[4]) > MAX_RATE) return line;
    const count = Number(m[1]);
    const total = amount(m[3]!);
    if (count < 1 || Math.abs(count * amount(m[2]!) - total) > 0.011) return line;
    const name = line.text.slice(0, m.index);
    if (!/\p{L}{2}/u.test(name)) return line;
    // The unit price in the amount's own decimal mark, to cents unless it has finer figures.
    const unit = amount(m[2]!);
    const digits = Math.round(unit * 100) === unit * 100 ? 2 : 3;
    const shown = unit.toFixed(digits).replace('.', m[3]!.includes(',') ? ',' : '.');
    return { ...line, text: `${name.trimEnd()} ${count} x ${shown} ${m[3]}`, words: undefined };
  });
}
