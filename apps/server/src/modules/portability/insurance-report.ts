import { categoryLabelOf } from '@circle/contract';
import PDFDocument from 'pdfkit';
import type { ItemWithSource, OwnedTotal } from '../inventory/index.js';
import { itemDetailLines } from './report-item-lines.js';
import { longDate, money, printable } from './report-text.js';

export interface InsuranceReportData {
  owner: { name: string | null; email: string };
  generatedAt: Date;
  currency: string;
  totals: { byCategory: OwnedTotal[]; byRoom: OwnedTotal[] };
  /** The owner's items page by page, in the order they are printed. */
  itemPages: AsyncIterable<ItemWithSource[]>;
  /** A picture per item (null: none), for one page of items at a time. */
  picturesOf: (items: ItemWithSource[]) => Promise<(Buffer | null)[]>;
}

const MARGIN = 48;
const FOOTER_SPACE = 40;
const PICTURE = 84;
const CARD_GAP = 12;
const ACCENT = '#c8643b';
const MUTED = '#666666';
const RULE = '#dddddd';
/** Above this much unread output, writing waits for the reader (bounded memory). */
const HIGH_WATER = 2 * 1024 * 1024;

type Doc = PDFKit.PDFDocument;

/**
 * The insurance report as a PDF stream: a cover with the owner, the date, the total value and
 * the item count; totals by category and by room; then every item with its picture. Pages are
 * written out as they fill, so memory stays bounded at any inventory size.
 */
export function insuranceReport(data: InsuranceReportData): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    info: {
      Title: 'Home inventory for insurance',
      Author: printable(data.owner.name ?? data.owner.email),
      Creator: 'Circle',
      CreationDate: data.generatedAt,
    },
  });
  let pageNumber = 0;
  const footer = () => {
    pageNumber += 1;
    const { x, y } = doc;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const lineY = doc.page.height - MARGIN - 10;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`Circle · Home inventory · generated ${longDate(data.generatedAt)}`, MARGIN, lineY, {
      lineBreak: false,
    });
    doc.text(`Page ${pageNumber}`, MARGIN, lineY, { width: contentWidth(doc), align: 'right' });
    doc.page.margins.bottom = bottom;
    doc.x = x;
    doc.y = y;
    doc.fillColor('black');
  };
  footer();
  doc.on('pageAdded', footer);
  write(doc, data).then(
    () => {
      if (!doc.destroyed) doc.end();
    },
    (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc;
}

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;

async function write(doc: Doc, data: InsuranceReportData): Promise<void> {
  cover(doc, data);
  doc.addPage();
  totalsTable(doc, 'Totals by category', data.totals.byCategory, categoryLabelOf, data.currency);
  totalsTable(
    doc,
    'Totals by room',
    data.totals.byRoom,
    (room) => room ?? 'No room given',
    data.currency,
  );
  doc.addPage();
  heading(doc, 'Items');
  for await (const page of data.itemPages) {
    // The reader went away (a closed download): stop reading pages and pictures.
    if (doc.destroyed) return;
    const pictures = await data.picturesOf(page);
    page.forEach((item, i) => itemCard(doc, item, pictures[i] ?? null, data.currency));
    await roomToWrite(doc);
  }
}

function cover(doc: Doc, data: InsuranceReportData) {
  const items = data.totals.byCategory.reduce((sum, total) => sum + total.items, 0);
  const pieces = data.totals.byCategory.reduce((sum, total) => sum + total.pieces, 0);
  const value = data.totals.byCategory.reduce((sum, total) => sum + total.value, 0);
  doc.moveDown(4);
  doc.font('Helvetica-Bold').fontSize(26).fillColor(ACCENT).text('Home inventory for insurance');
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(12).fillColor(MUTED);
  doc.text('A list of belongings with values and photos, kept in Circle.');
  doc.moveDown(2);
  const line = (label: string, text: string) => {
    doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(label);
    doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(printable(text));
    doc.moveDown(0.8);
  };
  line('Owner', data.owner.name ? `${data.owner.name} (${data.owner.email})` : data.owner.email);
  line('Date', longDate(data.generatedAt));
  line('Total value', money(value, data.currency));
  line('Items', `${items.toLocaleString('en-US')} items, ${pieces.toLocaleString('en-US')} pieces`);
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(
    `Values are the owner's estimates in ${data.currency}, each multiplied by its quantity. ` +
      'Model and serial numbers are shown where the owner recorded them.',
    { width: contentWidth(doc) },
  );
  doc.fillColor('black');
}

function heading(doc: Doc, text: string) {
  doc.font('Helvetica-Bold').fontSize(16).fillColor(ACCENT).text(text, MARGIN);
  doc.moveDown(0.5);
  doc.fillColor('black');
}

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function totalsTable(
  doc: Doc,
  title: string,
  totals: OwnedTotal[],
  labelOf: (key: string | null) => string,
  currency: string,
) {
  // The second table follows the first on its page when it fits.
  if (doc.y > doc.page.margins.top) {
    doc.moveDown(2);
    ensureSpace(doc, 120);
  }
  heading(doc, title);
  const width = contentWidth(doc);
  const columns = [
    { x: MARGIN, width: width - 200, align: 'left' as const },
    { x: MARGIN + width - 200, width: 80, align: 'right' as const },
    { x: MARGIN + width - 120, width: 120, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    ensureSpace(doc, 20);
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(printable(cell), column.x, y, {
        width: column.width,
        align: column.align,
        height: 14,
        ellipsis: true,
      });
    });
    doc.y = y + 18;
    doc
      .moveTo(MARGIN, doc.y - 4)
      .lineTo(MARGIN + width, doc.y - 4)
      .strokeColor(RULE)
      .stroke();
  };
  row(['', 'Items', 'Value'], true);
  for (const total of totals) {
    row([labelOf(total.key), total.items.toLocaleString('en-US'), money(total.value, currency)]);
  }
  const sum = (pick: (total: OwnedTotal) => number) => totals.reduce((s, t) => s + pick(t), 0);
  row(
    [
      'Total',
      sum((t) => t.items).toLocaleString('en-US'),
      money(
        sum((t) => t.value),
        currency,
      ),
    ],
    true,
  );
}

