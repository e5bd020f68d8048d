/**
 * The document extractor: structure first, then lines. It bounds the input, infers the currency
 * and decimal convention from the whole document, strips e-mail headers, reads a key–value form
 * as one item, reads tables by their column roles and everything else line by line, settles
 * ambiguous quantities against the printed subtotal or total, and builds named items.
 */
import { columnCondition } from './conditions.js';
import { withShapedBrands } from './brand-shapes.js';
import { isMoney, scanNumbers } from './amounts.js';
import { detectCurrency } from './currency.js';
import { readBundle } from './bundle.js';
import { bundledThings } from './bundle-lines.js';
import { readForms } from './form.js';
import { readUnpricedGoods } from './unpriced-goods.js';
import { MAX_ITEMS, TIME_BUDGET_MS, boundedLines, lineFromWords } from './guard.js';
import { documentDate } from './document-date.js';
import { unfoldFlattened } from './flattened.js';
import { withCurrencySigns } from './currency-marks.js';
import { splitGluedRows } from './glued-rows.js';
import { beforeSignOff } from './sign-off.js';
import { withoutChatTalk } from './chat-turns.js';
import { withoutStampedTurns } from './stamped-turns.js';
import { joinWrappedFees } from './wrapped-fees.js';
import { joinWrappedRows } from './wrapped-rows.js';
import { joinNamesUnderCodedRows } from './coded-rows.js';
import { joinFiguresUnderNames } from './figures-under-names.js';
import { joinNamesUnderTaxCodeRows } from './tax-code-first-rows.js';
import { withTaxCodesAtEnd } from './tax-code-prefix.js';
import { joinServingLines } from './serving-lines.js';
import { joinHangingBullets } from './bullet-wraps.js';
import { countsUnderTheirLine } from './count-above.js';
import { pricesUnderRatedNames } from './rated-price-lines.js';
import { countsUnderNames } from './count-first.js';
import { withoutArticleNumbers } from './article-fields.js';
import { withoutCatalogueNumbers } from './catalogue-numbers.js';
import { pairColumnBlocks } from './column-blocks.js';
import { withoutPremiumColumns } from './premium-columns.js';
import { countsBeforeTotals } from './vat-count-columns.js';
import { countUnitRateRows } from './count-unit-rate-columns.js';
import { withoutTaxSummaryRows } from './tax-summary-rows.js';
import { withoutDangerousGoodsNotes } from './dangerous-goods-notes.js';
import { withJoinedDecimals } from './split-decimals.js';
import { withDiscountedUnitRowsRead } from './discounted-unit-rows.js';
import { withArticleCountRowsRead } from './article-count-rows.js';
import { withCountedRowWrapsJoined } from './counted-row-wraps.js';
import { withoutRatesBeforeCurrency } from './rate-before-currency.js';
import { withTaxClassMarksRead } from './tax-class-marks.js';
import { buildItem } from './item-builder.js';
import { billedAsService } from './service-units.js';
import { joinFiguresUnderDescriptions } from './described-row-figures.js';
import { withoutNumberedNotes } from './numbered-notes.js';
import { withoutWeighedNotes } from './weighed-notes.js';
import { withoutRoughBoxCounts, withoutVolumeColumns } from './moving-lists.js';
import { isInsuredSchedule, keepScheduleNames } from './schedule-names.js';
import { KNOWN_LOCATIONS, numberedRoomHeading, titleCase } from './locations.js';
import { LineReader, SEPARATOR } from './line-reader.js';
import { nonItemKind } from './non-items.js';
import { inferNumberStyle, type NumberStyle } from './numbers.js';
import { agrees } from './quantity.js';
import { isTaxSummaryLine } from './receipt-rows.js';
import { isStatement } from './statement.js';
import { isCardSlip } from './card-slip.js';
import { withoutUnaccountedLine } from './total-decides.js';
import { withJapaneseCountLines } from './japanese-count-lines.js';
import { withNumberedEntriesMarked } from './numbered-entry-marks.js';
import { withoutBreakdown } from './breakdown-lines.js';
import { withFreeChoicesInEntries } from './free-lines.js';
import { findTable, readRow, type TableSpec } from './table.js';
import { sectionTitleOfRow } from './table-section-rows.js';
import { withoutNameLabels } from './named-field-rows.js';
import { withHalfWidthSigns } from './full-width-signs.js';
import { withoutEdgeBar } from './ocr-edge-marks.js';
import type { Candidate, ExtractOptions, Extraction, PrintedTotal, TextLine } from './types.js';

