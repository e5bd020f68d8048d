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
/**
 * A row that opens with its date: "05 Jul 2025", "07/07/2025", "2025-07-07", "Jul 5", "03/MAR",
 * and the year-first dates of Central Europe and East Asia ("2025.07.07.", "2025/07/07").
 */
const DATED_ROW = new RegExp(
  String.raw`^\s*(?:\d{4}[./-]\d{1,2}[./-]\d{1,2}\.?|\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?|\d{1,2}(?:\s+|[./-])${MONTH}(?:[\s./-]\d{2,4})?|${MONTH}\s+\d{1,2}(?:,?\s+\d{4})?)\b`,
  'iu',
);
const STATEMENT_WORDS =
  /(?<![\p{L}])(?:statement|transactions?|transaction summary|account activity|balance|debit|credit|saldo|kontoauszug|ums[aä]tze|buchungstag|relev[eé]|op[eé]rations|extracto|movimientos|extrato|movimentos|estratto conto|movimenti|afschrift|bij|af|mutasi|penyata|rekening|v[yý]pis|z[uů]statek|wyci[aą]g|ekstre(?:si)?|bakiye|kontoudtog|kontoutskrift|kontoutdrag|tiliote|i[sš]ra[sš]as|likutis|izraksts|atlikums|v[aä]ljav[oõ]te|извлечение|выписка|виписка|sz[aá]mlakivonat|egyenleg|υπόλοιπο|sao kê|số dư)(?![\p{L}])/iu;

/** Rows whose balance moves by their own amount, in a row, that make a statement in any tongue. */
const RUNNING_ROWS = 2;

/** Whether two amounts are the same money, to the cent. */
const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.011;

/**
 * A statement prints a running balance: each dated row's last amount is the row above's last
 * amount moved by the row's own amount ("-52,17   3 132,33" under "3 184,50"). No till, order or
 * list adds its lines up like that, so this tells a statement whatever its language's words.
 */
function runsABalance(dated: number[][]): boolean {
  let running = 0;
  for (let k = 1; k < dated.length; k++) {
    const above = dated[k - 1]!.at(-1);
    const row = dated[k]!;
    const balance = row.at(-1);
    const moved =
      above !== undefined &&
      balance !== undefined &&
      row.length >= 2 &&
      row.slice(0, -1).some((amount) => same(Math.abs(balance - above), amount));
    running = moved ? running + 1 : 0;
    if (running >= RUNNING_ROWS) return true;
  }
  return false;
}

/** The document lists dated payments under statement words: a statement, with no items. */
export function isStatement(lines: TextLine[], style: NumberStyle): boolean {
  let priced = 0;
  let words = false;
  const dated: number[][] = [];
  for (const line of lines) {
    if (!words && STATEMENT_WORDS.test(line.text)) words = true;
    const date = DATED_ROW.exec(line.text);
    if (!date) continue;
    const amounts = scanNumbers(line.text.slice(date[0].length), style).filter(
      (t) => isMoney(t, style) || t.negative,
    );
    dated.push(amounts.map((t) => t.value));
    if (scanNumbers(line.text, style).some((t) => isMoney(t, style) || t.negative)) priced++;
  }
  if (runsABalance(dated)) return true;
  // A row's amount may wrap onto the next line: three dated rows say as much as two priced ones.
  return words && (priced >= 2 || dated.length >= 3);
}
