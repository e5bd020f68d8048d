import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textItems } from '../../src/adapters/ai/local/compose.js';
import { extractItems } from '../../src/domain/document/extract.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { DAY_MS, dayAfter, notificationsOf } from '../support/loans.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { multipartBody } from '../support/upload.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

const RECORD = {
  serial_number: 'SN-42',
  model_number: 'EC-1',
  purchase_date: '2024-03-14',
  purchase_price: 899.5,
  warranty_until: '2027-03-14',
  custom_fields: [
    { name: 'Frame size', value: '56 cm' },
    { name: 'Colour', value: 'silver' },
  ],
};

async function pdfText(pdf: Buffer): Promise<string | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'circle-records-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
    return stdout;
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe(`item records: serial, model, purchase, warranty, own fields (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let stranger: User;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    owner = await signedInUser(t);
    stranger = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = (user: User, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

  it('are empty on a new item, edited through PATCH and shown in every response', async () => {
    const item = await newItem(t, analyzer, owner.auth, { itemName: 'Road bike' });
    const fresh = (await api(owner, 'GET', `/api/users/inventory/${item.id}`)).json();
    expect(fresh).toMatchObject({
      serial_number: null,
      model_number: null,
      purchase_date: null,
      purchase_price: null,
      warranty_until: null,
      custom_fields: [],
    });
    const edited = await api(owner, 'PATCH', `/api/users/inventory/${item.id}`, RECORD);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject(RECORD);
    const listed = (await api(owner, 'GET', '/api/users/inventory?limit=50')).json();
    expect(listed.items.find((i: { id: string }) => i.id === item.id)).toMatchObject(RECORD);
    // Clearing one leaves the others.
    const cleared = await api(owner, 'PATCH', `/api/users/inventory/${item.id}`, {
      serial_number: null,
      custom_fields: [],
    });
    expect(cleared.json()).toMatchObject({ ...RECORD, serial_number: null, custom_fields: [] });
  });

  it('are taken by an item added by hand', async () => {
    const response = await api(owner, 'POST', '/api/users/inventory', {
      item_name: 'Espresso machine',
      ...RECORD,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject(RECORD);
  });

  it('refuse a date that is not one, a negative price and a nameless field, changing nothing', async () => {
    const item = await newItem(t, analyzer, owner.auth, { itemName: 'Lamp' });
    for (const body of [
      { purchase_date: '14/03/2024' },
      { warranty_until: '2026-02-30' },
      { purchase_price: -1 },
      { custom_fields: [{ name: '', value: 'x' }] },
      { custom_fields: Array.from({ length: 51 }, (_, i) => ({ name: `f${i}`, value: 'v' })) },
    ]) {
      const response = await api(owner, 'PATCH', `/api/users/inventory/${item.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const after = (await api(owner, 'GET', `/api/users/inventory/${item.id}`)).json();
    expect(after).toMatchObject({ purchase_date: null, warranty_until: null, custom_fields: [] });
  });

  it('travel through the CSV export and back in through the import', async () => {
    const user = await signedInUser(t);
    const item = await newItem(t, analyzer, user.auth, { itemName: 'Camera' });
    await api(user, 'PATCH', `/api/users/inventory/${item.id}`, RECORD);
    const csv = await api(user, 'GET', '/api/users/inventory/export?format=csv');
    expect(csv.statusCode).toBe(200);
    const other = await signedInUser(t);
    const body = multipartBody({ file: { buffer: Buffer.from(csv.body), filename: 'items.csv' } });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/users/inventory/import',
      headers: { ...other.auth, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ created: 1, errors: [] });
    const [copy] = (await api(other, 'GET', '/api/users/inventory')).json().items;
    expect(copy).toMatchObject({ item_name: 'Camera', ...RECORD });
  });

  it('fill from a Homebox export, its own fields included', async () => {
    const user = await signedInUser(t);
    const csv = [
      'HB.import_ref,HB.name,HB.serial_number,HB.model_number,HB.purchase_time,HB.purchase_price,HB.warranty_expires,HB.field.Engraving',
      'ref-watch,Watch,W-77,Seamaster,2021-06-01,4200.00,2026-06-01,To A. from B.',
    ].join('\n');
    const body = multipartBody({ file: { buffer: Buffer.from(csv), filename: 'homebox.csv' } });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/users/inventory/import',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(imported.json()).toMatchObject({ created: 1, format: 'homebox' });
    const [watch] = (await api(user, 'GET', '/api/users/inventory')).json().items;
    expect(watch).toMatchObject({
      serial_number: 'W-77',
      model_number: 'Seamaster',
      purchase_date: '2021-06-01',
      purchase_price: 4200,
      estimated_value: 4200,
      warranty_until: '2026-06-01',
      custom_fields: [{ name: 'Engraving', value: 'To A. from B.' }],
      notes: null,
    });
  });

  it('fill from a receipt: its date, each line price and the serial under a line', async () => {
    const user = await signedInUser(t);
    const text = [
      'ELECTRO WORLD',
      'Invoice date: 03/14/2026',
      'Dell XPS 13 Laptop        1   1,299.00',
      '  S/N: 5CD1234XYZ',
      'USB-C Hub                 1      49.99',
      'TOTAL                         1,348.99',
    ].join('\n');
    // The embedded extractor's reading, as the local analyzer gives it.
    analyzer.next = async () => ({
      aiDescription: 'A receipt.',
      items: textItems(extractItems(text)),
      extractedText: text,
    });
    const body = multipartBody({ text_content: text, content_type: 'text' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload/',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const items = response.json().inventory_items;
    const laptop = items.find((i: { item_name: string }) => /XPS/.test(i.item_name));
    expect(laptop).toMatchObject({
      serial_number: '5CD1234XYZ',
      purchase_date: '2026-03-14',
      purchase_price: 1299,
    });
    expect(`${laptop.item_description} ${laptop.notes}`).not.toContain('5CD1234XYZ');
  });

  it('show in the insurance report', async () => {
    const user = await signedInUser(t);
    const item = await newItem(t, analyzer, user.auth, { itemName: 'Cello' });
    await api(user, 'PATCH', `/api/users/inventory/${item.id}`, RECORD);
    const report = await api(user, 'GET', '/api/users/inventory/report');
    expect(report.statusCode).toBe(200);
    const text = await pdfText(report.rawPayload);
    if (text === null) return console.warn('pdftotext is missing: the report text is not read');
    expect(text).toContain('Serial: SN-42');
    expect(text).toContain('Model: EC-1');
    expect(text).toContain('Bought 14 March 2024, paid $899.50');
    expect(text).toContain('Warranty until 14 March 2027');
    expect(text).toContain('Frame size: 56 cm');
  });

  it('announce a warranty ending within 30 days on the dashboard and once as a notification', async () => {
    const user = await signedInUser(t);
    const soon = await newItem(t, analyzer, user.auth, { itemName: 'Dishwasher' });
    const later = await newItem(t, analyzer, user.auth, { itemName: 'Fridge' });
    await api(user, 'PATCH', `/api/users/inventory/${soon.id}`, {
      warranty_until: dayAfter(t, 10),
    });
    await api(user, 'PATCH', `/api/users/inventory/${later.id}`, {
      warranty_until: dayAfter(t, 90),
    });
    const strangerItem = await newItem(t, analyzer, stranger.auth, { itemName: 'Kettle' });
    await api(stranger, 'PATCH', `/api/users/inventory/${strangerItem.id}`, {
      warranty_until: dayAfter(t, 5),
    });

    const ending = await api(user, 'GET', '/api/users/inventory/warranties');
    expect(ending.statusCode).toBe(200);
    expect(ending.json()).toEqual({
      within_days: 30,
      items: [
        {
          item_id: soon.id,
          item_name: 'Dishwasher',
          warranty_until: dayAfter(t, 10),
          days_left: 10,
        },
      ],
    });
    const wider = await api(user, 'GET', '/api/users/inventory/warranties?within_days=120');
    expect(wider.json().items.map((i: { item_name: string }) => i.item_name)).toEqual([
      'Dishwasher',
      'Fridge',
    ]);
    expect(
      (await api(user, 'GET', '/api/users/inventory/warranties?within_days=-1')).statusCode,
    ).toBe(422);

    await t.app.services.warrantyReminders.check();
    await t.app.services.warrantyReminders.check();
    const notices = (await notificationsOf(t, user)).notifications.filter(
      (n) => n.kind === 'warranty_ending',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ item_id: soon.id });
    expect(notices[0]!.title).toContain('Dishwasher');
    expect(notices[0]!.title).toContain('in 10 days');
    const theirs = (await notificationsOf(t, stranger)).notifications;
    expect(theirs.filter((n) => n.kind === 'warranty_ending')).toHaveLength(1);
    expect(theirs.map((n) => n.title).join()).not.toContain('Dishwasher');

    // Sixty days on, the fridge's warranty is near: one notice for it.
    const origin = t.clock.now().getTime();
    t.clock.set(origin + 65 * DAY_MS);
    try {
      await t.app.services.warrantyReminders.check();
    } finally {
      t.clock.set(origin);
    }
    const after = (await notificationsOf(t, user)).notifications.filter(
      (n) => n.kind === 'warranty_ending',
    );
    expect(after.map((n) => n.item_id).sort()).toEqual([soon.id, later.id].sort());
  });
});