const MAIL_HEADER =
  /^\s*(?:from|to|cc|bcc|subject|date|sent|von|an|betreff|gesendet|de|para|asunto|objet|objeto|envoy[eé]|da|a|oggetto|inviato|van|aan|onderwerp|verzonden|dari|kepada|subjek|assunto|enviado|tarikh|re|fw|fwd|aw|sv|odp|fra|til|emne|ämne|från|till|od|temat)\s*:/i;
const GREETING =
  /^\s*[«“]?\s*(?:hello|hi|dear|hallo|liebe[rs]?|sehr geehrte[rs]?|bonjour|cher|ch[eè]re|madame|monsieur|hola|¡hola|estimad[oa]|ol[aá]|prezad[oa]|ciao|gentile|hoi|beste|geachte|halo|hai|yth|dzie[nń] dobry|cze[sś][cć]|witam|szanown[ya])(?![\p{L}])[^.!?]{0,40}[,!:]?\s*$/iu;

/** A line of the earlier message a reply quotes ("> Would you take £250?"): not this document's. */
const QUOTED = /^\s*>(?!>)/;

export function extractItems(input: string | TextLine[], options: ExtractOptions = {}): Extraction {
  const extraction = readItems(input, options);
  withShapedBrands(extraction.items);
  return extraction;
}

