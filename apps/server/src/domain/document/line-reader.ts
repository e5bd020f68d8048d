/**
 * Reads a document line by line: entries over two or three lines (a name, "1 x 79.99  79.99"),
 * quantity lines, modifiers ("MEDIUM RARE", "+ extra shot"), room headings, lists and sentences.
 */
import { printedTotal } from './printed-total.js';
import { isMoney, scanNumbers, type NumberToken } from './amounts.js';
import { withFreePrice } from './free-lines.js';
import { headerRoles } from './columns.js';
import { currencyOfMarker } from './currency.js';
import { PROSE_MARKERS } from './item-builder.js';
import {
  BULLET,
  KNOWN_LOCATIONS,
  sectionHeadingOf,
  numberedRoomHeading,
  isCategoryHeading,
  normaliseLocation,
} from './locations.js';
import { looksLikeContact, nonItemKind } from './non-items.js';
import { INCLUDED_TAX } from './included-tax.js';
import { isPriceOnAll, isPriceTalk } from './talk.js';
import { proseLineEntries } from './prose-line.js';
import { BARCODE_LINE, endsOpenedName, settledByCount, wrapsOntoPriced } from './opened-entries.js';
import { ValueBlocks, blockRow } from './value-blocks.js';
import { opensNamedEntry } from './numbers-under-names.js';
import { readableRow } from './row-labels.js';
import { identifierLine } from './identifiers.js';
import {
  isCodeOnly,
  isColumnHeader,
  isTaxSummaryLine,
  receiptName,
  withNameNumbers,
  withoutTaxFlag,
} from './receipt-rows.js';
import { continuesAbove, continuesName, extendedName, namesEntry, newName } from './name-wraps.js';
import { weighed, withoutRepeatedCount, wrapLastEntry } from './count-first-wraps.js';
import { candidateOf, type ReadEntry } from './read-entry.js';
import {
  completesAnnotated,
  completesMeasured,
  explainsLast,
  pricesAwaited,
  pricesLastByName,
} from './line-completions.js';
import { agrees, carriedInto, interpretLine, namesPackSize, type Reading } from './quantity.js';
import {
  WEB_ADDRESS,
  ATTRIBUTE,
  CODE_LABEL,
  CARD_TERMINAL,
  SERVICE_MODE,
  UNIT_PRICE_COLUMN,
  onlyUnitOrWeight,
  MODIFIER,
  isSentence,
  mentions,
  labelOf,
  nameOf,
  cleanLabel,
  closesSentence,
} from './line-parts.js';
import type {
  Candidate,
  Pending,
  PrintedTotal,
  ReaderContext,
  SourceKind,
  TextLine,
} from './types.js';
export const SEPARATOR = /^[\s\-=_*~.·•#+|]{3,}$/;

export class LineReader {
  readonly candidates: Candidate[] = [];
  readonly totals: PrintedTotal[] = [];
  readonly locations: string[] = [];
  store: string | null = null;
  /** Payment, card and amount lines seen: a slip that lists no items has only these. */
  paymentLines = 0;
  /** Fees, service, tax and discounts printed between the items and the total. */
  charges = 0;
  private location: string | null;
  private pending: Pending | null = null;
  private last: Candidate | null = null;
  private carry: Reading | null = null;
  /** A receipt's amounts line with no name above it: the name is on the next line. */
  private orphan: { reading: Reading; line: string } | null = null;
  /** The columns name a unit price ("Pr. Unit", "U/P"): a lone amount beside a count is one unit's. */
  unitPriceColumn = false;
  /** A column header was read: the entries start below it. */
  private sawColumns = false;
  /** An order's entry whose quantity was read and whose price is on the next line. */
  private awaitingPrice: Candidate | null = null;
  private underHeading = false;
  /** A total was printed, then a payment of it: a receipt's items are above. */
  private totalPrinted = false;
  private paid = false;
  /** Lines fed so far, and the line the last entry was read from. */
  private lineNo = 0;
  private lastLineNo = -1;
  private readonly blocks = new ValueBlocks();
  /** The text line just fed, which a table row below may continue. */
  private wrapped: { text: string; indent: number; lineNo: number; raw: string } | null = null;
  /** A blank line came before the line being read: the entry above has ended. */
  private blankAbove = false;
  private afterBlank = false;
  /** Where the last entry's name line starts: a qualifier below it sits further in. */
  private entryIndent = 0;
  /** An entry priced per litre or kilogram ("1.579 EUR/L") whose measured quantity may follow. */
  private perMeasure: { candidate: Candidate; price: number } | null = null;
  /** The line after the one being read, and the last barcode printed alone on its line. */
  private next: TextLine | undefined;
  private barcodeLine = -2;

  constructor(private readonly ctx: ReaderContext) {
    this.location = ctx.defaultLocation;
  }

  /**
   * "Campana decorativa Teka 60 cm," / "  negro   1   389,00": a row whose name began on the text
   * line just above it, less indented, or cut there mid-name ("… Pannenset -" / "Inductie  1").
   * The name's first part, or "".
   */
  nameAbove(row: TextLine): string {
    const above = this.wrapped;
    if (!above || above.lineNo !== this.lineNo) return '';
    const indent = /^\s*/.exec(row.text)![0].length;
    return indent > above.indent || continuesAbove(above.raw, row.text) ? above.text : '';
  }

  /** A row read by a table reader: later quantity and modifier lines may attach to it. */
  addRow(candidate: Candidate): void {
    candidate.lineNo = ++this.lineNo;
    carriedInto(candidate, this.carry);
    this.carry = this.orphan = null;
    this.wrapped = null;
    this.candidates.push(candidate);
    this.last = candidate;
    this.pending = null;
  }

  get currentLocation(): string | null {
    return this.location;
  }

  feed(line: TextLine, next: TextLine | undefined): void {
    this.lineNo++;
    this.next = next;
    const text = readableRow(line.text, this.ctx.style);
    const raw = this.ctx.receipt ? withoutTaxFlag(text) : text;
    const trimmed = raw.trim();
    if (!trimmed || SEPARATOR.test(trimmed)) {
      this.blocks.end();
      this.pending = null;
      this.orphan = null;
      this.blankAbove = true;
      return;
    }
    this.afterBlank = this.blankAbove;
    this.blankAbove = false;
    if (BARCODE_LINE.test(trimmed)) this.barcodeLine = this.lineNo;
    // "S/N: 5CD1234XYZ" under an entry belongs to it.
    const identifier = this.last ? identifierLine(trimmed) : null;
    if (identifier) {
      this.last!.details.push(identifier);
      return;
    }
    const indent = /^\s*/.exec(raw)![0].length;
    const bullet = BULLET.exec(raw);
    const textStart = bullet ? bullet[0].length : indent;
    const tokens = this.ctx.receipt
      ? withFreePrice(withNameNumbers(scanNumbers(raw, this.ctx.style), raw), raw)
      : scanNumbers(raw, this.ctx.style);
    const money = tokens.filter((t) => isMoney(t, this.ctx.style));
    const label = labelOf(raw, tokens).trim();
    if (money.length === 0) this.blocks.note(trimmed);
    // "Valor de reposição: R$ 8.799,00" closing a block: the block's thing at that value; the
    // block's line total after a count ("Total: R$ 1.600,00") says that value again.
    if (money.length === 1 && this.blocks.isLineTotal(money[0]!.value)) return;
    const block = money.length > 0 ? this.blocks.take(label, money[0]!.value) : null;
    if (block) {
      this.pending = null; // the block's own lines name it
      this.feed({ ...line, text: blockRow(block, raw.slice(money[0]!.start)) }, next);
      if (this.last) this.last.details.push(...block.details);
      return;
    }

    if (this.ctx.receipt && isTaxSummaryLine(raw, this.ctx.style)) {
      this.pending = null;
      return;
    }
    if (money.length === 0 && isColumnHeader(label)) {
      this.sawColumns = true;
      if (UNIT_PRICE_COLUMN.test(label)) this.unitPriceColumn = true;
      this.pending = null;
      return;
    }
    // "1 33.00 SR", "#TAKE AWAY#": how it is served names nothing; the amounts above wait on.
    if (money.length === 0 && SERVICE_MODE.test(label)) return;
    const kind = nonItemKind(label.replace(BULLET, ''));
    // "Sold by: …", "Arriving Thursday", "Delivery by Mon": an order's entry goes on below them.
    if ((kind === 'meta' || kind === 'charge') && money.length === 0 && this.pending) return;
    // A discount ends on its negative amount; a till's discount column leaves the price last.
    if (kind || money.at(-1)?.negative || (money.length === 1 && money[0]!.negative)) {
      if ((kind === 'total' || kind === 'subtotal') && money.length > 0) {
        this.totals.push({ kind, value: printedTotal(money) });
        // Below the totals come a receipt's payments and footer, a list's closing notes: no items.
        if (this.ctx.receipt) this.last = null;
        else if (kind === 'total') this.underHeading = false;
      }
      if (kind === 'payment' || kind === 'total') this.paymentLines++;
      // The card terminal's own slip, printed under the items: nothing below it is sold.
      if (kind === 'payment' && this.candidates.length > 0 && CARD_TERMINAL.test(label)) {
        this.paid = true;
      }
      if (kind === 'total' && money.length > 0) this.totalPrinted = true;
      else if (kind === 'payment' && money.length > 0 && this.totalPrinted) this.paid = true;
      // A credit with no label of its own ("Comp Item ($12.00)") lowers the total like a discount.
      if (
        (kind === 'charge' || kind === 'tax' || (!kind && money.at(-1)?.negative)) &&
        !(kind === 'tax' && INCLUDED_TAX.test(label)) &&
        money.length > 0 &&
        !tokens.some((t) => t.percent && t === money.at(-1))
      ) {
        const amount = money.at(-1)!;
        this.charges += amount.negative ? -amount.value : amount.value;
      }
      this.pending = null;
      this.carry = null;
      this.orphan = null;
      this.awaitingPrice = null;
      return;
    }
    // Once a receipt's total is printed and paid, the rest is its tender, slip and footer.
    if (this.ctx.receipt && this.paid) return;
    if (money.length === 0 && looksLikeContact(raw)) return;
    // "Tell us how we did at shop.com/survey and win £500!": a footer's web address, never an item.
    if (this.ctx.receipt && WEB_ADDRESS.test(raw)) {
      this.pending = null;
      return;
    }
    // "I can do £240 if you take everything": a price on the deal, not on a thing.
    const [lead, tail] =
      money.length > 0 ? [raw.slice(0, money[0]!.start), raw.slice(money[0]!.end)] : ['', ''];
    if (!this.ctx.receipt && money.length > 0 && (isPriceTalk(lead) || isPriceOnAll(lead, tail))) {
      this.pending = null;
      this.awaitingPrice = null;
      return;
    }

    const section = bullet !== null && numberedRoomHeading(trimmed) !== null;
    if (money.length === 0 && (!bullet || section) && this.heading(trimmed, next)) return;

    const roomPrefix = /^([\p{L}][\p{L}' ]{1,24}):\s+(?=\S)/u.exec(raw.slice(textStart));
    const saved = this.location;
    if (roomPrefix && KNOWN_LOCATIONS.has(roomPrefix[1]!.trim().toLowerCase())) {
      this.location = normaliseLocation(roomPrefix[1]!);
      this.feedBody(tokens, raw, textStart + roomPrefix[0].length, indent, bullet !== null, line);
      this.location = saved;
      return;
    }
    this.feedBody(tokens, raw, textStart, indent, bullet !== null, line);
  }

  private feedBody(
    tokens: NumberToken[],
    raw: string,
    textStart: number,
    indent: number,
    bullet: boolean,
    line: TextLine,
  ): void {
    const reading = interpretLine(tokens, raw, this.ctx.style, {
      leadingCount: !this.ctx.rowNumbers,
      bareAmounts: !this.ctx.receipt,
      articleCodes: this.ctx.receipt,
      textStart,
    });
    let name = reading ? nameOf(raw, reading.used, textStart) : cleanLabel(raw.slice(textStart));
    // "1  Engagement ring …": a numbered row's number is neither a count nor part of the name.
    if (this.ctx.rowNumbers) name = name.replace(/^\d{1,3}[.)]?\s+(?=\p{L})/u, '');
    // "0155 TWISTIES", "C 6% BROA": the till's article number and tax class are no part of a name.
    if (this.ctx.receipt) name = receiptName(name);
    // "9.68 L" under "1.579 EUR/L": the pump's litres make the entry's price.
    const measured = !reading && completesMeasured(this.perMeasure, this.last, tokens, raw);
    this.perMeasure = measured ? null : this.perMeasure;
    if (measured) return;
    const hasName =
      /\p{L}{2,}/u.test(name) &&
      !onlyUnitOrWeight(name) &&
      !name.split(/\s+/).every((w) => currencyOfMarker(w.replace(/[()[\].:]/g, ''))) &&
      !(this.ctx.receipt && isCodeOnly(name));

    if (hasName && this.ctx.receipt && namesPackSize(reading))
      this.textLine(cleanLabel(raw.slice(textStart)), true, indent, raw, line, bullet);
    else if (!reading) this.textLine(name, hasName, indent, raw, line, bullet);
    else if (!hasName) this.numberLine(reading, raw);
    else if (!this.ctx.receipt || !pricesLastByName(this.last, this.justRead(), name, reading))
      this.itemLine(name, reading, indent, raw, line, bullet);
  }

  /** The last entry was read from the line just above. */
  private justRead = (): boolean => this.lastLineNo === this.lineNo - 1;

  private heading(trimmed: string, next: TextLine | undefined): boolean {
    const nextIsListLine =
      next !== undefined &&
      (BULLET.test(next.text) ||
        scanNumbers(next.text, this.ctx.style).some((t) => isMoney(t, this.ctx.style)));
    const heading = sectionHeadingOf(trimmed, nextIsListLine);
    if (heading === '') {
      // "--- Chat ---": a section that names no room ends the list above it.
      [this.location, this.underHeading, this.pending] = [this.ctx.defaultLocation, false, null];
      return true;
    }
    if (!heading || currencyOfMarker(heading) || headerRoles(trimmed.split(/\s{2,}|\s(?=\S)/))) {
      return false;
    }
    const known = KNOWN_LOCATIONS.has(heading.toLowerCase());
    if (this.ctx.receipt && !known) return false;
    const isPlace = known || !isCategoryHeading(heading);
    this.location = isPlace ? heading : this.ctx.defaultLocation;
    if (isPlace && !this.locations.includes(heading)) this.locations.push(heading);
    this.pending = null;
    this.underHeading = true;
    return true;
  }

  /** A line without amounts: a modifier of the item above, a name waiting for its amounts, or an unpriced entry. */
  private textLine(
    name: string,
    hasName: boolean,
    indent: number,
    raw: string,
    line: TextLine,
    bullet: boolean,
  ): void {
    if (!hasName || CODE_LABEL.test(name.replace(/\d[\d./-]*/g, '').trim())) return;
    const prior = this.wrapped;
    const chained = prior?.lineNo === this.lineNo - 1 && continuesAbove(prior.raw, raw);
    const text = chained ? `${prior.text} ${name}` : name;
    this.wrapped = { text, indent: chained ? prior.indent : indent, lineNo: this.lineNo, raw };
    if (ATTRIBUTE.test(name) && (this.pending || this.last)) {
      if (this.pending) this.pending.details = [...(this.pending.details ?? []), name];
      else this.last!.details.push(name);
      return;
    }
    // "1.000 x 25.00 =" / "Сапиенс. Кратка история на" / "човечеството  25.00": a wrapped name.
    if (this.orphan && wrapsOntoPriced(this.orphan.reading, this.next?.text, this.ctx.style)) {
      [this.carry, this.orphan] = [this.orphan.reading, null];
    }
    if (this.ctx.receipt && this.orphan) {
      const { reading, line: above } = this.orphan;
      this.orphan = null;
      this.push({
        text: name.replace(/^[-*•]\s*/, ''),
        reading,
        raw: `${above}\n${raw}`,
        line,
        source: 'receipt',
      });
      return;
    }
    const entryCode = /^\s*(?:[A-Z]\s+)?\d{5,}\s/.test(raw);
    // A line indented under an entry qualifies it; after a blank line a new entry starts.
    const modifier =
      MODIFIER.test(raw) || (indent > this.entryIndent && !bullet && !this.afterBlank);
    const opens = opensNamedEntry(this.last, this.next, this.ctx.style);
    if (this.ctx.receipt && this.last && !this.pending && !entryCode && modifier && !opens) {
      this.last.details.push(name.replace(/^[+*>~-]\s*/, ''));
      return;
    }
    if (this.ctx.receipt) {
      if (!this.store && this.candidates.length === 0 && /\p{L}{3,}/u.test(name)) this.store = name;
      // Among the entries a name may wrap ("House Specialty Hot & Spicy" / "Pan Mee (Dry)");
      // above them, consecutive lines are the shop's header, and only the last one counts.
      const among = this.candidates.length > 0 || this.sawColumns;
      this.pending = continuesName(this.pending, { raw, indent }, among)
        ? extendedName(this.pending!, name, raw)
        : newName(name, indent, raw, this.afterBlank, this.lineNo);
      return;
    }
    const source: SourceKind = PROSE_MARKERS.test(name) && !bullet ? 'prose' : 'list';
    // Titles, sign-offs and statements are no entries; unpriced lines count under headings.
    if (source === 'list' && !bullet && (!this.underHeading || closesSentence(raw))) return;
    for (const text of source === 'prose' ? mentions(name) : [name]) {
      this.push({ text, reading: null, raw, line, source });
    }
  }

  /** "1 x 79.99  79.99", "2 @ 2.10", "Qty: 2": the entry waiting above, the item above, or the next one. */
  private numberLine(reading: Reading, raw: string): void {
    if (this.pending) {
      const { text, line, details = [] } = this.pending;
      this.entryIndent = this.pending.indent;
      this.pending = null;
      const settled = settledByCount(reading, this.carry);
      const entry = this.push({
        text: withoutRepeatedCount(text, settled.quantity, weighed(settled)),
        reading: settled,
        raw: `${line}\n${raw}`,
        line: { text: raw },
        source: 'receipt',
      });
      this.carry = null;
      entry.details.push(...details);
      // "Qty: 2" under an order's entry: its price follows on a line of its own.
      this.awaitingPrice = reading.unit === null ? entry : null;
      return;
    }
    const below = this.ctx.receipt && this.lastLineNo === this.lineNo - 1 ? reading : null;
    if (explainsLast(this.last, raw, this.ctx.style)) return;
    if (below && completesAnnotated(this.last, below)) return;
    const awaiting = this.awaitingPrice;
    this.awaitingPrice = null;
    if (pricesAwaited(awaiting, reading)) return;
    if (reading.quantity > 1 && reading.unit === null && this.last) {
      // "Qty: 2" under an entry: its amount is the unit price.
      this.last.quantity = reading.quantity;
      this.last.ambiguous = false;
      return;
    }
    if (reading.unit === null) return;
    if (below && explainsLast(this.last, raw, this.ctx.style, below)) return;
    if (reading.quantity <= 1) {
      // A till's amounts line (price, discount, line total) whose name comes below it.
      const amounts = raw.match(/\d[.,]\d{2}(?!\d)/g)?.length ?? 0;
      if (
        this.ctx.receipt &&
        (reading.total !== null || reading.used.length >= 2 || amounts >= 2)
      ) {
        this.orphan = { reading, line: raw };
      }
      return;
    }
    const lineTotal = reading.total ?? reading.quantity * reading.unit;
    const last = this.last;
    const lastAmount = last ? (last.total ?? last.unit) : null;
    if (
      last &&
      lastAmount !== null &&
      (agrees(lastAmount, lineTotal) || agrees(lastAmount, reading.unit))
    ) {
      last.quantity = reading.quantity;
      last.unit = reading.unit;
      last.total = lineTotal;
      last.ambiguous = false;
      return;
    }
    this.carry = reading;
    if (this.ctx.receipt) this.orphan = { reading, line: raw };
  }

  private itemLine(
    name: string,
    reading: Reading,
    indent: number,
    raw: string,
    line: TextLine,
    bullet: boolean,
  ): void {
    let text = name;
    this.entryIndent = Math.min(indent, this.pending?.indent ?? indent);
    const among = this.candidates.length > 0 || this.sawColumns;
    const priced = { raw, amountStart: reading.used.at(-1)?.start ?? 0, among };
    const opened = { count: this.carry, barcodeLine: this.barcodeLine };
    if (
      namesEntry(this.pending, indent, this.ctx.receipt, priced) ||
      (this.ctx.receipt && endsOpenedName(this.pending, opened, reading, indent))
    )
      text = `${this.pending!.text} ${name}`;
    else if (this.ctx.receipt) wrapLastEntry(this.pending, this.last, this.lastLineNo, raw);
    this.pending = null;
    const settled = settledByCount(reading, this.carry);
    this.carry = null;
    this.orphan = null;
    this.awaitingPrice = null;
    const source: SourceKind = this.ctx.receipt
      ? 'receipt'
      : !bullet && (PROSE_MARKERS.test(name) || isSentence(raw))
        ? 'prose'
        : 'list';
    if (source === 'prose') {
      for (const entry of proseLineEntries(text, raw, settled, this.ctx.style))
        this.push({ ...entry, raw, line, source });
      return;
    }
    this.push({ text, reading: settled, raw, line, source });
  }

  private push(entry: ReadEntry): Candidate {
    const candidate = { ...candidateOf(entry, this.location), lineNo: this.lineNo };
    this.candidates.push(candidate);
    this.last = candidate;
    this.lastLineNo = this.lineNo;
    const only = entry.reading?.used.length === 1 ? entry.reading.used[0]! : null;
    this.perMeasure = only?.perMeasure ? { candidate, price: only.value } : null;
    return candidate;
  }
}
