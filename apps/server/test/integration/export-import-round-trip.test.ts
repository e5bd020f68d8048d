import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { multipartBody, type UploadFields } from '../support/upload.js';

/** RFC 4180: every cell quoted, quotes doubled. */
const stringify = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n');

type User = Awaited<ReturnType<typeof signedInUser>>;
interface Item {
  id: string;
  item_name: string;
  asset_id: string;
  place_path: string | null;
  serial_number: string | null;
  model_number: string | null;
  purchase_date: string | null;
  purchase_price: number | null;
  warranty_until: string | null;
  custom_fields: { name: string; value: string }[];
}

const RECORD_FIELDS = [
  'item_name',
  'place_path',
  'serial_number',
  'model_number',
  'purchase_date',
  'purchase_price',
  'warranty_until',
  'custom_fields',
] as const;

describe(`export, then import into another account: places, records and asset ids (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let fresh: User;

  const api = (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const created = async <T>(user: User, url: string, payload: object): Promise<T> => {
    const response = await api(user, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  };
  const itemsOf = async (user: User) =>
    (await api(user, 'GET', '/api/users/inventory?limit=100')).json<{ items: Item[] }>().items;
  const pathsOf = async (user: User) =>
    (await api(user, 'GET', '/api/places'))
      .json<{ places: { path: string }[] }>()
      .places.map((place) => place.path)
      .sort();
  const importCsv = (user: User, csv: string) => {
    const body = multipartBody({
      file: { buffer: Buffer.from(csv), filename: 'circle.csv' },
    } as UploadFields);
    return t.app.inject({
      method: 'POST',
      url: '/api/users/inventory/import',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    owner = await signedInUser(t);
    fresh = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('restores the places tree, the record fields and the asset ids that are free', async () => {
    const home = await created<{ id: string }>(owner, '/api/places', { name: 'Home' });
    const garage = await created<{ id: string }>(owner, '/api/places', {
      name: 'Garage',
      parent_id: home.id,
    });
    const shelf = await created<{ id: string }>(owner, '/api/places', {
      name: 'Shelf A',
      parent_id: garage.id,
    });
    await created(owner, '/api/places', { name: 'Kitchen', parent_id: home.id });
    const drill = await created<Item>(owner, '/api/users/inventory', {
      item_name: 'Cordless drill',
      place_id: shelf.id,
      serial_number: 'SN-42',
      model_number: 'DCD777',
      purchase_date: '2024-03-14',
      purchase_price: 129.5,
      warranty_until: '2027-03-14',
      custom_fields: [
        { name: 'Voltage', value: '18 V' },
        { name: 'Colour', value: 'yellow' },
      ],
    });
    await created(owner, '/api/users/inventory', {
      item_name: 'Road bike',
      place_id: garage.id,
      model_number: 'Endurace',
      purchase_price: 1800,
    });
    await created(owner, '/api/users/inventory', { item_name: 'Umbrella' });
    const receipt = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#cccccc' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody({
      file: { buffer: receipt, filename: 'drill-receipt.png' },
    });
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/users/inventory/${drill.id}/attachments`,
      payload,
      headers: { ...headers, ...owner.auth },
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const attachmentName = attached.json<{ file_name: string }>().file_name;

    const exported = await t.app.inject({
      url: '/api/users/inventory/export?format=csv',
      headers: owner.auth,
    });
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = parse(exported.body, { bom: true }) as string[][];
    const cell = (row: string[], name: string) => row[header!.indexOf(name)]!;
    expect(header!.slice(-3)).toEqual(['asset_id', 'place_path', 'attachments']);
    const drillRow = rows.find((row) => cell(row, 'item_name') === 'Cordless drill')!;
    expect(cell(drillRow, 'asset_id')).toBe(drill.asset_id);
    expect(cell(drillRow, 'place_path')).toBe('Home / Garage / Shelf A');
    expect(cell(drillRow, 'location')).toBe('Home / Garage / Shelf A');
    expect(cell(drillRow, 'serial_number')).toBe('SN-42');
    expect(cell(drillRow, 'attachments')).toBe(attachmentName);
    const umbrellaRow = rows.find((row) => cell(row, 'item_name') === 'Umbrella')!;
    expect(cell(umbrellaRow, 'place_path')).toBe('');

    // The fresh account already has a place whose asset id the bike's row names.
    const attic = await created<{ asset_id: string }>(fresh, '/api/places', { name: 'Attic' });
    const bikeRow = rows.find((row) => cell(row, 'item_name') === 'Road bike')!;
    bikeRow[header!.indexOf('asset_id')] = attic.asset_id;
    const csv = stringify([header!, ...rows]);

    const imported = await importCsv(fresh, csv);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ created: 3, errors: [] });

    // Kitchen held no item: the places the items are in come back, with every level above them.
    const ownerPaths = (await pathsOf(owner)).filter((path) => path !== 'Home / Kitchen');
    expect(await pathsOf(fresh)).toEqual(['Attic', ...ownerPaths].sort());
    const ownerItems = await itemsOf(owner);
    const freshItems = await itemsOf(fresh);
    const pick = (item: Item) => Object.fromEntries(RECORD_FIELDS.map((key) => [key, item[key]]));
    const byName = (items: Item[]) =>
      items.map(pick).sort((a, b) => String(a.item_name).localeCompare(String(b.item_name)));
    expect(byName(freshItems)).toEqual(byName(ownerItems));

    const assetOf = (items: Item[], name: string) =>
      items.find((item) => item.item_name === name)!.asset_id;
    expect(assetOf(freshItems, 'Cordless drill')).toBe(drill.asset_id);
    expect(assetOf(freshItems, 'Umbrella')).toBe(assetOf(ownerItems, 'Umbrella'));
    // Taken by the attic: the bike got a new one.
    const bikeAsset = assetOf(freshItems, 'Road bike');
    expect(bikeAsset).not.toBe(attic.asset_id);
    expect(new Set(freshItems.map((item) => item.asset_id)).size).toBe(3);

    // Numbers counted out later pass every kept one.
    const later = await created<Item>(fresh, '/api/users/inventory', { item_name: 'Lamp' });
    const kept = [...freshItems.map((item) => item.asset_id), attic.asset_id];
    expect(kept).not.toContain(later.asset_id);
    const number = (id: string) => Number(id.replace('-', ''));
    expect(number(later.asset_id)).toBeGreaterThan(Math.max(...kept.map(number)));
  });

  it('imports the same file again without adding anything, and gives clashing ids in one file new ones', async () => {
    const other = await signedInUser(t);
    const csv = stringify([
      ['ref', 'item_name', 'asset_id', 'location'],
      ['r1', 'Tent', '000-900', 'Loft / Crate'],
      ['r2', 'Stove', '000-900', 'Loft / Crate'],
    ]);
    const first = await importCsv(other, csv);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 2 });
    const items = await itemsOf(other);
    const ids = items.map((item) => item.asset_id).sort();
    expect(ids).toContain('000-900');
    expect(new Set(ids).size).toBe(2);
    expect(items.every((item) => item.place_path === 'Loft / Crate')).toBe(true);
    const again = await importCsv(other, csv);
    expect(again.json()).toMatchObject({ created: 0 });
    // Without a reference column, the asset ids are the rows' references.
    const byAssetId = stringify([
      ['item_name', 'asset id'],
      ['Lantern', 'A-17'],
      ['Lantern', 'A-18'],
    ]);
    expect((await importCsv(other, byAssetId)).json()).toMatchObject({ created: 2 });
    expect((await importCsv(other, byAssetId)).json()).toMatchObject({ created: 0 });
    const lanterns = (await itemsOf(other)).filter((item) => item.item_name === 'Lantern');
    expect(lanterns.map((item) => item.asset_id).sort()).toEqual(['A-17', 'A-18']);
  });
});
