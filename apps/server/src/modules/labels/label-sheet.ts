import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { printable } from '../portability/index.js';
import { labelBoxes, labelPosition, type LabelLayout } from './label-layouts.js';
import { fitLines } from './label-text.js';
import type { LabelSubject } from './label-subjects.js';

/** Modules of white around the code inside its square (the label's padding adds to it). */
const QUIET_MODULES = 2;

type Doc = PDFKit.PDFDocument;

/** The QR code of `text` as filled squares, a run of dark modules per rectangle. */
function drawQr(doc: Doc, text: string, box: { x: number; y: number; size: number }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = box.size / (count + 2 * QUIET_MODULES);
  const left = box.x + QUIET_MODULES * unit;
  const top = box.y + QUIET_MODULES * unit;
  for (let row = 0; row < count; row++) {
    let start = -1;
    for (let column = 0; column <= count; column++) {
      const dark = column < count && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        // A hair wider and taller, so neighbouring squares join without seams when printed.
        doc.rect(
          left + start * unit,
          top + row * unit,
          (column - start) * unit + 0.01,
          unit + 0.01,
        );
        start = -1;
      }
    }
  }
  doc.fill('black');
}

/** The asset id large, then the name in as many lines as the space holds. */
function drawText(
  doc: Doc,
  subject: LabelSubject,
  box: { x: number; y: number; width: number; height: number },
  large: boolean,
) {
  const idSize = large ? 34 : Math.min(15, box.height * 0.3);
  const nameSize = large ? 20 : Math.min(9.5, box.height * 0.19);
  doc.font('Helvetica-Bold').fontSize(idSize).fillColor('black');
  doc.text(subject.assetId, box.x, box.y, { width: box.width, lineBreak: false });
  doc.font('Helvetica').fontSize(nameSize);
  const lineHeight = doc.currentLineHeight(true);
  const top = box.y + idSize * 1.25;
  const maxLines = Math.max(1, Math.floor((box.y + box.height - top) / lineHeight));
  const lines = fitLines(printable(subject.name), box.width, maxLines, (text) =>
    doc.widthOfString(text),
  );
  lines.forEach((line, k) => {
    doc.text(line, box.x, top + k * lineHeight, { width: box.width, lineBreak: false });
  });
}

/** The labels as a PDF: each with the QR code of its Circle link, its asset id and its name. */
export function renderLabelSheet(layout: LabelLayout, subjects: LabelSubject[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [layout.page.width, layout.page.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Circle labels', Creator: 'Circle' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let page = -1;
  subjects.forEach((subject, index) => {
    const corner = labelPosition(layout, index);
    if (corner.page !== page) {
      doc.addPage({ size: [layout.page.width, layout.page.height], margin: 0 });
      page = corner.page;
    }
    const boxes = labelBoxes(layout, corner);
    drawQr(doc, subject.url, boxes.qr);
    drawText(doc, subject, boxes.text, layout.arrangement === 'above');
  });
  doc.end();
  return done;
}
