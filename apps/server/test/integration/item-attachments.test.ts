import { existsSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzedItem, FakeAnalyzer } from '../support/fake-analyzer.js';
import { householdWith } from '../support/households.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { multipartBody, upload } from '../support/upload.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;
interface Attachment {
  id: string;
  kind: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  url: string;
  thumbnail_url: string | null;
  from_source_file: boolean;
}

/** A small real PDF: a manual of one page. */
function manualPdf(pages = 1): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let page = 0; page < pages; page++) {
      if (page > 0) doc.addPage();
      doc.text(`Drill manual, page ${page + 1}: ${'x'.repeat(2000)}`);
    }
    doc.end();
  });
}

const photo = (colour = '#3366aa') =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe(`item attachments and asset ids (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: Person;
  let member: Person;
  let viewer: Person;
  let stranger: Person;
  let householdId: string;

  const call = (who: Person, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: who.auth,
      ...(payload ? { payload } : {}),
    });
  const attach = (
    who: Person,
    itemId: string,
    file: { buffer: Buffer; filename: string; mime?: string },
    kind?: string,
  ) => {
    const { payload, headers } = multipartBody({ file, ...(kind ? { content_type: kind } : {}) });
    // multipartBody names its text fields after the upload's; rename content_type to kind.
    const body = Buffer.from(
      payload.toString('latin1').replace('name="content_type"', 'name="kind"'),
      'latin1',
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/users/inventory/${itemId}/attachments`,
      payload: body,
      headers: { ...headers, ...who.auth },
    });
  };
  const newItem = async (who: Person, name: string) => {
    const response = await call(who, 'POST', '/api/users/inventory', {
      item_name: name,
      household_id: householdId,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; asset_id: string; image_url: string | null }>();
  };
  const storedFile = (url: string) => {
    const key = new URL(url, 'http://x').pathname.replace(/^\/files\//, '');
    return path.join(t.config.dataDir, 'files', decodeURIComponent(key));
  };

  beforeAll(async () => {
    t = await buildTestApp({
      overrides: { analyzer },
      env: { UPLOAD_MAX_BYTES: String(400_000) },
    });
    owner = await signedInUser(t);
    member = await signedInUser(t);
    viewer = await signedInUser(t);
    stranger = await signedInUser(t);
    householdId = await householdWith(t, owner, [
      { person: member, role: 'member' },
      { person: viewer, role: 'viewer' },
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('numbers items of a household one after another, whoever adds them and however', async () => {
    const first = await newItem(owner, 'Drill');
    const second = await newItem(member, 'Ladder');
    expect(first.asset_id).toMatch(/^\d{3}-\d{3}$/);
    const number = (id: string) => Number(id.replace('-', ''));
    expect(number(second.asset_id)).toBe(number(first.asset_id) + 1);
    analyzer.next = async () => ({
      aiDescription: 'A receipt.',
      extractedText: 'Tent 120.00\nLamp 20.00',
      items: ['Tent', 'Lamp'].map((name) => analyzedItem({ itemName: name })),
    });
    const uploaded = await upload(t.app, owner.auth, {
      content_type: 'text',
      text_content: 'Tent 120.00\nLamp 20.00',
      household_id: householdId,
    });
    const read = uploaded.json<{ inventory_items: { asset_id: string }[] }>().inventory_items;
    expect(read.map((item) => number(item.asset_id)).sort()).toEqual([
      number(second.asset_id) + 1,
      number(second.asset_id) + 2,
    ]);
    // Another household counts on its own.
    const elsewhere = await call(stranger, 'POST', '/api/users/inventory', { item_name: 'Bike' });
    expect(elsewhere.json().asset_id).toBe('000-001');
  });

  it('keeps a PDF manual with its item: listed with a signed address that opens it', async () => {
    const item = await newItem(owner, 'Cordless drill');
    const pdf = await manualPdf();
    const response = await attach(
      member,
      item.id,
      { buffer: pdf, filename: 'Drill manual.pdf', mime: 'application/pdf' },
      'manual',
    );
    expect(response.statusCode, response.body).toBe(201);
    const attachment = response.json<Attachment>();
    expect(attachment).toMatchObject({
      kind: 'manual',
      file_name: 'Drill manual.pdf',
      content_type: 'application/pdf',
      size_bytes: pdf.length,
      from_source_file: false,
    });
    const detail = await call(viewer, 'GET', `/api/users/inventory/${item.id}`);
    expect(detail.statusCode).toBe(200);
    const listed = detail.json<{ attachments: Attachment[] }>().attachments;
    expect(listed.map((a) => a.id)).toEqual([attachment.id]);
    const opened = await t.app.inject({ url: listed[0]!.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('application/pdf');
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    // Lists do not carry attachments; only the item's detail does.
    const list = await call(owner, 'GET', `/api/users/inventory?household_id=${householdId}`);
    expect(list.json().items[0].attachments).toBeUndefined();
  });

  it('tells a file by its bytes: an image named .pdf is a photo, text named .pdf is refused', async () => {
    const item = await newItem(owner, 'Lamp');
    const image = await attach(owner, item.id, {
      buffer: await photo(),
      filename: 'scan.pdf',
      mime: 'application/pdf',
    });
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json()).toMatchObject({ kind: 'photo', file_name: 'scan.jpg' });
    expect(image.json().thumbnail_url).toMatch(/^\/files\//);
    const text = await attach(owner, item.id, {
      buffer: Buffer.from('not a pdf at all'),
      filename: 'manual.pdf',
      mime: 'application/pdf',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toMatch(/PDF/);
    const kind = await attach(
      owner,
      item.id,
      { buffer: await manualPdf(), filename: 'a.pdf' },
      'x',
    );
    expect(kind.statusCode).toBe(422);
    const big = await attach(owner, item.id, { buffer: await manualPdf(250), filename: 'b.pdf' });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toMatch(/too large/);
    const empty = await attach(owner, item.id, { buffer: Buffer.alloc(0), filename: 'c.pdf' });
    expect(empty.statusCode).toBe(400);
    const detail = await call(owner, 'GET', `/api/users/inventory/${item.id}`);
    expect(detail.json().attachments).toHaveLength(1);
  });

  it('keeps at most 50 files per item', async () => {
    const item = await newItem(owner, 'Toolbox');
    const pdf = await manualPdf();
    for (let k = 0; k < 50; k++) {
      const response = await attach(owner, item.id, { buffer: pdf, filename: `p${k}.pdf` });
      expect(response.statusCode).toBe(201);
    }
    const over = await attach(owner, item.id, { buffer: pdf, filename: 'one-more.pdf' });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toMatch(/at most 50/);
    const detail = await call(owner, 'GET', `/api/users/inventory/${item.id}`);
    expect(detail.json().attachments).toHaveLength(50);
  }, 60_000);

  it('makes an image attachment the main picture; a PDF cannot be one', async () => {
    const item = await newItem(owner, 'Kettle');
    expect(item.image_url).toBeNull();
    const image = (
      await attach(owner, item.id, { buffer: await photo('#aa3333'), filename: 'kettle.png' })
    ).json<Attachment>();
    const manual = (
      await attach(owner, item.id, { buffer: await manualPdf(), filename: 'kettle.pdf' })
    ).json<Attachment>();
    const set = await call(member, 'PUT', `/api/users/inventory/${item.id}/picture`, {
      attachment_id: image.id,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().image_url).toMatch(/^\/files\//);
    const served = await t.app.inject({ url: set.json().image_url });
    expect(served.headers['content-type']).toContain('image/jpeg');
    const { dominant } = await sharp(served.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
    const pdf = await call(owner, 'PUT', `/api/users/inventory/${item.id}/picture`, {
      attachment_id: manual.id,
    });
    expect(pdf.statusCode).toBe(422);
    const unknown = await call(owner, 'PUT', `/api/users/inventory/${item.id}/picture`, {
      attachment_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const byViewer = await call(viewer, 'PUT', `/api/users/inventory/${item.id}/picture`, {
      attachment_id: image.id,
    });
    expect(byViewer.statusCode).toBe(403);
    const byStranger = await call(stranger, 'PUT', `/api/users/inventory/${item.id}/picture`, {
      attachment_id: image.id,
    });
    expect(byStranger.statusCode).toBe(404);
  });

  it('lists the receipt an item was read from, as it is; it goes only with the upload', async () => {
    analyzer.next = async () => ({
      aiDescription: 'A receipt.',
      extractedText: 'Blender 80.00',
      items: [analyzedItem({ itemName: 'Blender' })],
    });
    const pdf = await manualPdf();
    const uploaded = await upload(t.app, owner.auth, {
      file: { buffer: pdf, filename: 'receipt.pdf', mime: 'application/pdf' },
      content_type: 'text',
      household_id: householdId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json<{ id: string; inventory_items: { id: string }[] }>();
    const itemId = file.inventory_items[0]!.id;
    const detail = await call(member, 'GET', `/api/users/inventory/${itemId}`);
    const [receipt] = detail.json<{ attachments: Attachment[] }>().attachments;
    expect(receipt).toMatchObject({
      id: file.id,
      kind: 'receipt',
      file_name: 'receipt.pdf',
      content_type: 'application/pdf',
      from_source_file: true,
    });
    const opened = await t.app.inject({ url: receipt!.url });
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    const removed = await call(
      owner,
      'DELETE',
      `/api/users/inventory/${itemId}/attachments/${file.id}`,
    );
    expect(removed.statusCode).toBe(409);
    expect(removed.json().detail).toMatch(/Files/);
  });

  it('lets members remove attachments, viewers only read, strangers see nothing', async () => {
    const item = await newItem(owner, 'Camera');
    const pdf = await manualPdf();
    expect((await attach(viewer, item.id, { buffer: pdf, filename: 'v.pdf' })).statusCode).toBe(
      403,
    );
    expect((await attach(stranger, item.id, { buffer: pdf, filename: 's.pdf' })).statusCode).toBe(
      404,
    );
    const created = (
      await attach(owner, item.id, { buffer: pdf, filename: 'warranty.pdf' }, 'warranty')
    ).json<Attachment>();
    const url = `/api/users/inventory/${item.id}/attachments/${created.id}`;
    expect((await call(stranger, 'GET', `/api/users/inventory/${item.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(viewer, 'DELETE', url)).statusCode).toBe(403);
    const file = storedFile(created.url);
    expect(existsSync(file)).toBe(true);
    const removed = await call(member, 'DELETE', url);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(existsSync(file)).toBe(false);
    expect((await call(member, 'DELETE', url)).statusCode).toBe(404);
    const detail = await call(owner, 'GET', `/api/users/inventory/${item.id}`);
    expect(detail.json().attachments).toEqual([]);
  });

  it("removes an item's attached files from storage with the item", async () => {
    const item = await newItem(owner, 'Printer');
    const created = (
      await attach(owner, item.id, { buffer: await photo(), filename: 'printer.png' })
    ).json<Attachment>();
    const files = [storedFile(created.url), storedFile(created.thumbnail_url!)];
    expect(files.every(existsSync)).toBe(true);
    const deleted = await call(owner, 'DELETE', `/api/users/inventory/${item.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(files.some(existsSync)).toBe(false);
    const sweep = await t.app.services.storageSweeper.sweep(new Date(Date.now() + 86_400_000));
    expect(sweep.orphansDeleted).toBe(0);
  });
});
