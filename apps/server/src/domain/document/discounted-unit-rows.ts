/**
 * Portuguese tills whose columns run "Quant  P.U.  Desc  IVA  Parç" print, on the row under the
 * name, the count, the unit price (to three decimals), the tax rate and the line's amount after
 * the discount: "3 0.400 23% 0.90". The product keeps the printed unit price (discounts are not
 * subtracted), so such a row is put the way a count-and-price row prints it, "3 x 0.400 1.20",
 * with the undiscounted amount (rows without a discount read as they are). A photographed amount that lost its decimal point ("90" for 0.90)
 * reads the same way: no line costs more than its count times its unit price.
 */
import type { TextLine } from './types.js';

/** A count, a unit price, a whole tax rate with its "%", the amount; a name may stand before. */
const ROW =
  /^(.*?)(?:^|\s)(\d{1,3})(?:[.,]0{1,3})?\s+(\d{1,4}[.,]\d{2,4})\s+(\d{1,2})\s*%\s+(\d{1,4}(?:[.,]\d{2})?)\s*$/u;

/** Rates no country's VAT goes above. */
const MAX_RATE = 27;

const amount = (raw: string): number => Number(raw.replace(',', '.'));

function rewritten(line: TextLine): TextLine {
  const m = ROW.exec(line.text);
  if (!m || Number(m[4]) > MAX_RATE) return line;
  const [, name, countRaw, unitRaw, , amountRaw] = m as unknown as string[];
  const mark = unitRaw!.includes(',') ? ',' : '.';
  const amountMark = /[.,]/.exec(amountRaw!)?.[0];
  // One decimal mark across the row: "1.700" beside "2,55" may be a thousands group.
  if (amountMark && amountMark !== mark) return line;
  const count = Number(countRaw);
  const unit = amount(unitRaw!);
  if (count < 1 || unit <= 0) return line;
  const full = Math.round(count * unit * 100) / 100;
  const paid = amount(amountRaw!);
  // Only a discount needs the unit price put back: a row whose amount is the count times the unit
  // price reads as it is, and one above it is a surcharge or another column.
  if (amountMark && paid > full - 0.011) return line;
  // A bare whole amount is a lost decimal point only when it cannot be the line's price.
  if (!amountMark && paid <= full) return line;
  const prefix = name!.trim();
  const shownFull = full.toFixed(2).replace('.', mark);
  return {
    ...line,
    text: `${prefix ? `${prefix} ` : ''}${count} x ${unitRaw} ${shownFull}`,
    words: undefined,
  };
}

export const withDiscountedUnitRowsRead = (lines: TextLine[]): TextLine[] => lines.map(rewritten);
