/**
 * Bank and card statements: dated transaction rows ("05 Jul 2025  JB HI-FI BROADWAY  1,299.00
 * 4,216.80"). A statement records payments, not belongings: what was bought is not on it, so it
 * gives no items (the receipt or the order does).
 */
import { isMoney, scanNumbers } from './amounts.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

const MONTH =
  '(?:jan|feb|m[aä]r|apr|ma[iy]|jun|jul|aug|sep|o[ck]t|nov|de[cz]|janv|f[eé]v|mars|avr|juin|juil|ao[uû]t|d[eé]c|ene|abr|ago|dic|fev|set|out|gen|mag|giu|lug|ott|mei|okt|des|agu)\\.?';
/** A row that opens with its date: "05 Jul 2025", "07/07/2025", "2025-07-07", "Jul 5", "03/MAR". */
const DATED_ROW = new RegExp(
  String.raw`^\s*(?:\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?|\d{4}-\d{2}-\d{2}|\d{1,2}(?:\s+|[./-])${MONTH}(?:[\s./-]\d{2,4})?|${MONTH}\s+\d{1,2}(?:,?\s+\d{4})?)\b`,
  'iu',
);
const STATEMENT_WORDS =
  /(?<![\p{L}])(?:statement|transactions?|transaction summary|account activity|balance|debit|credit|saldo|kontoauszug|ums[aä]tze|buchungstag|relev[eé]|op[eé]rations|extracto|movimientos|extrato|movimentos|estratto conto|movimenti|afschrift|bij|af|mutasi|penyata|rekening|v[yý]pis|z[uů]statek|wyci[aą]g|ekstre(?:si)?|bakiye|kontoudtog|kontoutskrift|kontoutdrag|tiliote)(?![\p{L}])/iu;

/** The document lists dated payments under statement words: a statement, with no items. */
export function isStatement(lines: TextLine[], style: NumberStyle): boolean {
  let priced = 0;
  let dated = 0;
  let words = false;
  for (const line of lines) {
    if (!words && STATEMENT_WORDS.test(line.text)) words = true;
    if (!DATED_ROW.test(line.text)) continue;
    dated++;
    if (scanNumbers(line.text, style).some((t) => isMoney(t, style) || t.negative)) priced++;
  }
  // A row's amount may wrap onto the next line: three dated rows say as much as two priced ones.
  return words && (priced >= 2 || dated >= 3);
}