function itemCard(doc: Doc, item: ItemWithSource, picture: Buffer | null, currency: string) {
  ensureSpace(doc, PICTURE + CARD_GAP + 28);
  const top = doc.y;
  const width = contentWidth(doc);
  if (picture) {
    doc.image(picture, MARGIN, top, { fit: [PICTURE, PICTURE], align: 'center', valign: 'center' });
  } else {
    doc.rect(MARGIN, top, PICTURE, PICTURE).fillColor('#f2f2f2').fill();
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text('No photo', MARGIN, top + PICTURE / 2 - 4, { width: PICTURE, align: 'center' });
  }
  const textX = MARGIN + PICTURE + 14;
  const valueWidth = 110;
  const textWidth = width - PICTURE - 14 - valueWidth - 8;
  doc.fillColor('black').font('Helvetica-Bold').fontSize(11);
  doc.text(printable(item.itemName), textX, top, { width: textWidth, height: 28, ellipsis: true });
  doc.font('Helvetica').fontSize(9);
  for (const text of itemDetailLines(item, currency)) {
    doc.text(printable(text), textX, doc.y + 2, { width: textWidth, height: 24, ellipsis: true });
  }
  const textBottom = doc.y;
  const valueX = MARGIN + width - valueWidth;
  doc.font('Helvetica-Bold').fontSize(11);
  const value = item.estimatedValue;
  doc.text(value === null ? 'No value' : money(value * item.quantity, currency), valueX, top, {
    width: valueWidth,
    align: 'right',
  });
  if (value !== null && item.quantity > 1) {
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`${item.quantity} × ${money(value, currency)}`, valueX, doc.y, {
      width: valueWidth,
      align: 'right',
    });
  }
  doc.fillColor('black');
  doc.y = Math.max(top + PICTURE, textBottom) + CARD_GAP / 2;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(RULE)
    .stroke();
  doc.y += CARD_GAP / 2;
}

/** Waits while the reader is behind, so a slow download does not pile the PDF up in memory. */
async function roomToWrite(doc: Doc): Promise<void> {
  while (doc.readableLength > HIGH_WATER && !doc.destroyed) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
