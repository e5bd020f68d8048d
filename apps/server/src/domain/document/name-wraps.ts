/**
 * Where a receipt's or an order's name wraps onto the next line: the line below a name with no
 * amounts either continues that name or starts the next entry.
 */
import { isColumnWordsLine } from './column-words-line.js';
import { opensWithTaxClass } from './tax-class-marks.js';
import type { Pending } from './types.js';

/** A name spans at most this many lines. */
const MAX_PARTS = 3;

/**
 * The next name-only line continues the waiting name when it sits at the name's indent (among
 * the entries, or in a block a blank line opened whose first line ran to its full width: above
 * the entries, consecutive lines are the shop's header) or exactly under the column where the
 * name starts ("SKU 661207  LG 27GR93U" /
 * "            IPS GAMING MONITOR").
 */
export function continuesName(
  pending: Pending | null,
  next: { raw: string; indent: number },
  among: boolean,
): boolean {
  if (!pending || pending.parts >= MAX_PARTS) return false;
  if (opensWithTaxClass(next.raw)) return false;
  const above = pending.line.split('\n').at(-1)!.trimEnd();
  if (next.indent > pending.indent + 2) return alignedUnderColumn(above, next.indent);
  if (among || NUMBERED_ENTRY.test(above)) return true;
  // Before any entry, only a line cut where it was full ("ITEM 2" is a label above its text).
  return pending.opensBlock === true && above.length >= next.raw.trimEnd().length;
}

/** A row number and an article code open the line: "1. 5000-0003 PHOTOCOPY A4", an entry's. */
const NUMBERED_ENTRY = /^\s*\d{1,3}[.)]\s+\p{Lu}{0,4}[\d][\d-]{3,}\s+\p{L}/u;

/** An article code before the name: "000401226573", "SKU 661207", "ART-5521". */
const LEADING_CODE = /^\s*(?:\p{Lu}{1,4}[\s#:-]*)?\d[\d-]{3,}$/u;

/**
 * A row number, then a barcode, then the name ("006 7891234567895 SABAO EM PO"), as a Brazilian
 * NFC-e prints its entries: the lines under it start at the barcode's column.
 */
const ROW_NUMBER = /^\s*\d{1,3}$/;
const ROW_AND_BARCODE = /^\s*\d{1,3}\s+\d{8,14}\s+\p{L}/u;

/**
 * The indent is where a column of the line above starts: after a gap of two or more spaces, or
 * after the article code that opens the line ("000401226573 WERNER 6FT" / "             LADDER").
 */
export function alignedUnderColumn(above: string, indent: number): boolean {
  for (const gap of above.matchAll(/\S(\s+)(?=\S)/g)) {
    const start = gap.index + 1 + gap[1]!.length;
    if (start !== indent) continue;
    const opening = above.slice(0, gap.index + 1);
    if (gap[1]!.length >= 2 || LEADING_CODE.test(opening)) return true;
    if (ROW_NUMBER.test(opening) && ROW_AND_BARCODE.test(above)) return true;
  }
  return false;
}

/** A name that starts on this line, the line's number kept (a name may end the entry above). */
export function newName(
  text: string,
  indent: number,
  raw: string,
  opensBlock: boolean,
  start: number,
): Pending {
  return { text, indent, line: raw, parts: 1, opensBlock, start };
}

/** The waiting name with the next line added to it. */
export function extendedName(pending: Pending, name: string, raw: string): Pending {
  return {
    ...pending,
    text: `${pending.text} ${name}`,
    line: `${pending.line}\n${raw}`,
    parts: pending.parts + 1,
  };
}

/** A name line ending this close to the amount column was cut there for lack of room. */
const CUT_MARGIN = 4;

/**
 * The waiting name begins the priced line below it: that line is indented under it, or, on a
 * receipt, starts at the same place while the name ran up to the amount column, wrapped for lack
 * of room ("Bosch Serie 6 WGG254Z0GB 10kg" / "Washing Machine      £549.00").
 */
export function namesEntry(
  pending: Pending | null,
  indent: number,
  receipt: boolean,
  priced: { raw: string; amountStart: number; among: boolean },
): boolean {
  if (!pending) return false;
  // Above the entries, a line of column words heads them: it begins no entry's name.
  if (!priced.among && pending.line.split('\n').some(isColumnWordsLine)) return false;
  if (indent > pending.indent) return true;
  if (!receipt || indent !== pending.indent) return false;
  // Above the entries, consecutive lines are the shop's header unless a blank line set them apart.
  if (!priced.among && !pending.opensBlock) return false;
  // Only a column set apart by spaces says where the names had to stop.
  if (!/\S\s{2,}$/.test(priced.raw.slice(0, priced.amountStart))) return false;
  // One name cell: no column gaps, no "Label:" inside, not a row of stars or dashes.
  const above = pending.line.split('\n').at(-1)!.trimEnd();
  if (/\S\s{2,}\S|:|[*=#_~]{2}/.test(above.trim())) return false;
  return above.length >= priced.amountStart - CUT_MARGIN;
}

/**
 * A row continues the text line above it when that line stops mid-name, on a dash, a comma or
 * an ampersand, or when the row opens on a dash or a lowercase word ("- Black  1  € 89,99").
 */
export function continuesAbove(aboveRaw: string, rowRaw: string): boolean {
  return /[-–,&+/]\s*$/.test(aboveRaw) || /^\s*(?:[-–]\s|\p{Ll})/u.test(rowRaw);
}
