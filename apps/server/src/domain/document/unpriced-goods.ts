/**
 * Documents that list goods without prices: a gift receipt, a packing slip, a delivery note. They
 * name themselves in their heading and print one row per article: its article code, its name and
 * perhaps its counts ("704.114.14   Chest of drawers, white   1   3"). Each row is a belonging
 * with no value; a gift receipt prints one row per unit, so the same row twice is two of it.
 */
import { headerRole } from './columns.js';
import { UNIT_ONLY } from './line-parts.js';
import { fold } from '../words/fold.js';
import type { Candidate, TextLine } from './types.js';
import { unpricedCandidate } from './unpriced-candidate.js';

/** The heading of a document that lists goods but never their prices. */
const UNPRICED_TITLE =
  /(?<![\p{L}])(?:gift receipt|gift slip|packing (?:slip|list|note)|delivery (?:note|slip)|dispatch note|lieferschein|packzettel|geschenk(?:beleg|quittung)|bon de livraison|bordereau de livraison|ticket cadeau|albaran|nota de entrega|ticket regalo|guia de remessa|pakbon|leveringsbon|documento di trasporto|bolla di consegna|scontrino (?:di )?cortesia|foljesedel|packsedel|presentkvitto|pakkseddel|folgeseddel|gavekvittering|guia de remision|nota de remision|remito|guia de despacho|nota de remessa|bolla di accompagnamento|leveranssedel|waybill|consignment note|delivery docket|dodaci list|dodaci list|sevk irsaliyesi|irsaliye|warranty card|guarantee card|garantiekarte|garantieschein|carte de garantie|certificado de garantia|tarjeta de garantia|certificato di garanzia|garantiebewijs|ใบรับประกัน)(?![\p{L}])/u;

/** An article code, its name, then perhaps count columns: "211-11-0392  Insulated bottle  2". */
const CODE_ROW =
  /^\s*(?:\d[\d./-]{2,}\d|[A-Z]{0,3}\d{4,})\s{2,}(\S(?:.*?\S)?)((?:\s{2,}\d{1,3})*)\s*$/u;

/**
 * A count first, then the name and perhaps its code columns: "1.00  Fridge Acme X-200  ACM-X200
 * 7861234567890". The count may carry empty decimals; a code holds a digit or is in capitals.
 */
const COUNT_FIRST_ROW =
  /^\s*(\d{1,3})(?:[.,]0{1,3})?\s+(\p{L}.*?\S)((?:\s{2,}(?:[\p{L}\d]\S*\d\S*|\p{Lu}[\p{Lu}\d./-]{2,}))*)\s*$/u;

/**
 * A row number, the name, then the count, perhaps with its unit, closing the row ("3   Oak bench
 * 120 cm   2  pcs", "2   Dining chair   6"): the count is the one closing the row, the first
 * number only counts the rows. Without a unit, the first numbers must run 1, 2, 3… to be sure.
 */
const NUMBERED_ROW =
  /^\s*(\d{1,3})[.)]?\s+(\p{L}.*?\S)\s{2,}(\d{1,4})(?:[.,]0{1,3})?(?:\s+(\p{L}{1,8}\.?))?\s*$/u;