function readItems(input: string | TextLine[], options: ExtractOptions): Extraction {
  const unfolded = typeof input === 'string' ? unfoldFlattened(input) : input;
  const lines = boundedLines(unfolded).map((l) => ({
    ...l,
    text: withoutEdgeBar(withHalfWidthSigns(l.words ? lineFromWords(l) : l.text)),
  }));
  // Currency, number style and layout are decided from a sample: the head and the tail.
  const sample = lines.length > 600 ? [...lines.slice(0, 400), ...lines.slice(-200)] : lines;
  const text = sample.map((l) => l.text).join('\n');
  const currency = detectCurrency(text, options.currency ?? 'USD');
  const style = inferNumberStyle(text, currency);
  const body = layoutRepaired(
    withoutChatTalk(withoutStampedTurns(withCurrencySigns(lines, currency), style), style).filter(
      (l, k) =>
        !(k < 12 && MAIL_HEADER.test(l.text)) && !GREETING.test(l.text) && !QUOTED.test(l.text),
    ),
    style,
  );
  const empty: Extraction = {
    kind: 'none',
    items: [],
    total: null,
    store: null,
    locations: [],
    currency,
    totalsAgree: null,
    itemsSum: 0,
    paymentOnly: false,
    bundlePrice: null,
    purchaseDate: null,
  };

  if (isStatement(body, style) || isCardSlip(body, style)) return { ...empty, paymentOnly: true };

  const forms = readForms(body, style);
  if (forms) return finish(empty, forms, [], 'list');
  const unpriced = readUnpricedGoods(body);
  if (unpriced) return finish(empty, unpriced, [], 'list');

  const head = body.length > 600 ? [...body.slice(0, 400), ...body.slice(-200)] : body;
  const table = findTable(head, style);
  const schedule = isInsuredSchedule(head);
  const receipt = isReceipt(head, style);
  const reader = new LineReader({
    style,
    receipt,
    rowNumbers: hasRowNumbers(head, style),
    defaultLocation: options.defaultLocation ?? null,
  });
  const started = performance.now();
  // Rows read onto one line come apart; a table's own rows keep their places (its header's index).
  const rows = receipt ? (table ? body : splitGluedRows(body)) : beforeSignOff(body);
  const bundled = receipt ? new Map<number, Candidate[]>() : bundledThings(rows, style);
  for (let i = 0; i < rows.length; i++) {
    if (i % 64 === 63 && performance.now() - started > TIME_BUDGET_MS) break;
    const line = rows[i]!;
    // A table that repeats its header under each section's heading: the repeats are no rows.
    if (table && table.header >= 0 && line.text.trim() === head[table.header]!.text.trim())
      continue;
    const things = bundled.get(i);
    if (things) {
      for (const thing of things) reader.addRow(thing);
      continue;
    }
    if (receipt && isTaxSummaryLine(line.text, style)) continue;
    if (table && (table.header < 0 || i > table.header) && !/^\s*\|?\s*:?-{2,}/.test(line.text)) {
      const cells = tableCells(table, line.text);
      const title = sectionTitleOfRow(cells);
      if (title) {
        reader.feed({ ...line, text: title }, rows[i + 1]);
        continue;
      }
      if (cells.length === table.width) {
        const row = readRow(cells, table, style, reader.currentLocation, line);
        const above = row ? reader.nameAbove(line) : '';
        if (row && above) row.text = `${above} ${row.text}`;
        // Work or travel billed by its unit ("Montaj  serv  1") is a charge, whatever it is named.
        if (row && billedAsService(cells, table.roles)) {
          reader.charges += row.total ?? (row.unit ?? 0) * row.quantity;
          continue;
        }
        // A fee's row names its service outside the name column ("INSTWM  Installation Charges").
        const fee = row !== null && nonItemKind(line.text) === 'charge';
        if (row && !fee && !nonItemKind(row.text)) {
          reader.addRow(row);
          continue;
        }
      }
    }
    reader.feed(
      line,
      // The next line that says something: a rule of dashes under a heading says nothing.
      rows.slice(i + 1).find((l) => l.text.trim() && !SEPARATOR.test(l.text.trim())),
    );
  }
  if (schedule) keepScheduleNames(reader.candidates);
  const extraction = finish(
    empty,
    reader.candidates,
    reader.totals,
    receipt ? 'receipt' : 'list',
    reader.charges,
    reader.unitPriceColumn,
  );
  // A seller's message that prices several things as one: the things, the price on the bundle;
  // the listed things stay when the reader found more of them than the bundle's sentence names.
  const priced = extraction.items.filter((i) => i.value !== null).length;
  if (!receipt && priced <= 1) {
    const bundle = readBundle(body, style);
    if (bundle && bundle.items.length > priced && bundle.items.length > extraction.items.length) {
      const offered = finish(empty, bundle.items, [], 'list');
      return { ...offered, kind: 'prose', bundlePrice: bundle.price.value };
    }
  }
  const house = houseBrand(lines, extraction.items);
  if (house) for (const item of extraction.items) item.brand ??= house;
  return {
    ...extraction,
    purchaseDate: receipt ? documentDate(head, style) : null,
    store: reader.store ? titleCase(reader.store) : null,
    locations: reader.locations,
    paymentOnly: extraction.items.length === 0 && reader.paymentLines > 0,
  };
}

/**
 * A row's cells; a row that leaves its condition cell blank ("004  Bookcase, pine  1", "6  Boxes
 * of dishes  —") is still a whole row, its condition unsaid.
 */
