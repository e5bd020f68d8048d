import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  longPdf,
  passwordProtectedPdf,
  receiptPdf,
  scannedReceiptPdf,
  twoPageOrderPdf,
} from '../../src/testing/sample-pdfs.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

interface Item {
  id: string;
  source_file_id: string;
  source_image_url: string | null;
  item_name: string;
  estimated_value: number | null;
  [field: string]: unknown;
}

// CI installs poppler-utils (.ci/run), which draws scanned pages for OCR.
const pdftoppmMissing = await promisify(execFile)('pdftoppm', ['-v']).then(
  () => false,
  () => true,
);

const byName = (items: Item[]) => [...items].sort((a, b) => a.item_name.localeCompare(b.item_name));

/** What names an item or its file (ids, times, its label's number), not what was read. */
const IDENTITY = new Set([
  'id',
  'asset_id',
  'source_file_id',
  'file_record_id',
  'created_at',
  'updated_at',
]);

/** An item's fields as read from its document. */
const readFields = (item: Item) =>
  Object.fromEntries(Object.entries(item).filter(([field]) => !IDENTITY.has(field)));

describe(`PDF uploads (${databaseKind})`, () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await buildTestApp();
    user = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const uploadPdf = async (pdf: Buffer, filename = 'receipt.pdf') =>
    upload(t.app, user.auth, {
      file: { buffer: pdf, filename, mime: 'application/pdf' },
      content_type: 'text',
    });
  const storedFiles = async () =>
    readdir(path.join(t.config.dataDir, 'files', user.userId)).catch(() => [] as string[]);

  it('reads the items of a PDF receipt, as from the same text typed in', async () => {
    const pdf = await receiptPdf();
    const response = await uploadPdf(pdf);
    expect(response.statusCode).toBe(201);
    const file = response.json<{
      id: string;
      text_content: string;
      storage_url: string;
      inventory_items: Item[];
    }>();
    expect(file).toMatchObject({
      filename: 'receipt.pdf',
      content_type: 'text',
      file_type: 'application/pdf',
      file_size: pdf.length,
      analysis_status: 'completed',
      ai_description: expect.stringContaining('Harbor Home Store'),
    });
    expect(file.text_content).toMatch(/^HARBOR HOME STORE\n/);
    expect(file.text_content).toMatch(/\nOffice chair {3,}\$149\.00\n/);
    const items = byName(file.inventory_items);
    expect(items.map((i) => [i.item_name, i.estimated_value])).toEqual([
      ['Bookshelf', 89.5],
      ['Desk lamp', 29.99],
      ['Office chair', 149],
    ]);
    // Read from a document, not seen in a photo: no picture to show for them.
    expect(items.every((i) => i.source_file_id === file.id && !i.source_image_url)).toBe(true);

    const typed = await upload(t.app, user.auth, {
      content_type: 'text',
      text_content: file.text_content,
    });
    const typedItems = byName(typed.json<{ inventory_items: Item[] }>().inventory_items);
    expect(items.map(readFields)).toEqual(typedItems.map(readFields));
  });

  it('keeps the PDF itself as the file, served as a PDF a browser can show', async () => {
    const pdf = await receiptPdf();
    const created = (await uploadPdf(pdf, 'Harbor receipt.pdf')).json<{ id: string }>();
    const file = await t.app.inject({ url: `/api/users/files/${created.id}`, headers: user.auth });
    expect(file.json()).toMatchObject({ file_type: 'application/pdf', content_type: 'text' });
    const served = await t.app.inject({ url: file.json<{ storage_url: string }>().storage_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="Harbor receipt.pdf"/);
    expect(served.headers['content-security-policy']).not.toMatch(/object-src 'none'/);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    const stored = await storedFiles();
    expect(stored).toContain(`${created.id}.pdf`);
    expect(stored.filter((name) => name.startsWith(created.id))).toHaveLength(1);
  });

  it('reads every page of a longer order', async () => {
    const response = await uploadPdf(await twoPageOrderPdf(), 'order.pdf');
    expect(response.statusCode).toBe(201);
    const items = byName(response.json<{ inventory_items: Item[] }>().inventory_items);
    expect(items.map((i) => i.item_name)).toEqual([
      'Camping tent',
      'Cordless drill',
      'Garden hose',
      'Sleeping bag',
    ]);
  });

  it('refuses damaged, password-protected and overlong PDFs with a 4xx that says why', async () => {
    const before = await storedFiles();
    const cases: Array<[string, Buffer, number, string]> = [
      [
        'damaged.pdf',
        Buffer.from(`%PDF-1.4\n${'garbage '.repeat(100)}`),
        400,
        'The PDF could not be read: the file is damaged or incomplete.',
      ],
      [
        'locked.pdf',
        await passwordProtectedPdf(),
        400,
        'The PDF is protected by a password, so its text cannot be read. Save a copy without the password and upload that.',
      ],
      [
        'catalogue.pdf',
        await longPdf(51),
        413,
        'The PDF has 51 pages. PDFs may have at most 50 pages; split it into smaller documents.',
      ],
    ];
    for (const [filename, pdf, status, detail] of cases) {
      const response = await uploadPdf(pdf, filename);
      expect(response.statusCode, filename).toBe(status);
      expect(response.json(), filename).toEqual({ detail });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it.skipIf(pdftoppmMissing)('reads a scanned page by OCR', async () => {
    const response = await uploadPdf(await scannedReceiptPdf(), 'scan.pdf');
    expect(response.statusCode).toBe(201);
    const file = response.json<{ text_content: string; inventory_items: Item[] }>();
    expect(file.text_content).toMatch(/Hammer/);
    expect(byName(file.inventory_items).map((i) => [i.item_name, i.estimated_value])).toEqual([
      ['Hammer', 12.99],
      ['Paint roller', 8.49],
    ]);
  });
});

describe(`a PDF that takes too long to read (${databaseKind})`, () => {
  it('is refused at the time limit for reading documents, and the server goes on', async () => {
    const t = await buildTestApp({ env: { TEXT_EXTRACTION_TIMEOUT_MS: '1' } });
    try {
      const user = await signedInUser(t);
      const response = await upload(t.app, user.auth, {
        file: { buffer: await receiptPdf(), filename: 'receipt.pdf', mime: 'application/pdf' },
        content_type: 'text',
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        detail:
          'The PDF could not be read within 1 ms: it is too large or too complex. Split it into smaller documents.',
      });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