/** A photographed page's stray mark at either end of a row ("| 6  Dinner set …", "… 1 Set '"). */
const STRAY_MARKS = /^(\s*)['`·|~°‚"¦]\s+|\s+['`·|~°‚"¦]\s*$/g;

/**
 * A warranty card's row: the product's name, then its serial number in a column of its own
 * ("Rice cooker Acme RC-10 1 litre      AC12345678").
 */
const NAME_SERIAL_ROW = /^\s*(\p{L}[^:]*?\S)\s{2,}[A-Z]{0,5}\d{6,}[A-Z]?\s*$/u;

/** A row of an article code and its count only, its name on the line above. */
const CODE_AND_COUNT =
  /^\s*(?:\d[\d./-]{2,}\d|[A-Z]{0,3}\d{4,})\s{2,}(?:qty|quantity|menge|anz|antal|aantal|qt[ée]|cant|qtd|qta)\.?\s*:?\s*(\d{1,3})\s*$/iu;

/**
 * A price closing a line ("12.99", "4,50 €", and in a currency of whole units "1,250", "12.500",
 * "45 000 ₩"): the document prices its goods after all.
 */
const PRICE =
  /(?:\d[.,]\d{2}(?!\d)|(?<![\d.,])\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?![\d.,]))\s*(?:\p{Sc}|[A-Z]{3})?\s*$/u;

/** A telephone field ("Teléfono: 6XX XX1 407") ends in figures that are no price. */
const PHONE =
  /(?<![\p{L}])(?:tel|tel[eé]fono|telefone|phone|fax|m[oó]vil|mobile|cell|tlf|gsm|whatsapp)(?![\p{L}])/iu;

/** Only the first lines hold the document's heading. */
const HEAD_LINES = 8;

export function readUnpricedGoods(lines: TextLine[]): Candidate[] | null {
  const titled = lines.slice(0, HEAD_LINES).some((l) => UNPRICED_TITLE.test(fold(l.text)));
  if (!titled || lines.some((l) => PRICE.test(l.text) && !PHONE.test(l.text))) return null;
  const rows: Array<{
    line: TextLine;
    name: string;
    counts: Array<{ value: number; at: number }>;
  }> = [];
  const counting = rowNumbersCount(lines);
  lines.forEach((printed, k) => {
    const text = printed.text.replace(STRAY_MARKS, '$1');
    const line = text === printed.text ? printed : { ...printed, text };
    const numbered = NUMBERED_ROW.exec(line.text);
    const unit = numbered?.[4];
    if (numbered && (unit ? UNIT_ONLY.test(unit) : counting) && /\p{L}{2,}/u.test(numbered[2]!)) {
      rows.push({ line, name: numbered[2]!, counts: [{ value: Number(numbered[3]), at: -1 }] });
      return;
    }
    // "LEGO City fire truck" / "  211-11-0392   QTY 2": the name above its code and count.
    const counted = CODE_AND_COUNT.exec(line.text);
    const above = lines[k - 1]?.text.trim() ?? '';
    if (counted && /\p{L}{2,}/u.test(above) && !CODE_ROW.test(lines[k - 1]!.text)) {
      rows.push({
        line: lines[k - 1]!,
        name: above,
        counts: [{ value: Number(counted[1]), at: -1 }],
      });
      return;
    }
    const first = CODE_ROW.test(line.text) ? null : COUNT_FIRST_ROW.exec(line.text);
    if (first && /\p{L}{2,}/u.test(first[2]!)) {
      rows.push({ line, name: first[2]!, counts: [{ value: Number(first[1]), at: -1 }] });
      return;
    }
    const m = CODE_ROW.exec(line.text);
    const serial = m ? null : NAME_SERIAL_ROW.exec(line.text);
    if (serial && /\p{L}{2,}/u.test(serial[1]!)) {
      rows.push({ line, name: serial[1]!, counts: [] });
      return;
    }
    if (!m || !/\p{L}{2,}/u.test(m[1]!)) return;
    const countsAt =
      line.text.length - m[2]!.length - (line.text.length - line.text.trimEnd().length);
    const counts = [...m[2]!.matchAll(/\d{1,3}/g)].map((c) => ({
      value: Number(c[0]),
      at: countsAt + c.index! + c[0].length,
    }));
    rows.push({ line, name: m[1]!, counts });
  });
  if (rows.length === 0) return null;
  const countEnd = quantityColumnEnd(lines, rows[0]!.line);
  const byRow = new Map<string, Candidate>();
  for (const row of rows) {
    const quantity = countOf(row.counts, countEnd);
    const key = fold(row.line.text.trim());
    const same = byRow.get(key);
    if (same) {
      same.quantity += quantity;
      continue;
    }
    byRow.set(key, unpricedCandidate(row.name, quantity, row.line, { exactName: true }));
  }
  return [...byRow.values()];
}

/** The numbers opening the numbered rows run 1, 2, 3…: they count the rows, not the goods. */
function rowNumbersCount(lines: TextLine[]): boolean {
  const firsts = lines.flatMap((l) => {
    const m = NUMBERED_ROW.exec(l.text.replace(STRAY_MARKS, '$1'));
    return m ? [Number(m[1])] : [];
  });
  return firsts.length >= 2 && firsts.every((n, k) => n === k + 1);
}

/** Where the header's count word ("Qty", "Antal", "Menge") ends, or -1 without one. */
function quantityColumnEnd(lines: TextLine[], firstRow: TextLine): number {
  const at = lines.indexOf(firstRow);
  const header = lines
    .slice(Math.max(0, at - 3), at)
    .reverse()
    .find((l) => l.text.trim());
  if (!header) return -1;
  for (const word of header.text.matchAll(/\S+/g)) {
    if (headerRole(word[0]) === 'quantity') return word.index! + word[0].length;
  }
  return -1;
}

/** The count under the header's count word (counts are right-aligned), else the first one. */
function countOf(counts: Array<{ value: number; at: number }>, countEnd: number): number {
  if (counts.length === 0) return 1;
  const nearest =
    countEnd < 0
      ? counts[0]!
      : counts.reduce((best, c) =>
          Math.abs(c.at - countEnd) < Math.abs(best.at - countEnd) ? c : best,
        );
  return Math.max(1, nearest.value);
}
