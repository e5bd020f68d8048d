import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { multipartBody, type UploadFields } from '../support/upload.js';

type Auth = { auth: Record<string, string> };
type Item = Record<string, unknown>;

/** A plain spreadsheet: no reference column, 500 distinct rows. */
const plainSheet = (rows = 500) => {
  const lines = ['Name,Category,Brand,Value,Room'];
  for (let i = 1; i <= rows; i++) {
    lines.push(`Box ${i},Storage,Acme,${(i * 1.25).toFixed(2)},Room ${i % 9}`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
};

describe(`importing the same rows again, and how rows are read (${databaseKind})`, () => {
  let t: TestApp;
  let second: TestApp;

  const importFile = (
    app: TestApp,
    who: Auth,
    file: Buffer,
    fields: Record<string, string> = {},
  ) => {
    const body = multipartBody({
      file: { buffer: file, filename: 'items.csv' },
      ...fields,
    } as UploadFields);
    return app.app.inject({
      method: 'POST',
      url: '/api/users/inventory/import',
      headers: { ...who.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const countOf = async (who: Auth) =>
    (await t.app.inject({ url: '/api/users/inventory?limit=1', headers: who.auth })).json<{
      pagination: { total: number };
    }>().pagination.total;
  const itemsOf = async (who: Auth) =>
    (await t.app.inject({ url: '/api/users/inventory?limit=100', headers: who.auth })).json<{
      items: Item[];
    }>().items;

  beforeAll(async () => {
    t = await buildTestApp();
    // A second server process on the same database.
    second = await buildTestApp({ sameDatabaseAs: t });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  describe('rows without a reference', () => {
    it('adds nothing when a plain 500-row spreadsheet is imported twice', async () => {
      const user = await signedInUser(t);
      const first = await importFile(t, user, plainSheet());
      expect(first.json()).toMatchObject({ created: 500, skipped: 0, errors: [] });
      const again = await importFile(t, user, plainSheet());
      expect(again.json()).toMatchObject({ created: 0, skipped: 500, errors: [] });
      expect(await countOf(user)).toBe(500);
      // A dry run of the same file says so before anything is written.
      const preview = await importFile(t, user, plainSheet(), { dry_run: 'true' });
      expect(preview.json()).toMatchObject({ created: 0, skipped: 500 });
    });

    it('gives 500 items when three imports of the same file run at once, on two processes', async () => {
      const user = await signedInUser(t);
      const results = await Promise.all([
        importFile(t, user, plainSheet()),
        importFile(second, user, plainSheet()),
        importFile(t, user, plainSheet()),
      ]);
      expect(results.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const created = results.map((response) => response.json<{ created: number }>().created);
      expect(created.reduce((sum, n) => sum + n, 0)).toBe(500);
      expect(await countOf(user)).toBe(500);
    });

    it('imports two identical rows twice the first time and not at all the second', async () => {
      const user = await signedInUser(t);
      const sheet = Buffer.from('Name,Value\nChair,40\nChair,40\nTable,120\n');
      expect((await importFile(t, user, sheet)).json()).toMatchObject({ created: 3 });
      expect((await importFile(t, user, sheet)).json()).toMatchObject({ created: 0, skipped: 3 });
      // The same rows re-saved: other order, spacing, case and number format.
      const resaved = Buffer.from('Value;Name\n"120,00";table\n40;Chair \n40.00;CHAIR\n');
      expect((await importFile(t, user, resaved)).json()).toMatchObject({ created: 0 });
      // A third chair, and a chair that differs, are new.
      const more = Buffer.from('Name,Value\nChair,40\nChair,40\nChair,40\nChair,45\n');
      expect((await importFile(t, user, more)).json()).toMatchObject({ created: 2, skipped: 2 });
      const names = (await itemsOf(user)).map((item) => item.item_name);
      expect(names.filter((name) => name === 'Chair')).toHaveLength(4);
    });

    it('keeps fingerprints per owner: another account imports the same rows', async () => {
      const [ada, bob] = [await signedInUser(t), await signedInUser(t)];
      const sheet = Buffer.from('Name\nLamp\n');
      expect((await importFile(t, ada, sheet)).json()).toMatchObject({ created: 1 });
      expect((await importFile(t, bob, sheet)).json()).toMatchObject({ created: 1 });
    });
  });

  describe('numbers and text encodings', () => {
    it('reads amounts in scientific notation', async () => {
      const user = await signedInUser(t);
      const sheet = Buffer.from('Name,Value,Qty\nPiano,1.5E+03,1\nSofa,2e3,1\nCups,12,1e1\n');
      expect((await importFile(t, user, sheet)).json()).toMatchObject({ created: 3, errors: [] });
      const value = Object.fromEntries(
        (await itemsOf(user)).map((item) => [
          item.item_name,
          [item.estimated_value, item.quantity],
        ]),
      );
      expect(value).toEqual({ Piano: [1500, 1], Sofa: [2000, 1], Cups: [12, 10] });
    });

    it('reads a UTF-16 file (Excel "Unicode text", tab-separated)', async () => {
      const user = await signedInUser(t);
      const text = 'Name\tRoom\nCrème brûlée torch\tKüche\nSeñor’s sombrero\tFlur\n';
      const file = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
      const response = await importFile(t, user, file);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ created: 2, errors: [] });
      const items = await itemsOf(user);
      expect(items.map((item) => [item.item_name, item.location]).sort()).toEqual([
        ['Crème brûlée torch', 'Küche'],
        ['Señor’s sombrero', 'Flur'],
      ]);
    });

    it('reads a file that is UTF-8 with rows in Windows-1252 without garbling either', async () => {
      const user = await signedInUser(t);
      const file = Buffer.concat([
        Buffer.from('Name,Room\nCafé table,Küche\n'),
        // Appended from an older Excel export: "Größe 2 – Regal,Büro" in Windows-1252.
        Buffer.from([
          ...Buffer.from('Gr', 'latin1'),
          0xf6,
          0xdf,
          ...Buffer.from('e 2 ', 'latin1'),
          0x96,
          ...Buffer.from(' Regal,B', 'latin1'),
          0xfc,
          ...Buffer.from('ro\n', 'latin1'),
        ]),
      ]);
      expect((await importFile(t, user, file)).json()).toMatchObject({ created: 2, errors: [] });
      const items = await itemsOf(user);
      expect(items.map((item) => [item.item_name, item.location]).sort()).toEqual([
        ['Café table', 'Küche'],
        ['Größe 2 – Regal', 'Büro'],
      ]);
    });
  });

  describe('currencies and categories', () => {
    it("converts a price column marked with a currency into the deployment's, as documents are", async () => {
      const user = await signedInUser(t);
      const sheet = Buffer.from('Item;Price (€)\nKettle;100\nRadio;£10\n');
      const response = await importFile(t, user, sheet);
      expect(response.json()).toMatchObject({ created: 2, errors: [] });
      const items = Object.fromEntries((await itemsOf(user)).map((item) => [item.item_name, item]));
      // The test deployment counts in US dollars; 1 EUR = 1.105 USD at the reference rates.
      expect(items.Kettle).toMatchObject({
        estimated_value: 110.5,
        original_value: 100,
        original_currency: 'EUR',
      });
      expect(items.Radio).toMatchObject({ original_value: 10, original_currency: 'GBP' });
      const plain = await importFile(t, user, Buffer.from('Item,Cost USD\nDesk,80\n'));
      expect(plain.json()).toMatchObject({ created: 1 });
      const desk = (await itemsOf(user)).find((item) => item.item_name === 'Desk')!;
      expect(desk).toMatchObject({ estimated_value: 80 });
      expect(desk.original_currency ?? null).toBeNull();
    });

    it('maps free-text categories and Homebox labels onto the fixed list, keeping the original', async () => {
      const user = await signedInUser(t);
      const sheet = Buffer.from(
        'Name,Category\nFrying pan,Kitchen\nSpatula,Kitchenware\nRouter,Tech stuff\nOld map,Stuff from grandma\n',
      );
      expect((await importFile(t, user, sheet)).json()).toMatchObject({ created: 4 });
      const homebox = Buffer.from('HB.name,HB.labels\nWidget,Gift;Electronics\n');
      expect((await importFile(t, user, homebox)).json()).toMatchObject({
        created: 1,
        format: 'homebox',
      });
      const items = Object.fromEntries(
        (await itemsOf(user)).map((item) => [item.item_name, [item.item_category, item.tags]]),
      );
      expect(items).toEqual({
        'Frying pan': ['kitchenware', ['Kitchen']],
        Spatula: ['kitchenware', []],
        Router: ['electronics', ['Tech stuff']],
        'Old map': ['household items', ['Stuff from grandma']],
        Widget: ['electronics', ['Gift', 'Electronics']],
      });
    });
  });
});
