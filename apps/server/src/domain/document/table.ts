/**
 * Tables: delimited text (CSV/TSV/semicolons, with quoting, header or not), pipe and markdown
 * tables, and whitespace-aligned columns with a header. Finds the table, its column roles and
 * reads each row into an entry.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { cutOverflow, headerCellsByRows, headerStarts } from './aligned-header.js';
import { headerGoesOnBelow } from './stacked-header.js';
import {
  contentRoles,
  describedName,
  headerRole,
  headerRoles,
  type ColumnRole,
} from './columns.js';
import { columnCondition } from './conditions.js';
import { normaliseLocation } from './locations.js';
import type { NumberStyle } from './numbers.js';
import { agrees } from './quantity.js';
import { isCodeOnly } from './receipt-rows.js';
import { UNIT_PRICE_FIELD } from './line-parts.js';
import { partPairedColumns } from './paired-header.js';
import { apartGluedTitles } from './glued-titles.js';
import type { Candidate, TextLine } from './types.js';

export interface TableSpec {
  split: (line: string) => string[];
  /** Index of the header line, or -1. */
  header: number;
  roles: ColumnRole[];
  width: number;
}

/** Splits one line of delimited text; double quotes protect delimiters and "" is a quote. */
export function splitDelimited(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

const splitPipe = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
const splitAligned = (line: string): string[] => line.trim().split(/\s{2,}|\t/);
const PIPE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

const SPLITTERS: Array<{
  test: (l: string) => boolean;
  split: (l: string) => string[];
  aligned?: boolean;
}> = [
  { test: (l) => l.includes('\t'), split: (l) => splitDelimited(l, '\t') },
  { test: (l) => l.includes('|'), split: splitPipe },
  { test: (l) => l.includes(';'), split: (l) => splitDelimited(l, ';') },
  { test: (l) => l.includes(','), split: (l) => splitDelimited(l, ',') },
  { test: (l) => /\S\s{2,}\S/.test(l), split: splitAligned, aligned: true },
];

/**
 * "No. 品名・銘柄", "Sıra Mal / Hizmet": a row number's label one space before the next header
 * word is a cell of its own.
 */
const GLUED_ROW_LABEL = /^(#|no\.?|nr\.?|pos\.?|n[º°]|s[ıi]ra|lp\.)\s(\S.*)$/iu;

function apartRowLabel(cells: string[]): string[] {
  const glued = GLUED_ROW_LABEL.exec(cells[0] ?? '');
  return glued && headerRole(glued[2]!) ? [glued[1]!, glued[2]!, ...cells.slice(1)] : cells;
}

/** "Nr. Denumire": the name's header after a row number's label, in one cell. */
function nameAfterRowLabel(cell: string): string | null {
  const rest = GLUED_ROW_LABEL.exec(cell)?.[2];
  return rest && headerRole(rest) === 'name' ? rest : null;
}

/** The document's table, if it has one. */
export function findTable(lines: TextLine[], style: NumberStyle): TableSpec | null {
  const nonEmpty = lines.filter((l) => l.text.trim() && !PIPE_RULE.test(l.text));
  for (const splitter of SPLITTERS) {
    const rows = nonEmpty.filter((l) => splitter.test(l.text));
    if (rows.length < 2) continue;
    for (let i = 0; i < Math.min(lines.length, 40); i++) {
      const text = lines[i]!.text;
      if (!splitter.test(text)) continue;
      const found = splitter.aligned
        ? apartGluedTitles(apartRowLabel(splitter.split(text)), headerRole)
        : splitter.split(text);
      if (found.length < 2) continue;
      const foundRoles = headerRoles(found);
      if (splitter.aligned && headerGoesOnBelow(lines, i, splitter.split)) continue;
      if (foundRoles && (foundRoles.includes('name') || !splitter.aligned)) {
        const placed = splitter.aligned ? placedColumns(text, lines.slice(i + 1, i + 30)) : null;
        const paired = splitter.aligned
          ? partPairedColumns(
              placed?.cells ?? found,
              lines.slice(i + 1, i + 30).map((l) => (placed?.split ?? splitter.split)(l.text)),
              placed?.split ?? splitter.split,
            )
          : null;
        const cells = paired?.cells ?? placed?.cells ?? found;
        const split = paired?.split ?? placed?.split ?? splitter.split;
        // "Nr. Denumire" left one cell by its rows ("1. Sofa"): the name's column, its number glued.
        const named = cells.map((c) => nameAfterRowLabel(c) ?? c);
        const roles = placed || paired ? (headerRoles(named) ?? foundRoles) : foundRoles;
        return {
          split,
          header: i,
          roles: describedName(
            cells,
            refine(roles, lines, i, split),
            lines.slice(i + 1, i + 30).map((l) => split(l.text)),
          ),
          width: cells.length,
        };
      }
    }
    if (splitter.aligned) continue;
    // No header: the same number of cells on most lines, with a numeric column; commas and
    // semicolons only when they do not also write sentences or decimals ("1,05", "coffee, tea").
    if (!splitter.aligned && rows.some((l) => !cleanlyDelimited(l.text, splitter.split))) continue;
    const widths = rows.map((l) => splitter.split(l.text).length).filter((w) => w >= 2);
    const width = mode(widths);
    const same = rows.filter((l) => splitter.split(l.text).length === width);
    if (width >= 2 && same.length >= 3 && same.length >= nonEmpty.length * 0.6) {
      const roles = contentRoles(
        same.map((l) => splitter.split(l.text)),
        style,
      );
      if (roles.includes('name') && roles.some((r) => r === 'unit' || r === 'quantity')) {
        return { split: splitter.split, header: -1, roles, width };
      }
    }
  }
  return null;
}

/**
 * An aligned header's cells as its rows place them, and a split that cuts a row whose cell ran
 * into the next column; null when the header's own cells already read the rows.
 */
function placedColumns(
  header: string,
  below: TextLine[],
): { cells: string[]; split: (line: string) => string[] } | null {
  const cells = apartGluedTitles(
    headerCellsByRows(
      header,
      below.map((l) => l.text),
    ) ?? splitAligned(header),
    headerRole,
  );
  const starts = headerStarts(header, cells);
  if (starts.some((s) => s < 0)) return null;
  return {
    cells,
    split: (line) => {
      const read = splitAligned(line);
      return read.length === cells.length - 1 ? (cutOverflow(line, starts) ?? read) : read;
    },
  };
}

function cleanlyDelimited(line: string, split: (l: string) => string[]): boolean {
  const unquoted = line.replace(/"(?:[^"]|"")*"/g, '""');
  if (/[,;]\s/.test(unquoted)) return false;
  // "LAIT 1L 1,05", "£12,500" or "1 699,00 €" split at their decimal or thousands mark: a cell
  // ending in a digit meets one starting with a digit, and one of them also holds words.
  const cells = split(line);
  return !cells.some((cell, k) => {
    const prev = cells[k - 1];
    if (k === 0 || prev === undefined || !/\d$/.test(prev) || !/^\d/.test(cell)) return false;
    return /[^\d.,\s]/.test(prev) || /[^\d.,\s]/.test(cell);
  });
}

function mode(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** "Jumlah" is an amount in one table and a count in another: small whole numbers are counts. */
function refine(
  roles: ColumnRole[],
  lines: TextLine[],
  header: number,
  split: (l: string) => string[],
): ColumnRole[] {
  const rows = lines.slice(header + 1, header + 30).map((l) => split(l.text));
  const priced = roles.some((r) => r === 'unit' || r === 'total' || r === 'value');
  if (!priced) return withAmountColumn(roles, rows);
  if (roles.includes('quantity')) return roles;
  return roles.map((role, c) => {
    if (
      role !== 'total' ||
      roles.filter((r) => r === 'total' || r === 'unit' || r === 'value').length < 2
    ) {
      return role;
    }
    const cells = rows.map((r) => r[c] ?? '').filter(Boolean);
    const counts = cells.every((x) => /^\d{1,3}$/.test(x.trim()));
    return counts && cells.length > 0 ? 'quantity' : role;
  });
}

/** An amount as a cell holds it: "6,850.00", "£ 1.299,00", "CHF 8'900.00". */
const AMOUNT_CELL =
  /^[^\p{L}\d]{0,3}(?:\p{Lu}{1,3}\$?\s?)?\d[\d.,' ]*[.,]\d{2}\s?[^\p{L}\d]{0,3}$/u;

/**
 * A header that names no price ("Valuation (£)", "Cover"): the rightmost column whose header is
 * unknown and whose rows hold amounts is the value of each row's thing.
 */
function withAmountColumn(roles: ColumnRole[], rows: string[][]): ColumnRole[] {
  const full = rows.filter((r) => r.length === roles.length);
  for (let c = roles.length - 1; c >= 0; c--) {
    if (roles[c] !== 'other' || full.length === 0) continue;
    const amounts = full.filter((r) => AMOUNT_CELL.test(r[c]!.trim())).length;
    if (amounts >= Math.max(2, full.length * 0.6))
      return roles.map((r, k) => (k === c ? 'value' : r));
  }
  return roles;
}

/** "2 x ", "3× ": a count and a times sign opening a name cell. */
const COUNT_BEFORE_NAME = /^\s*(\d{1,3})\s?[x×]\s+(?=\p{L})/u;

/** One table row as an entry, or null when the row does not read as one (left to the line reader). */
/** A price one space after a name ("… BLIK 6,49"), with two decimals. */
const UNIT_PRICE_AFTER_NAME = /(?<=\p{L}\S*)\s(\d{1,5}[.,]\d{2})$/u;

export function readRow(
  cells: string[],
  spec: TableSpec,
  style: NumberStyle,
  location: string | null,
  line: TextLine,
): Candidate | null {
  const at = (role: ColumnRole): string => {
    const k = spec.roles.indexOf(role);
    return k >= 0 ? (cells[k] ?? '').trim() : '';
  };
  // "2 x SUPPLÌ": with no count column a till writes the count and a times sign before the name.
  const counted = spec.roles.includes('quantity') ? null : COUNT_BEFORE_NAME.exec(at('name'));
  // "Σουβλάκι 3 τεμ.": the stop that closes a short unit word is no part of the name.
  let name = (counted ? at('name').slice(counted[0].length) : at('name'))
    .replace(/(?<=\s\p{L}{1,4})\.$/u, '')
    // "1. Sofa, grey": with no row column of its own, the row's number is glued to the name.
    .replace(spec.roles.includes('row') ? /^(?!)/u : /^\d{1,3}[.)]\s+(?=\p{L})/u, '');
  // "TP-24", "1355": a till's article code in the name column; its name is on the next line.
  // "Stückpreis € 12,50": the entry's fields under its name, which is on the line above.
  if (!/\p{L}{2,}/u.test(name) || isCodeOnly(name) || UNIT_PRICE_FIELD.test(name)) return null;
  const amount = (cell: string): number | null => {
    const tokens = scanNumbers(cell, style).filter((t) => !t.percent);
    const t = tokens.find((x) => isMoney(x, style)) ?? tokens[0];
    return t && !t.negative ? t.value : null;
  };
  const count = counted
    ? Number(counted[1])
    : (scanNumbers(at('quantity'), style)[0]?.value ?? null);
  let quantity = count !== null && Number.isInteger(count) && count >= 1 ? count : 1;
  let unit = amount(at('unit')) ?? amount(at('value'));
  let total = amount(at('total'));
  // "HEINEKEN 6X33CL BLIK 6,49 | 12,98" under "Qty 2": a misaligned print pushed the unit price
  // into the name's cell, and the price column holds the line's total.
  const pushed = UNIT_PRICE_AFTER_NAME.exec(name);
  const pushedUnit = pushed ? amount(pushed[1]!) : null;
  if (pushed && pushedUnit && unit !== null && total === null && quantity > 1) {
    if (agrees(quantity * pushedUnit, unit)) {
      name = name.slice(0, pushed.index).trim();
      total = unit;
      unit = pushedUnit;
    }
  }
  if (unit === null && total !== null) {
    unit = total / quantity;
  } else if (unit !== null && total !== null && !agrees(quantity * unit, total)) {
    if (count !== null) {
      if (agrees(unit, total) && quantity > 1) quantity = 1;
    } else return null;
  }
  // With no line-total column the price column may hold either: the printed total settles it.
  const details = [
    at('category'),
    at('model') && `Model: ${at('model')}`,
    at('serial') && `Serial: ${at('serial')}`,
    at('notes'),
  ].filter((d): d is string => Boolean(d));
  quantity = Math.round(quantity);
  return {
    text: name,
    quantity,
    unit,
    total,
    // The one amount beside a written count is the unit's or the line's: the total decides.
    ambiguous: counted !== null && total === null && unit !== null && quantity > 1,
    approximate: false,
    brand: at('brand') || null,
    location: (at('room') && normaliseLocation(at('room'))) || location,
    condition: columnCondition(at('condition')),
    details,
    source: 'list',
    line: line.text.trim(),
    confidence: line.confidence,
    exactName: true,
  };
}
