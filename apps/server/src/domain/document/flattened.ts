/**
 * A till slip whose line breaks were lost (a scan read as one paragraph): its rows run together.
 * The rows are cut back apart where a till starts a new one: before a priced row "code qty unit
 * amount TAXCODE" (its name follows it, as the till printed it under the figures), after that
 * row's tax code, and before the words that open a summary, payment or header row.
 */

/** Long enough to be a whole slip, few enough breaks to be one paragraph. */
const MIN_FLAT_LENGTH = 200;
const MAX_FLAT_LINES = 3;

/** "EWT5 1.00 99.00 99.00 SR": an optional code, quantity, unit price, amount and tax code. */
const PRICED_ROW =
  /(?:(?<=\s)[A-Z0-9][\w/-]*\d[\w/-]*\s+)?(\d{1,4}(?:\.\d{1,3})?)\s+(\d{1,6}\.\d{2})\s+(\d{1,7}\.\d{2})\s+(?:SR|ZR|S|Z|E|N|T)(?=\s|$)/g;

/** Words that open a summary, payment, tax or header row on a till slip. */
const OPENER =
  'sub[- ]?total|total|rounding|cash|change|tender|paid|payment|disc(?:ount)?|gst|tax|service charge|tel|fax|date|time|cashier|counter|invoice|receipt|bill|thank|goods sold|qty|items? purchased|no\\.? of items|item\\s*#';
const BEFORE_OPENER = new RegExp(`(\\S*)\\s+(?=(?:${OPENER})(?![\\p{L}]))`, 'giu');
const ENDS_OPENER = new RegExp(`(?:^|[^\\p{L}])(?:${OPENER})\\W*$`, 'iu');

/** The word a till prints at the start of every sold row: "ITEM # 95555…". */
const ROW_OPENER = /(?<![\p{L}])item\s*#/giu;

export function isFlattened(text: string): boolean {
  if (text.length < MIN_FLAT_LENGTH) return false;
  const breaks = text.match(/\n/g)?.length ?? 0;
  return breaks < MAX_FLAT_LINES;
}

/**
 * Line breaks put back into a flattened slip whose priced rows carry tax codes; any other text is
 * returned unchanged (without those rows there is no sure place to cut).
 */
export function unfoldFlattened(text: string): string {
  if (!isFlattened(text)) return text;
  let priced = 0;
  const rows = text.replace(PRICED_ROW, (row, qty: string, unit: string, amount: string) => {
    if (!addsUp(Number(qty), Number(unit), Number(amount))) return row;
    priced++;
    return `\n${row}\n`;
  });
  // Without tax codes, a slip whose rows each open with the same word ("ITEM # …") is cut there.
  const opened = text.match(ROW_OPENER)?.length ?? 0;
  if (priced === 0 && opened < 2) return text;
  return (
    rows
      // "TOTAL AMT INCL. GST", "TAX INVOICE": an opener right after another stays on its row.
      .replace(BEFORE_OPENER, (gap, word: string) => (ENDS_OPENER.test(word) ? gap : `${word}\n`))
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 0)
      .join('\n')
  );
}

function addsUp(qty: number, unit: number, amount: number): boolean {
  return qty > 0 && Math.abs(qty * unit - amount) <= 0.011 * Math.max(1, amount);
}
