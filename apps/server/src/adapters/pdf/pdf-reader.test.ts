import { afterAll, describe, expect, it } from 'vitest';
import {
  longPdf,
  passwordProtectedPdf,
  receiptPdf,
  scannedReceiptPdf,
  tablePdf,
  twoPageOrderPdf,
} from '../../testing/sample-pdfs.js';
import { PdfReader, PdfRefusal } from './pdf-reader.js';

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('reading the text layer of a PDF', () => {
  const reader = new PdfReader({ maxTextBytes: 2_000_000, timeoutMs: 30_000 });
  afterAll(() => reader.close());

  it('reads a one-page receipt as lines, prices kept apart from the names', async () => {
    const { pageCount, pages } = await reader.read(await receiptPdf());
    expect(pageCount).toBe(1);
    const lines = pages[0]!.split('\n');
    expect(lines[0]).toBe('HARBOR HOME STORE');
    expect(lines).toContain('12 Quay Street, Portland');
    const rows = lines.filter((l) => /\$\d/.test(l)).map((l) => l.trim().split(/\s{2,}/));
    expect(rows).toEqual([
      ['Desk lamp', '$29.99'],
      ['Office chair', '$149.00'],
      ['Bookshelf', '$89.50'],
      ['Subtotal', '$268.49'],
      ['Tax', '$21.48'],
      ['Total', '$289.97'],
    ]);
  });

  it('reads each page of a two-page order in order', async () => {
    const { pageCount, pages } = await reader.read(await twoPageOrderPdf());
    expect(pageCount).toBe(2);
    expect(pages[0]).toMatch(/^Order confirmation\n\nCordless drill {3,}\$119\.00\nGarden hose/);
    expect(pages[1]).toMatch(/^Camping tent {3,}\$189\.00\nSleeping bag {3,}\$64\.00\n/);
    expect(pages[1]).toMatch(/Order total {3,}\$396\.95$/);
  });

  it("keeps a table's columns apart and lined up", async () => {
    const lines = (await reader.read(await tablePdf())).pages[0]!.split('\n');
    expect(lines.map((l) => l.split(/\s{2,}/))).toEqual([
      ['Item', 'Qty', 'Price'],
      ['Electric kettle', '2', '24.00'],
      ['Toaster', '1', '39.90'],
      ['Coffee grinder', '1', '59.00'],
    ]);
    const priceColumn = lines.map((l) => l.search(/Price|\d+\.\d\d/));
    expect(new Set(priceColumn).size).toBe(1);
  });

  it('answers an empty page for a scan, which has no text layer', async () => {
    expect(await reader.read(await scannedReceiptPdf())).toEqual({ pageCount: 1, pages: [''] });
  });

  it('refuses a damaged PDF, a password-protected one and bytes that are no PDF', async () => {
    const damaged = Buffer.from(`%PDF-1.4\n${'garbage '.repeat(64)}`);
    for (const [pdf, reason] of [
      [damaged, 'malformed'],
      [Buffer.from('just some text'), 'malformed'],
      [await passwordProtectedPdf(), 'encrypted'],
    ] as const) {
      const refusal = await refusalOf(reader.read(pdf));
      expect(refusal).toBeInstanceOf(PdfRefusal);
      expect(refusal).toMatchObject({ reason });
    }
    // The reader is still there for the next PDF.
    expect((await reader.read(await receiptPdf())).pageCount).toBe(1);
  });
});

describe('the limits of reading a PDF', () => {
  it('refuses a PDF with more pages than allowed, before reading any', async () => {
    const reader = new PdfReader({ maxPages: 3, maxTextBytes: 2_000_000, timeoutMs: 30_000 });
    try {
      expect(await reader.read(await longPdf(3))).toMatchObject({ pageCount: 3 });
      expect(await refusalOf(reader.read(await longPdf(4)))).toMatchObject({
        reason: 'too-many-pages',
        limit: 3,
        measure: 4,
      });
    } finally {
      await reader.close();
    }
  });

  it('stops reading once the text is longer than allowed', async () => {
    const reader = new PdfReader({ maxTextBytes: 60, timeoutMs: 30_000 });
    try {
      expect(await refusalOf(reader.read(await receiptPdf()))).toMatchObject({
        reason: 'too-much-text',
        limit: 60,
      });
    } finally {
      await reader.close();
    }
  });

  it('reads one PDF at a time and turns PDFs away beyond those waiting', async () => {
    const reader = new PdfReader({ maxTextBytes: 2_000_000, timeoutMs: 30_000, maxWaiting: 2 });
    try {
      const pdf = await receiptPdf();
      const reads = await Promise.allSettled([
        reader.read(pdf),
        reader.read(pdf),
        reader.read(pdf),
      ]);
      expect(reads.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect(reads[2]).toMatchObject({ reason: { reason: 'busy' } });
      expect((await reader.read(pdf)).pageCount).toBe(1);
    } finally {
      await reader.close();
    }
  });

  it('stops a read that takes longer than the time limit', async () => {
    const reader = new PdfReader({ maxTextBytes: 2_000_000, timeoutMs: 1 });
    try {
      expect(await refusalOf(reader.read(await receiptPdf()))).toMatchObject({
        reason: 'too-slow',
        limit: 1,
      });
    } finally {
      await reader.close();
    }
  });
});
