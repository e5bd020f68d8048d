import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { householdWith } from '../support/households.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;
const run = promisify(execFile);
const PUBLIC_URL = 'https://circle.example.org';

// The sheets are rasterized and read back with Debian's poppler-utils; without it they are skipped.
const popplerMissing = await run('pdftoppm', ['-v']).then(
  () => false,
  () => true,
);
const itReadsSheets = popplerMissing ? it.skip : it;
if (popplerMissing)
  console.warn(
    'poppler-utils (pdftoppm, pdftotext) is not installed: the printed sheets are not read back',
  );

// The decoder's wasm comes from the installed package, never from the network.
const require = createRequire(import.meta.url);
prepareZXingModule({
  overrides: {
    wasmBinary: new Uint8Array(
      await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')),
    ).buffer,
  },
});

/** Every QR code on every page of the PDF, page by page, as the phone's scanner would read them. */
async function decodePdf(pdf: Buffer): Promise<string[][]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'circle-labels-'));
  try {
    await writeFile(path.join(dir, 'labels.pdf'), pdf);
    await run('pdftoppm', ['-r', '150', '-gray', '-png', 'labels.pdf', 'page'], { cwd: dir });
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const decoded: string[][] = [];
    for (const page of pages) {
      const results = await readBarcodes(new Uint8Array(await readFile(path.join(dir, page))), {
        formats: ['QRCode'],
        maxNumberOfSymbols: 64,
        tryHarder: true,
      });
      decoded.push(results.filter((r) => r.isValid).map((r) => r.text));
    }
    return decoded;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'circle-labels-'));
  try {
    await writeFile(path.join(dir, 'labels.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-layout', 'labels.pdf', '-'], { cwd: dir });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe(`label sheets with QR codes (${databaseKind})`, () => {
  let t: TestApp;
  let owner: Person;
  let viewer: Person;
  let stranger: Person;
  let householdId: string;
  const items: { id: string; asset_id: string; item_name: string }[] = [];

  const call = (who: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  const labels = (who: Person, body: object) => call(who, 'POST', '/api/labels', body);

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL } });
    owner = await signedInUser(t);
    viewer = await signedInUser(t);
    stranger = await signedInUser(t);
    householdId = await householdWith(t, owner, [{ person: viewer, role: 'viewer' }]);
    for (let k = 1; k <= 30; k++) {
      const name =
        k === 7
          ? 'Cordless drill with two batteries, charger and a case for all of it'
          : `Thing ${k}`;
      const response = await call(owner, 'POST', '/api/users/inventory', {
        item_name: name,
        household_id: householdId,
      });
      expect(response.statusCode).toBe(201);
      items.push(response.json());
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  itReadsSheets(
    'prints 30 items on A4 whose codes decode to exactly their 30 working links',
    async () => {
      const response = await labels(owner, {
        item_ids: items.map((item) => item.id),
        layout: 'a4-3x8',
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('circle-labels.pdf');
      const pages = await decodePdf(response.rawPayload);
      expect(pages.map((page) => page.length)).toEqual([24, 6]);
      const links = pages.flat();
      expect([...links].sort()).toEqual(
        items.map((item) => `${PUBLIC_URL}/items/${item.id}`).sort(),
      );
      for (const link of links) {
        const id = new URL(link).pathname.replace(/^\/items\//, '');
        expect((await call(owner, 'GET', `/api/users/inventory/${id}`)).statusCode).toBe(200);
        expect((await call(stranger, 'GET', `/api/users/inventory/${id}`)).statusCode).toBe(404);
      }
      const text = await pdfText(response.rawPayload);
      for (const item of items) expect(text).toContain(item.asset_id);
      expect(text).toContain('Thing 30');
      // A long name is cut to fit, ending in an ellipsis.
      expect(text).toMatch(/Cordless drill/);
      expect(text).not.toContain('case for all of it');
    },
    120_000,
  );

  itReadsSheets(
    'prints places beside items, numbered from the same household counter',
    async () => {
      const garage = await call(owner, 'POST', '/api/places', {
        name: 'Garage',
        household_id: householdId,
      });
      expect(garage.statusCode, garage.body).toBe(201);
      const place = garage.json();
      expect(place.asset_id).toMatch(/^\d{3}-\d{3}$/);
      expect(items.map((item) => item.asset_id)).not.toContain(place.asset_id);
      const sheet = await labels(owner, {
        item_ids: [items[0]!.id],
        place_ids: [place.id],
        layout: 'large',
      });
      expect(sheet.statusCode, sheet.body.slice(0, 200)).toBe(200);
      expect((await decodePdf(sheet.rawPayload)).flat()).toEqual([
        `${PUBLIC_URL}/items/${items[0]!.id}`,
        `${PUBLIC_URL}/places/${place.id}`,
      ]);
      expect(await pdfText(sheet.rawPayload)).toContain(place.asset_id);
      const refused = await labels(stranger, { item_ids: [], place_ids: [place.id] });
      expect(refused.statusCode).toBe(404);
    },
    120_000,
  );

  itReadsSheets(
    'prints US Letter 30-up on one page and large labels one per page, all readable',
    async () => {
      const letter = await labels(viewer, {
        item_ids: items.map((item) => item.id),
        layout: 'letter-3x10',
      });
      expect(letter.statusCode).toBe(200);
      const letterPages = await decodePdf(letter.rawPayload);
      expect(letterPages.map((page) => page.length)).toEqual([30]);
      const large = await labels(owner, {
        item_ids: [items[0]!.id, items[1]!.id, items[0]!.id],
        layout: 'large',
      });
      expect(large.statusCode).toBe(200);
      expect(await decodePdf(large.rawPayload)).toEqual(
        [0, 1, 0].map((k) => [`${PUBLIC_URL}/items/${items[k]!.id}`]),
      );
    },
    120_000,
  );

  it('refuses none, too many, unknown and foreign ids with a clear answer', async () => {
    const none = await labels(owner, { item_ids: [], place_ids: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toMatch(/at least one/);
    const many = await labels(owner, {
      item_ids: Array.from({ length: 10_000 }, (_, k) => items[k % 30]!.id),
    });
    expect(many.statusCode).toBe(422);
    expect(many.json().detail).toMatch(/At most 1000 labels.*10000/);
    const most = await labels(owner, {
      item_ids: Array.from({ length: 1000 }, (_, k) => items[k % 30]!.id),
      layout: 'letter-3x10',
    });
    expect(most.statusCode).toBe(200);
    const unknown = await labels(owner, {
      item_ids: [items[0]!.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await labels(stranger, { item_ids: [items[0]!.id] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toMatch(/not found/);
    const place = await labels(owner, {
      item_ids: [items[0]!.id],
      place_ids: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(place.statusCode).toBe(404);
    const badId = await labels(owner, { item_ids: ['not-an-id'] });
    expect(badId.statusCode).toBe(422);
    const badLayout = await labels(owner, { item_ids: [items[0]!.id], layout: 'a5' });
    expect(badLayout.statusCode).toBe(422);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/labels',
      payload: { item_ids: [items[0]!.id] },
    });
    expect(signedOut.statusCode).toBe(401);
  }, 120_000);
});
