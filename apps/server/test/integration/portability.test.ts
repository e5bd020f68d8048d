import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventoryRepository } from '../../src/modules/inventory/inventory.repository.js';
import { SharingRepository } from '../../src/modules/sharing/sharing.repository.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { multipartBody, type UploadFields } from '../support/upload.js';

const importFixture = (name: string) =>
  readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url));

const pdftotextMissing = await promisify(execFile)('pdftotext', ['-v']).then(
  () => false,
  () => true,
);

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'circle-report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe(`export, insurance report and import (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let stranger: Awaited<ReturnType<typeof signedInUser>>;

  const importFile = (
    who: { auth: Record<string, string> },
    file: Buffer,
    fields: Record<string, string> = {},
    filename = 'items.csv',
  ) => {
    const body = multipartBody({ file: { buffer: file, filename }, ...fields } as UploadFields);
    return t.app.inject({
      method: 'POST',
      url: '/api/users/inventory/import',
      headers: { ...who.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const exportOf = (who: { auth: Record<string, string> }, format: string) =>
    t.app.inject({ url: `/api/users/inventory/export?format=${format}`, headers: who.auth });
  const itemsOf = async (who: { auth: Record<string, string> }) =>
    (await t.app.inject({ url: '/api/users/inventory?limit=100', headers: who.auth })).json<{
      items: Record<string, unknown>[];
    }>().items;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    owner = await signedInUser(t);
    stranger = await signedInUser(t);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: owner.auth,
      payload: { full_name: 'Ada Owner' },
    });
    expect(renamed.statusCode).toBe(200);
    await newItem(t, analyzer, owner.auth, {
      itemName: 'Road bike',
      itemCategory: 'collectibles',
      brand: 'Canyon',
      estimatedValue: 1800,
      location: 'Hallway',
      tags: ['sport', 'outdoor, summer'],
    });
    const cup = await newItem(t, analyzer, owner.auth, {
      itemName: '=HYPERLINK("x")',
      quantity: 2,
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/inventory/${cup.id}`,
      headers: owner.auth,
      payload: { notes: 'Model: EC-1\nSerial: S-42', condition: 'good' },
    });
    await newItem(t, analyzer, stranger.auth, { itemName: 'Stranger lamp' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('export', () => {
    it('writes an RFC 4180 CSV with a BOM, a header and one row per owned item, formula-safe', async () => {
      const response = await exportOf(owner, 'csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="circle-inventory-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
      expect(header).toEqual(
        expect.arrayContaining([
          'id',
          'item_name',
          'item_category',
          'brand',
          'condition',
          'estimated_value',
          'quantity',
          'location',
          'tags',
          'notes',
          'is_public',
          'created_at',
        ]),
      );
      expect(rows).toHaveLength(2);
      const column = (name: string) => header!.indexOf(name);
      const bike = rows.find((row) => row[column('item_name')] === 'Road bike')!;
      expect(bike[column('brand')]).toBe('Canyon');
      expect(bike[column('estimated_value')]).toBe('1800');
      expect(bike[column('tags')]).toBe('sport; outdoor, summer');
      expect(bike[column('is_public')]).toBe('false');
      const cup = rows.find((row) => row[column('item_name')] !== 'Road bike')!;
      expect(cup[column('item_name')]).toBe('\'=HYPERLINK("x")');
      expect(cup[column('notes')]).toBe('Model: EC-1\nSerial: S-42');
      expect(cup[column('quantity')]).toBe('2');
      expect(response.body).not.toContain('Stranger lamp');
    });

    it('writes JSON as the API shows the items', async () => {
      const response = await exportOf(owner, 'json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/\.json"/);
      const items = response.json<Record<string, unknown>[]>();
      const listed = await itemsOf(owner);
      expect(items.map((item) => item.id).sort()).toEqual(listed.map((item) => item.id).sort());
      const bike = items.find((item) => item.item_name === 'Road bike')!;
      const {
        source_image_url: _a,
        source_image_expires_at: _b,
        ...shown
      } = listed.find((item) => item.id === bike.id)!;
      expect(bike).toMatchObject(shown);
    });

    it("gives a stranger none of the owner's items, and an empty file when they own nothing", async () => {
      const csv = (await exportOf(stranger, 'csv')).body;
      expect(csv).toContain('Stranger lamp');
      expect(csv).not.toContain('Road bike');
      const fresh = await signedInUser(t);
      expect((await exportOf(fresh, 'json')).json()).toEqual([]);
      const [, ...rows] = parse((await exportOf(fresh, 'csv')).body, { bom: true }) as string[][];
      expect(rows).toEqual([]);
    });

    it('asks for a sign-in and a known format', async () => {
      expect((await t.app.inject({ url: '/api/users/inventory/export' })).statusCode).toBe(401);
      const bad = await exportOf(owner, 'xlsx');
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toHaveProperty('detail');
    });
  });

  describe('insurance report', () => {
    it('is a PDF with the cover, totals, every item and a footer on every page', async () => {
      const response = await t.app.inject({
        url: '/api/users/inventory/report',
        headers: owner.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/circle-insurance-report-.*\.pdf/);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // Both items come from a photo: each card carries its picture.
      const images = response.rawPayload.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
      expect(images.length).toBeGreaterThanOrEqual(2);
      if (pdftotextMissing) {
        console.warn('pdftotext is not installed (poppler-utils): the report text is not checked');
        return;
      }
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Home inventory for insurance');
      expect(text).toContain('Ada Owner');
      expect(text).toContain('$1,824.00'); // 1800 + 2 × 12
      expect(text).toMatch(/2 items, 3 pieces/);
      expect(text).toContain('Totals by category');
      expect(text).toContain('Collectibles');
      expect(text).toContain('Totals by room');
      expect(text).toContain('Hallway');
      expect(text).toContain('Road bike');
      expect(text).toContain('Brand: Canyon');
      expect(text).toContain('Model: EC-1');
      expect(text).toContain('Serial: S-42');
      expect(text).toContain('Condition: Good');
      expect(text).not.toContain('Stranger lamp');
      const pages = text.split('\f').filter((page) => page.trim());
      expect(pages.length).toBeGreaterThanOrEqual(3);
      pages.forEach((page, i) => {
        expect(page).toContain(`Page ${i + 1}`);
        expect(page).toMatch(/generated \d{1,2} \w+ \d{4}/);
      });
    });

    it("shows a stranger nothing of the owner's", async () => {
      const response = await t.app.inject({
        url: '/api/users/inventory/report',
        headers: stranger.auth,
      });
      expect(response.statusCode).toBe(200);
      if (pdftotextMissing) return;
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Stranger lamp');
      expect(text).not.toContain('Road bike');
    });
  });

  describe('import', () => {
    it('maps a Homebox export, reports bad rows by line and adds nothing the second time', async () => {
      const user = await signedInUser(t);
      const file = importFixture('homebox-export.csv');
      const first = await importFile(user, file);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        created: 3,
        skipped: 0,
        format: 'homebox',
        dry_run: false,
        errors: [
          { row: 5, detail: expect.stringContaining('quantity "lots"') },
          { row: 6, detail: 'The row has no item name.' },
        ],
      });
      const items = await itemsOf(user);
      const drill = items.find((item) => item.item_name === 'Cordless drill')!;
      expect(drill).toMatchObject({
        item_description: '18V drill with two batteries',
        brand: 'DeWalt',
        estimated_value: 129.99,
        location: 'Garage',
        // Homebox's location path is a branch of places, not only its last part.
        place_path: 'Home / Garage',
        tags: ['Tools', 'Power tools', 'insured'],
        notes: 'Keep charged',
        serial_number: 'SN-998877',
        model_number: 'DCD791',
        purchase_date: '2023-04-01',
        purchase_price: 129.99,
        is_verified: true,
        item_category: 'tools',
      });
      const tv = items.find((item) => item.item_name === 'Television')!;
      expect(tv).toMatchObject({
        estimated_value: 1499,
        location: 'Living Room',
        place_path: 'Home / Living Room',
        item_category: 'electronics',
      });
      expect(items.find((item) => item.item_name === 'Coffee mugs')).toMatchObject({
        quantity: 6,
        location: 'Cupboard',
        notes: 'Set of six; one chipped',
      });

      const again = await importFile(user, file, { format: 'homebox' });
      expect(again.json()).toMatchObject({ created: 0, skipped: 3 });
      expect(await itemsOf(user)).toHaveLength(3);
    });

    it('previews a spreadsheet with detected roles on a dry run, writing nothing', async () => {
      const user = await signedInUser(t);
      const response = await importFile(user, importFixture('spreadsheet-de.csv'), {
        dry_run: 'true',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ format: 'csv', dry_run: true, created: 2, skipped: 0 });
      expect(
        Object.fromEntries(
          body.columns.map((c: { header: string; role: string }) => [c.header, c.role]),
        ),
      ).toEqual({
        Artikel: 'name',
        Marke: 'brand',
        Kaufpreis: 'purchase_price',
        Anzahl: 'quantity',
        Raum: 'location',
        Zustand: 'condition',
        Bemerkungen: 'notes',
      });
      expect(body.preview[0]).toMatchObject({
        row: 2,
        item_name: 'Kaffeemaschine',
        brand: 'Siemens',
        // "€ 249,90" in a deployment that counts in US dollars (1 EUR = 1.105 USD).
        estimated_value: 276.14,
        original_value: 249.9,
        original_currency: 'EUR',
        location: 'Küche',
      });
      expect(body.errors).toEqual([
        { row: 4, detail: 'The purchase price "abc" is not an amount.' },
      ]);
      expect(await itemsOf(user)).toHaveLength(0);
    });

    it("imports with the owner's mapping over the detected one", async () => {
      const user = await signedInUser(t);
      const response = await importFile(user, importFixture('spreadsheet-de.csv'), {
        mapping: JSON.stringify({ Kaufpreis: 'ignore', Bemerkungen: 'description' }),
      });
      expect(response.json()).toMatchObject({ created: 3, errors: [] });
      const items = await itemsOf(user);
      const machine = items.find((item) => item.item_name === 'Kaffeemaschine')!;
      expect(machine).toMatchObject({
        estimated_value: null,
        item_description: 'Garantie bis 2027',
        condition: 'excellent',
      });
    });

    it('imports its own CSV export back, apostrophes taken off', async () => {
      const user = await signedInUser(t);
      const exported = (await exportOf(owner, 'csv')).rawPayload;
      const response = await importFile(user, exported);
      expect(response.json()).toMatchObject({ created: 2, errors: [] });
      const names = (await itemsOf(user)).map((item) => item.item_name).sort();
      expect(names).toEqual(['=HYPERLINK("x")', 'Road bike']);
    });

    it('cannot write into another account, whatever the file says', async () => {
      const before = (await itemsOf(owner)).map((item) => item.id).sort();
      const target = before[0]!;
      const csv = `id,user_id,item_name\n${target},${owner.userId},Planted item\n`;
      const response = await importFile(stranger, Buffer.from(csv));
      expect(response.json()).toMatchObject({ created: 1 });
      expect((await itemsOf(owner)).map((item) => item.id).sort()).toEqual(before);
      const planted = (await itemsOf(stranger)).find((item) => item.item_name === 'Planted item')!;
      expect(planted.id).not.toBe(target);
      expect(planted.user_id).toBe(stranger.userId);
    });

    it('writes all rows or none when the database refuses one batch', async () => {
      const user = await signedInUser(t);
      const db = t.app.services.database.db;
      const repository = new InventoryRepository({ db, loans: new SharingRepository({ db }) });
      const item = (id: string) => ({
        id,
        userId: user.userId,
        itemName: `Row ${id.slice(-4)}`,
        itemCategory: 'tools',
      });
      const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      // The third batch repeats an id: the whole import is rolled back.
      const items = [item(id(1)), item(id(2)), item(id(3)), item(id(4)), item(id(1))];
      await expect(repository.insertImported(items, 2)).rejects.toThrow();
      expect(await itemsOf(user)).toHaveLength(0);
    });

    it('answers bad requests with clear errors', async () => {
      const user = await signedInUser(t);
      const noName = await importFile(user, Buffer.from('price,qty\n12,1\n'));
      expect(noName.statusCode).toBe(422);
      expect(noName.json()).toMatchObject({ code: 'import_no_name_column' });
      expect((await importFile(user, Buffer.from('a,b\n'), { format: 'xlsx' })).statusCode).toBe(
        422,
      );
      expect((await importFile(user, Buffer.from('a,b\n'), { mapping: '{nope' })).statusCode).toBe(
        422,
      );
      const unknown = await importFile(user, Buffer.from('name\nx\n'), {
        mapping: JSON.stringify({ Nope: 'name' }),
      });
      expect(unknown.statusCode).toBe(422);
      const notHomebox = await importFile(user, Buffer.from('name\nx\n'), { format: 'homebox' });
      expect(notHomebox.json()).toMatchObject({ code: 'import_not_homebox' });
      const binary = await importFile(user, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff]));
      expect(binary.statusCode).toBe(422);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/users/inventory/import',
        headers: user.auth,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/users/inventory/import' })).statusCode,
      ).toBe(401);
    });

    it('pages a large export by keyset without losing or repeating an item', async () => {
      const user = await signedInUser(t);
      const lines = ['name,value,room'];
      for (let i = 1; i <= 1203; i++) lines.push(`Box ${i},${i}.50,Room ${i % 7}`);
      const imported = await importFile(user, Buffer.from(lines.join('\n')));
      expect(imported.json()).toMatchObject({ created: 1203, errors: [] });
      const [, ...rows] = parse((await exportOf(user, 'csv')).body, { bom: true }) as string[][];
      expect(rows).toHaveLength(1203);
      expect(new Set(rows.map((row) => row[0])).size).toBe(1203);
      expect(rows[0]![1]).toBe('Box 1');
    });
  });
});
