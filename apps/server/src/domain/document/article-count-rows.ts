/**
 * Invoices whose columns run "Art.  Descrição  Qde.  Pr.Unit.  Valor  Desc." print, on a row of
 * figures of its own, a number (the article's, or its line) before the count, the unit price, the
 * amount and the discount: "4 12.000 0.350 4.20 0%". Read as it stands, the first number looks
 * like the count. When only the second number times the unit price gives the amount, the first
 * goes and the row reads "12 0.350 4.20 0%", the count first.
 */
import type { TextLine } from './types.js';

/**
 * A whole number, the count written with its decimals as such invoices print it ("12.000"), a unit
 * price, the amount and the discount in percent.
 */
const ROW =
  /^\s*(\d{1,6})\s+(\d{1,4})[.,]0{2,3}\s+(\d{1,5}[.,]\d{2,4})\s+(\d{1,6}[.,]\d{2})\s+(\d{1,2}(?:[.,]\d{1,2})?\s*%)\s*$/u;

const amount = (raw: string): number => Number(raw.replace(',', '.'));

function rewritten(line: TextLine): TextLine {
  const m = ROW.exec(line.text);
  if (!m) return line;
  const [, firstRaw, secondRaw, unitRaw, amountRaw, percent] = m as unknown as string[];
  // One decimal mark across the row: "1.250" beside "3,75" may be a thousands group.
  if (unitRaw!.replace(/\d/g, '') !== amountRaw!.replace(/\d/g, '')) return line;
  const unit = amount(unitRaw!);
  const total = amount(amountRaw!);
  const gives = (count: number) => count >= 1 && Math.abs(count * unit - total) <= 0.011;
  const [first, second] = [Number(firstRaw), Number(secondRaw)];
  // Only the second number gives the amount: the first is the article's or the line's number.
  if (!gives(second) || gives(first)) return line;
  return { ...line, text: `${second} ${unitRaw} ${amountRaw} ${percent}`, words: undefined };
}

export const withArticleCountRowsRead = (lines: TextLine[]): TextLine[] => lines.map(rewritten);
