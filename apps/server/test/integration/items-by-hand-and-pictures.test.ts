import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyzedItem, FakeAnalyzer } from '../support/fake-analyzer.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { multipartBody, upload } from '../support/upload.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe(`items added by hand, merged, pictured; duplicate uploads (${databaseKind})`, () => {
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
  beforeEach(() => {
    analyzer.next = async () => ({
      aiDescription: 'A cup and a bowl on a table.',
      items: [
        analyzedItem({ itemName: 'Cup', region: [0.1, 0.2, 0.4, 0.6] }),
        analyzedItem({ itemName: 'Bowl', region: [0.5, 0.5, 0.9, 0.9] }),
        analyzedItem({ itemName: 'Receipt line', visualAreaPercentage: 0 }),
      ],
      extractedText: null,
    });
  });

  /** A distinct 400 × 300 photo each call: the noise differs every time. */
  const photo = () => {
    const pixels = Buffer.alloc(400 * 300 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
    return sharp(pixels, { raw: { width: 400, height: 300, channels: 3 } })
      .jpeg()
      .toBuffer();
  };
  const send = (user: User, buffer: Buffer, extra: Record<string, string> = {}) => {
    const { payload, headers } = multipartBody({
      file: { buffer, filename: 'shelf.jpg', mime: 'image/jpeg' },
      content_type: 'image',
      ...extra,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/upload/',
      payload,
      headers: { ...headers, ...user.auth },
    });
  };
  const api = (
    user: User,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const stored = async (user: User) =>
    (await readdir(path.join(t.config.dataDir, 'files', user.userId), { recursive: true })).map(
      String,
    );

  it('gives each located item its own cropped picture; the whole photo stays the source', async () => {
    const response = await upload(t.app, owner.auth, {
      file: { buffer: await photo(), filename: 'kitchen.jpg', mime: 'image/jpeg' },
      content_type: 'image',
    });
    expect(response.statusCode).toBe(201);
    const file = response.json();
    const named = (name: string) =>
      file.inventory_items.find((i: { item_name: string }) => i.item_name === name);
    const [cup, bowl, line] = ['Cup', 'Bowl', 'Receipt line'].map(named);
    expect(cup.image_url).toMatch(/^\/files\//);
    expect(cup.image_url).not.toBe(cup.source_image_url);
    expect(cup.thumbnail_url).toMatch(/-thumb\.jpg\?/);
    expect(bowl.image_url).not.toBe(cup.image_url);
    expect(cup.source_image_url).toBe(file.storage_url);
    // An item read as text, not located in the photo, has no picture of its own.
    expect(line.image_url).toBeNull();
    expect(line.thumbnail_url).toBeNull();

    const picture = await t.app.inject({ method: 'GET', url: cup.image_url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(picture.rawPayload).metadata();
    // 30 % × 40 % of 400 × 300 plus a margin on each side
    expect(meta.width).toBeGreaterThan(120);
    expect(meta.width).toBeLessThan(160);
    expect(meta.height).toBeGreaterThan(120);
    expect(meta.height).toBeLessThanOrEqual(150);

    // Discover shows the crop, not the whole photo.
    await api(owner, 'PATCH', `/api/users/inventory/${cup.id}/visibility`, { is_public: true });
    const discover = await api(stranger, 'GET', '/api/public/items');
    const listed = discover.json().items.find((i: { id: string }) => i.id === cup.id);
    expect(listed.image_url.split('?')[0]).toBe(cup.image_url.split('?')[0]);

    // The pictures go with the file.
    const keyOf = (url: string) => path.basename(url.split('?')[0]!);
    const pictures = [cup.image_url, cup.thumbnail_url, bowl.image_url].map(keyOf);
    expect(await stored(owner)).toEqual(expect.arrayContaining(pictures));
    expect((await api(owner, 'DELETE', `/api/users/files/${file.id}`)).statusCode).toBe(200);
    const left = await stored(owner);
    expect(pictures.filter((p) => left.includes(p))).toEqual([]);
  });

  it('warns about the same bytes uploaded again, per user, unless told to keep both', async () => {
    const bytes = await photo();
    const first = await send(owner, bytes);
    expect(first.statusCode).toBe(201);
    const again = await send(owner, bytes);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DUPLICATE_UPLOAD',
      duplicate_of: { id: first.json().id, filename: 'shelf.jpg' },
    });
    expect(again.json().detail).toMatch(/already|uploaded this file on \d{4}-\d{2}-\d{2}/);

    const { createHash } = await import('node:crypto');
    const sha = createHash('sha256').update(bytes).digest('hex');
    const check = await api(owner, 'GET', `/api/users/files/by-hash/${sha}`);
    expect(check.json().duplicate_of.id).toBe(first.json().id);
    const none = await api(stranger, 'GET', `/api/users/files/by-hash/${sha}`);
    expect(none.json()).toEqual({ duplicate_of: null });
    expect((await api(owner, 'GET', '/api/users/files/by-hash/xyz')).statusCode).toBe(422);

    expect((await send(stranger, bytes)).statusCode).toBe(201);
    const kept = await send(owner, bytes, { allow_duplicate: 'true' });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().id).not.toBe(first.json().id);
  });

  it('adds an item by hand: verified, in a file of the owner, never in somebody else’s', async () => {
    const file = (await send(owner, await photo())).json();
    const created = await api(owner, 'POST', '/api/users/inventory', {
      item_name: '  Moka pot ',
      item_category: 'kitchenware',
      estimated_value: 35,
      quantity: 2,
      brand: 'Bialetti',
      condition: 'good',
      location: 'Kitchen',
      notes: 'The AI missed it',
      tags: 'coffee, stovetop',
      source_file_id: file.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      item_name: 'Moka pot',
      item_category: 'kitchenware',
      estimated_value: 35,
      quantity: 2,
      brand: 'Bialetti',
      is_verified: true,
      confidence_score: 1,
      source_file_id: file.id,
      tags: ['coffee', 'stovetop'],
      image_url: null,
    });
    const inFile = await api(owner, 'GET', `/api/users/inventory?source_file_id=${file.id}`);
    expect(inFile.json().items.map((i: { item_name: string }) => i.item_name)).toContain(
      'Moka pot',
    );

    const minimal = await api(owner, 'POST', '/api/users/inventory', { item_name: 'Lamp' });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({ item_category: 'household items', quantity: 1 });

    const foreign = await api(stranger, 'POST', '/api/users/inventory', {
      item_name: 'Mine now',
      source_file_id: file.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('File not found');

    for (const [body, loc] of [
      [{}, 'item_name'],
      [{ item_name: '   ' }, 'item_name'],
      [{ item_name: 'A', estimated_value: -1 }, 'estimated_value'],
      [{ item_name: 'A', estimated_value: 2_000_000_000 }, 'estimated_value'],
      [{ item_name: 'A', quantity: 0 }, 'quantity'],
      [{ item_name: 'A', condition: 'shiny' }, 'condition'],
      [{ item_name: 'A', source_file_id: 'nope' }, 'source_file_id'],
    ] as const) {
      const bad = await api(owner, 'POST', '/api/users/inventory', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(bad.json().detail[0].loc).toEqual(['body', loc]);
    }
    const extra = await api(owner, 'POST', '/api/users/inventory', {
      item_name: 'A',
      colour: 'red',
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().detail[0].type).toBe('extra_forbidden');
  });

  it('an edit by the owner verifies the item', async () => {
    const [item] = (await send(owner, await photo())).json().inventory_items;
    expect(item).toBeDefined();
    expect(item.is_verified).toBe(false);
    const edited = await api(owner, 'PATCH', `/api/users/inventory/${item.id}`, {
      location: 'Hall',
    });
    expect(edited.json()).toMatchObject({ location: 'Hall', is_verified: true });
    const unverified = await api(owner, 'PATCH', `/api/users/inventory/${item.id}`, {
      is_verified: false,
    });
    expect(unverified.json().is_verified).toBe(false);
  });

  it('merges two items into one: quantities add, empty fields are filled, the other goes', async () => {
    const a = (
      await api(owner, 'POST', '/api/users/inventory', { item_name: 'Mug', quantity: 2 })
    ).json();
    const b = (
      await api(owner, 'POST', '/api/users/inventory', {
        item_name: 'Mug (blue)',
        quantity: 3,
        brand: 'Denby',
        estimated_value: 12,
        tags: ['blue'],
      })
    ).json();
    const merged = await api(owner, 'POST', `/api/users/inventory/${a.id}/merge`, {
      other_id: b.id,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({
      id: a.id,
      item_name: 'Mug',
      quantity: 5,
      brand: 'Denby',
      estimated_value: 12,
      tags: ['blue'],
    });
    expect((await api(owner, 'GET', `/api/users/inventory/${b.id}`)).statusCode).toBe(404);

    expect(
      (await api(owner, 'POST', `/api/users/inventory/${a.id}/merge`, { other_id: a.id }))
        .statusCode,
    ).toBe(422);
    const theirs = (
      await api(stranger, 'POST', '/api/users/inventory', { item_name: 'Theirs' })
    ).json();
    const foreign = await api(owner, 'POST', `/api/users/inventory/${a.id}/merge`, {
      other_id: theirs.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await api(stranger, 'GET', `/api/users/inventory/${theirs.id}`)).statusCode).toBe(200);
  });

  it('takes the owner’s own photo as the item’s picture and refuses what is not an image', async () => {
    const item = (await api(owner, 'POST', '/api/users/inventory', { item_name: 'Kettle' })).json();
    const put = (buffer: Buffer) => {
      const { payload, headers } = multipartBody({
        file: { buffer, filename: 'kettle.jpg', mime: 'image/jpeg' },
      });
      return t.app.inject({
        method: 'PUT',
        url: `/api/users/inventory/${item.id}/picture`,
        payload,
        headers: { ...headers, ...owner.auth },
      });
    };
    const done = await put(await photo());
    expect(done.statusCode).toBe(200);
    expect(done.json().image_url).toMatch(/^\/files\/.*\.jpg\?/);
    expect(done.json().thumbnail_url).toMatch(/-thumb\.jpg\?/);
    expect((await put(Buffer.from('not an image'))).statusCode).toBe(400);
    const theirs = await t.app.inject({
      method: 'PUT',
      url: `/api/users/inventory/${item.id}/picture`,
      ...(() => {
        const { payload, headers } = multipartBody({
          file: { buffer: Buffer.from('x'), filename: 'x.jpg' },
        });
        return { payload, headers: { ...headers, ...stranger.auth } };
      })(),
    });
    expect(theirs.statusCode).toBe(404);
  });
});