function tableCells(table: TableSpec, text: string): string[] {
  const cells = table.split(text);
  const at = table.roles.indexOf('condition');
  const blankCondition =
    at >= 0 &&
    cells.length === table.width - 1 &&
    // Only a row: its count cell a count ("Meter readings: …   Water 1882 kl" is no row).
    cells.every((cell, k) => table.roles[k] !== 'quantity' || /^\d{1,4}$/.test(cell.trim()));
  if (!blankCondition) return cells;
  // "2  Bookcase  scratched": the row ends at its condition, its value left blank.
  if (at === cells.length - 1 && columnCondition(cells[at]!)) return [...cells, ''];
  if (at === table.width - 1) return [...cells, ''];
  // A condition column inside the row: the cells after it hold an amount or a dash for none.
  const after = cells.slice(at);
  const valued = after.every((cell) => /^(?:[—–-]|[^\p{L}]*\d[\d\s.,']*[^\p{L}]*)$/u.test(cell));
  return valued ? [...cells.slice(0, at), '', ...after] : cells;
}

/** Repairs of single lines and rows that need no number style, in the order they apply. */
const lineRepairs: Array<(lines: TextLine[]) => TextLine[]> = [
  withJoinedDecimals,
  withTaxClassMarksRead,
  withoutTaxSummaryRows,
  withoutDangerousGoodsNotes,
  withoutCatalogueNumbers,
  withoutNameLabels,
  withDiscountedUnitRowsRead,
  withArticleCountRowsRead,
  withCountedRowWrapsJoined,
  withoutRatesBeforeCurrency,
  withJapaneseCountLines,
  withNumberedEntriesMarked,
];

/**
 * Lines put back the way the document printed them: wrapped fees and rows, counts above names,
 * a serving line under its counted entry, and a name column read apart from its amount column.
 */
function layoutRepaired(lines: TextLine[], style: NumberStyle): TextLine[] {
  const counted = pricesUnderRatedNames(
    countsUnderTheirLine(
      withoutPremiumColumns(
        joinFiguresUnderDescriptions(
          withoutNumberedNotes(
            movingListRead(
              withoutWeighedNotes(
                rowsWithTheirNames(
                  lineRepairs.reduce((read, repair) => repair(read), lines),
                  style,
                ),
                style,
              ),
              style,
            ),
            style,
          ),
        ),
        style,
      ),
      style,
    ),
    style,
  );
  const rows = joinServingLines(
    joinHangingBullets(countUnitRateRows(countsBeforeTotals(counted))),
    style,
  );
  const joined = joinNamesUnderCodedRows(
    joinWrappedRows(joinWrappedFees(rows, style), style),
    style,
  );
  return pairColumnBlocks(countsUnderNames(withoutArticleNumbers(joined)), style);
}

/** Rows whose name and figures a till prints on lines of their own, put back on one line. */
const rowsWithTheirNames = (lines: TextLine[], style: NumberStyle): TextLine[] =>
  withTaxCodesAtEnd(joinNamesUnderTaxCodeRows(joinFiguresUnderNames(lines, style), style));

/** A mover's list: its volume figures and rough box counts are no values and no things. */
const movingListRead = (lines: TextLine[], style: NumberStyle): TextLine[] =>
  withoutRoughBoxCounts(withoutVolumeColumns(lines, style));

function finish(
  base: Extraction,
  candidates: Candidate[],
  totals: PrintedTotal[],
  kind: Extraction['kind'],
  charges = 0,
  unitPriceColumn = false,
): Extraction {
  const totalsAgree = settleQuantities(
    candidates,
    totals,
    kind === 'receipt' && !unitPriceColumn,
    charges,
  );
  // A till prints a price on every line it sells; its unpriced lines are notes and footers.
  const priced = kind === 'receipt' ? candidates.filter((c) => c.unit !== null) : candidates;
  const accounted =
    kind === 'receipt'
      ? withFreeChoicesInEntries(
          withoutUnaccountedLine(withoutBreakdown(priced, totals), totals, charges),
        )
      : priced;
  const items = withinPrintedTotal(accounted, totals)
    .flatMap((c) => buildItem(c) ?? [])
    .slice(0, MAX_ITEMS);
  const printed = totals.find((t) => t.kind === 'total') ?? totals.at(-1);
  return {
    ...base,
    kind: items.length === 0 ? 'none' : (items[0]?.source ?? kind),
    items,
    total: printed?.value ?? null,
    totalsAgree,
    itemsSum: Math.round(items.reduce((n, i) => n + (i.value ?? 0) * i.quantity, 0) * 100) / 100,
  };
}

/**
 * No line of a receipt costs more than the receipt: a larger "amount" is a phone number, a tax
 * id or a code read as money. A line above the printed total goes when the other lines add up to
 * a printed total (they corroborate it) or when it is absurdly larger; a misread total alone
 * never drops a priced line.
 */
function withinPrintedTotal(candidates: Candidate[], totals: PrintedTotal[]): Candidate[] {
  const printed = totals.filter((t) => t.kind === 'total').map((t) => t.value);
  if (printed.length === 0) return candidates;
  const ceiling = Math.max(...printed) * 1.05 + 0.01;
  const lineTotal = (c: Candidate): number =>
    c.total ?? (c.unit === null ? 0 : c.unit * c.quantity);
  const within = candidates.filter((c) => lineTotal(c) <= ceiling);
  if (within.length === candidates.length) return candidates;
  const sum = within.reduce((n, c) => n + lineTotal(c), 0);
  const corroborated = totals.some((t) => agrees(sum, t.value));
  return corroborated ? within : candidates.filter((c) => lineTotal(c) <= ceiling * 3);
}

/**
 * "2 Caesar Salad 28.00" and "Carte SD x2 32,99": the amount is the line total or the unit price.
 * The printed subtotal or total decides; without one, receipts print line totals and lists units.
 */
function settleQuantities(
  read: Candidate[],
  totals: PrintedTotal[],
  receipt: boolean,
  charges: number,
): boolean | null {
  // A line that names no thing ("…; the most paid for one thing 5 000 €") is in no sum of things.
  const candidates = read.filter((c) => nonItemKind(c.text) === null);
  const lineTotal = (c: Candidate, asTotal: boolean): number =>
    c.total ?? (c.unit === null ? 0 : c.ambiguous && asTotal ? c.unit : c.unit * c.quantity);
  const sum = (asTotal: boolean): number =>
    candidates.reduce((n, c) => n + lineTotal(c, asTotal), 0);
  const matches = (value: number): boolean =>
    totals.some(
      (t) => agrees(value, t.value) || (charges !== 0 && agrees(value + charges, t.value)),
    );
  // How far a sum is from the nearest printed figure: when both readings come within the
  // tolerance ("₹1,45,187" and "₹1,46,086" beside a grand total of "₹1,44,586"), the nearer wins.
  const gap = (value: number): number =>
    Math.min(
      ...totals.map((t) =>
        Math.min(Math.abs(value - t.value), Math.abs(value + charges - t.value)),
      ),
    );
  const ambiguous = candidates.filter((c) => c.ambiguous && c.unit !== null);
  let asTotal = receipt;
  if (ambiguous.length > 0) {
    const [lines, units] = [matches(sum(true)), matches(sum(false))];
    if (lines && units) asTotal = gap(sum(true)) <= gap(sum(false));
    else if (lines) asTotal = true;
    else if (units) asTotal = false;
    for (const c of ambiguous) {
      if (asTotal) {
        c.total = c.unit;
        c.unit = c.unit! / c.quantity;
      }
      c.ambiguous = false;
    }
  }
  if (totals.length === 0 || candidates.length === 0) return null;
  if (matches(sum(false))) return true;
  // "Flask 1000 ml   2   ₹1,158": an unmarked amount beside a count may be the line's price;
  // when reading it so makes the items add up to the printed total, it is.
  const unmarked = candidates.filter(
    (c) => c.quantity > 1 && c.total === null && c.unit !== null && !c.unitMarked,
  );
  const asLinePrices = sum(false) - unmarked.reduce((n, c) => n + c.unit! * (c.quantity - 1), 0);
  if (unmarked.length > 0 && matches(asLinePrices)) {
    for (const c of unmarked) {
      c.total = c.unit;
      c.unit = c.unit! / c.quantity;
    }
    return true;
  }
  return false;
}

/** Stores that sell their own brand: a receipt or order from them names the items' brand. */
const HOUSE_BRANDS = ['IKEA', 'Muji', 'Decathlon', 'Uniqlo', 'Nitori', 'Apple', 'Lush', 'Primark'];

function houseBrand(lines: TextLine[], items: Array<{ line: string }>): string | null {
  // The shop names itself above the goods: an item's own line ("Apple Watch SE") names no shop.
  const head = lines
    .slice(0, 6)
    .map((l) => l.text)
    .filter((text) => !text.trim() || !items.some((i) => i.line.includes(text.trim())))
    .join(' ');
  return (
    HOUSE_BRANDS.find((b) => new RegExp(`(?<![\\p{L}])${b}(?![\\p{L}])`, 'iu').test(head)) ?? null
  );
}

/** Words only a till slip or an invoice prints: its tax numbers and its kind of document. */
const RECEIPT_CUE =
  /(?<![\p{L}])(?:nif|nipc|contribuinte|fatura|factura|facture|fattura|rechnung|kassenbon|quittung|tax invoice|invoice no|receipt no|tal[aã]o|gst (?:id|reg)|npwp|cnpj|partita iva|ust-?idnr|bon-?nr)(?![\p{L}])/iu;

/** A receipt, bill or invoice prints a total, a tax or a payment next to an amount. */
function isReceipt(lines: TextLine[], style: NumberStyle): boolean {
  let marks = 0;
  let labels = 0;
  let bullets = 0;
  let pricedPlain = 0;
  for (const line of lines) {
    const bullet = /^\s*(?:[-*•]|\d+[.)])\s/.test(line.text);
    if (bullet) bullets++;
    const tokens = scanNumbers(line.text, style);
    if (!bullet && tokens.some((t) => isMoney(t, style))) pricedPlain++;
    if (!tokens.some((t) => isMoney(t, style) || t.percent)) {
      // A till that prints its figures in a block of their own: "TOTAL", "IVA", "Tendered:".
      const kind = tokens.length === 0 ? nonItemKind(line.text.trim()) : null;
      if (kind === 'total' || kind === 'subtotal' || kind === 'tax' || kind === 'payment') labels++;
      else if (RECEIPT_CUE.test(line.text)) labels++;
      continue;
    }
    let label = line.text;
    for (const t of [...tokens].reverse())
      label = label.slice(0, t.start) + ' ' + label.slice(t.end);
    const kind = nonItemKind(label.trim());
    if (kind && kind !== 'meta') marks++;
  }
  // A list's bullets carry its prices; a till's dashes carry names under its priced lines.
  return (
    (marks >= 1 || labels >= 3) &&
    (bullets < 3 || pricedPlain >= bullets) &&
    roomHeadings(lines) < 2
  );
}

/** Headings that name rooms ("SALON", "Kitchen:"): an inventory's sections, which no till has. */
function roomHeadings(lines: TextLine[]): number {
  const rooms = new Set<string>();
  for (const line of lines) {
    const heading = line.text.trim().replace(/:$/, '').toLowerCase();
    if (heading && KNOWN_LOCATIONS.has(heading)) rooms.add(heading);
    else {
      const numbered = numberedRoomHeading(line.text);
      if (numbered) rooms.add(numbered.toLowerCase());
    }
  }
  return rooms.size;
}

/** Lines opening with 1, 2, 3… in order: row numbers, not quantities. */
function hasRowNumbers(lines: TextLine[], style: NumberStyle): boolean {
  const leading: number[] = [];
  for (const line of lines) {
    const m = /^\s*(\d{1,3})\s+\S/.exec(line.text);
    if (m && scanNumbers(line.text, style).some((t) => isMoney(t, style)))
      leading.push(Number(m[1]));
  }
  if (leading.length < 3) return false;
  return leading.every((n, k) => n === k + 1 || (k > 0 && n === leading[k - 1]! + 1));
}
