/**
 * Small PDFs written with pdfkit for tests of PDF uploads: a receipt, a two-page order, a table,
 * a scanned page (an image of text, no text layer), a password-protected one and a long one.
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

type Draw = (doc: PDFKit.PDFDocument) => void | Promise<void>;

/** The PDF that `draw` writes, as bytes. */
export async function pdfOf(draw: Draw, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  await draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Rows of text with a right-aligned price column, as receipts and orders print them. */
function priceRows(doc: PDFKit.PDFDocument, rows: Array<[string, string]>, top: number): number {
  rows.forEach(([name, price], index) => {
    const y = top + index * 18;
    doc.text(name, 50, y);
    doc.text(price, 400, y, { width: 100, align: 'right' });
  });
  return top + rows.length * 18;
}

/** One page: a shop's receipt with three items, a subtotal, tax and the total paid. */
export function receiptPdf(): Promise<Buffer> {
  return pdfOf((doc) => {
    doc.fontSize(16).text('HARBOR HOME STORE', 50, 50);
    doc.fontSize(10).text('12 Quay Street, Portland', 50, 72);
    doc.text('Receipt 20391    2024-03-14', 50, 86);
    doc.fontSize(11);
    const end = priceRows(
      doc,
      [
        ['Desk lamp', '$29.99'],
        ['Office chair', '$149.00'],
        ['Bookshelf', '$89.50'],
      ],
      130,
    );
    priceRows(
      doc,
      [
        ['Subtotal', '$268.49'],
        ['Tax', '$21.48'],
        ['Total', '$289.97'],
      ],
      end + 20,
    );
  });
}

/** Two pages: an order confirmation whose items continue on the second page. */
export function twoPageOrderPdf(): Promise<Buffer> {
  return pdfOf((doc) => {
    doc.fontSize(16).text('Order confirmation', 50, 50);
    doc.fontSize(11);
    priceRows(
      doc,
      [
        ['Cordless drill', '$119.00'],
        ['Garden hose', '$24.95'],
      ],
      100,
    );
    doc.addPage();
    priceRows(
      doc,
      [
        ['Camping tent', '$189.00'],
        ['Sleeping bag', '$64.00'],
      ],
      60,
    );
    doc.text('Order total', 50, 160);
    doc.text('$396.95', 400, 160, { width: 100, align: 'right' });
  });
}

/**
 * A table whose cells sit close together: read without their positions, "Kettle 2 24.00" would
 * run into one another.
 */
export function tablePdf(): Promise<Buffer> {
  const columns = [50, 190, 240];
  const rows = [
    ['Item', 'Qty', 'Price'],
    ['Electric kettle', '2', '24.00'],
    ['Toaster', '1', '39.90'],
    ['Coffee grinder', '1', '59.00'],
  ];
  return pdfOf((doc) => {
    doc.fontSize(11);
    rows.forEach((cells, row) =>
      cells.forEach((cell, column) => doc.text(cell, columns[column], 60 + row * 18)),
    );
  });
}

/** A page that is only a picture of a receipt: no text layer, as a scanner writes it. */
export async function scannedReceiptPdf(): Promise<Buffer> {
  const lines = ['CORNER HARDWARE', 'Hammer          12.99', 'Paint roller     8.49'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500">
    <rect width="100%" height="100%" fill="white"/>
    ${lines.map((line, i) => `<text x="60" y="${120 + i * 110}" font-family="DejaVu Sans Mono, monospace" font-size="64" xml:space="preserve">${line}</text>`).join('')}
  </svg>`;
  const scan = await sharp(Buffer.from(svg)).png().toBuffer();
  return pdfOf((doc) => {
    doc.image(scan, 50, 50, { width: 495 });
  });
}

/** A receipt that opens only with a password. */
export function passwordProtectedPdf(): Promise<Buffer> {
  return pdfOf(
    (doc) => {
      doc.text('Desk lamp $29.99');
    },
    {
      userPassword: 'secret',
      ownerPassword: 'owner-secret',
    },
  );
}

/** `pages` pages with a line each. */
export function longPdf(pages: number): Promise<Buffer> {
  return pdfOf((doc) => {
    for (let page = 1; page <= pages; page++) {
      if (page > 1) doc.addPage();
      doc.text(`Page ${page}: spare parts`, 50, 50);
    }
  });
}
