import sharp from 'sharp';
import { CONDITIONS } from '@circle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzedItem, FakeAnalyzer } from '../support/fake-analyzer.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

type Item = {
  id: string;
  item_name: string;
  estimated_value: number | null;
  confidence_score: number;
  [key: string]: unknown;
};

describe(`files and inventory (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let stranger: Awaited<ReturnType<typeof signedInUser>>;
  let photoFileId: string;
  let textFileId: string;

  const get = (url: string, auth = owner.auth) => t.app.inject({ url, headers: auth });
  const names = async (query: string) =>
    ((await get(`/api/users/inventory?${query}`)).json().items as Item[]).map(
      (item) => item.item_name,
    );

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    owner = await signedInUser(t);
    stranger = await signedInUser(t);
    analyzer.next = async () => ({
      aiDescription: 'A living room.',
      extractedText: null,
      items: [
        analyzedItem({
          itemName: 'Samsung 65" QLED TV',
          brand: 'Samsung',
          itemCategory: 'electronics',
          estimatedValue: 1100,
          confidenceScore: 0.95,
          location: 'Living Room',
          condition: 'excellent',
        }),
        analyzedItem({
          itemName: 'IKEA Kivik sofa',
          brand: 'IKEA',
          itemCategory: 'furniture',
          estimatedValue: 450,
          confidenceScore: 0.6,
          location: 'Living Room',
        }),
        analyzedItem({
          itemName: 'Sonos One speaker',
          brand: 'Sonos',
          itemCategory: 'electronics',
          estimatedValue: 199,
          confidenceScore: 0.91,
          quantity: 2,
        }),
      ],
    });
    const photo = await sharp({
      create: { width: 200, height: 150, channels: 3, background: '#444' },
    })
      .jpeg()
      .toBuffer();
    photoFileId = (
      await upload(t.app, owner.auth, {
        file: { buffer: photo, filename: 'living.jpg' },
        content_type: 'image',
      })
    ).json().id;
    t.clock.advance(1000);
    analyzer.next = async () => ({
      aiDescription: 'A list.',
      extractedText: null,
      items: [
        analyzedItem({
          itemName: 'DeWalt 20V cordless drill kit',
          brand: 'DeWalt',
          itemCategory: 'tools',
          estimatedValue: 149,
          confidenceScore: 0.7,
          location: 'Garage',
        }),
        analyzedItem({
          itemName: 'Apples',
          itemCategory: 'chemical_perishable',
          estimatedValue: null,
          confidenceScore: 0.4,
          perishabilityType: 'perishable',
        }),
      ],
    });
    textFileId = (
      await upload(t.app, owner.auth, {
        file: { buffer: Buffer.from('garage list'), filename: 'garage.txt' },
        content_type: 'text',
      })
    ).json().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists files newest first with the list envelope, filtered by content type', async () => {
    const response = await get('/api/users/files');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.files.map((f: { id: string }) => f.id)).toEqual([textFileId, photoFileId]);
    expect(body.files[1]).toMatchObject({
      filename: 'living.jpg',
      item_count: 3,
      content_type: 'image',
    });
    expect(body.pagination).toEqual({
      total: 2,
      limit: 20,
      offset: 0,
      current_page: 1,
      total_pages: 1,
      has_next: false,
      has_previous: false,
    });
    const images = (await get('/api/users/files?content_type=image&limit=1')).json();
    expect(images.files).toHaveLength(1);
    expect(images.pagination).toMatchObject({ total: 1, limit: 1 });
    const page2 = (await get('/api/users/files?limit=1&offset=1')).json();
    expect(page2.pagination).toMatchObject({
      current_page: 2,
      total_pages: 2,
      has_next: false,
      has_previous: true,
    });
    expect((await get('/api/users/files?limit=0')).statusCode).toBe(422);
    expect((await get('/api/users/files?content_type=video')).statusCode).toBe(422);
  });

  it('gives one file with its items, and files with inventory by page', async () => {
    const one = (await get(`/api/users/files/${photoFileId}?refresh_url=true`)).json();
    expect(one.inventory_items.map((i: Item) => i.item_name)).toHaveLength(3);
    expect(one.storage_url_expires_at).toMatch(/T/);
    const withItems = (await get('/api/users/files-with-inventory?page=1&page_size=1')).json();
    expect(withItems.files).toHaveLength(1);
    expect(withItems.files[0].id).toBe(textFileId);
    expect(withItems.files[0].inventory_items.map((i: Item) => i.item_name).sort()).toEqual([
      'Apples',
      'DeWalt 20V cordless drill kit',
    ]);
    expect(withItems.pagination).toMatchObject({
      total: 2,
      limit: 1,
      has_next: true,
      current_page: 1,
    });
  });

  it('lists items with every filter', async () => {
    expect(await names('category=electronics&sort_by=name&sort_order=asc')).toEqual([
      'Samsung 65" QLED TV',
      'Sonos One speaker',
    ]);
    expect(await names('min_value=150&max_value=500&sort_by=value&sort_order=asc')).toEqual([
      'Sonos One speaker',
      'IKEA Kivik sofa',
    ]);
    expect(await names('min_value=100&sort_by=value&sort_order=desc')).toEqual([
      'Samsung 65" QLED TV',
      'IKEA Kivik sofa',
      'Sonos One speaker',
      'DeWalt 20V cordless drill kit',
    ]);
    expect(await names('search=samsng')).toEqual(['Samsung 65" QLED TV']);
    expect(await names('search=drill')).toEqual(['DeWalt 20V cordless drill kit']);
    expect(await names('search=living%20room&sort_by=name')).toEqual([
      'Samsung 65" QLED TV',
      'IKEA Kivik sofa',
    ]);
    expect(await names('search=sofas')).toEqual(['IKEA Kivik sofa']);
    expect(await names(`source_file_id=${textFileId}&sort_by=name&sort_order=asc`)).toEqual([
      'Apples',
      'DeWalt 20V cordless drill kit',
    ]);
    expect(await names('sharing_status=owned')).toHaveLength(5);
    expect(await names('sharing_status=lent')).toEqual([]);
    expect(await names('is_public=true')).toEqual([]);
    expect(await names('is_shareable=true')).toHaveLength(5);
    expect((await get('/api/users/inventory?min_value=500&max_value=100')).statusCode).toBe(422);
    expect((await get('/api/users/inventory?min_value=-1')).statusCode).toBe(422);
    expect((await get('/api/users/inventory?sort_by=price')).statusCode).toBe(422);
    expect((await get('/api/users/inventory?search=%25')).json().items).toEqual([]);
  });

  it('sorts by date, value, name and confidence in both directions, empty values last', async () => {
    expect(await names('')).toEqual([
      'DeWalt 20V cordless drill kit',
      'Apples',
      'Samsung 65" QLED TV',
      'IKEA Kivik sofa',
      'Sonos One speaker',
    ]);
    expect((await names('sort_by=date&sort_order=asc'))[0]).toBe('Sonos One speaker');
    expect(await names('sort_by=value&sort_order=asc')).toEqual([
      'DeWalt 20V cordless drill kit',
      'Sonos One speaker',
      'IKEA Kivik sofa',
      'Samsung 65" QLED TV',
      'Apples',
    ]);
    expect((await names('sort_by=value&sort_order=desc')).at(-1)).toBe('Apples');
    expect(await names('sort_by=name&sort_order=asc')).toEqual([
      'Apples',
      'DeWalt 20V cordless drill kit',
      'IKEA Kivik sofa',
      'Samsung 65" QLED TV',
      'Sonos One speaker',
    ]);
    expect(await names('sort_by=confidence&sort_order=desc')).toEqual([
      'Samsung 65" QLED TV',
      'Sonos One speaker',
      'DeWalt 20V cordless drill kit',
      'IKEA Kivik sofa',
      'Apples',
    ]);
    const page = (await get('/api/users/inventory?limit=2&offset=2')).json();
    expect(page.items).toHaveLength(2);
    expect(page.pagination).toMatchObject({
      total: 5,
      current_page: 2,
      total_pages: 3,
      has_next: true,
      has_previous: true,
    });
  });

  it('sorts by category, condition (new to poor) and room, empty values last', async () => {
    const rows = async (query: string) =>
      (await get(`/api/users/inventory?${query}`)).json().items as Array<
        Item & { item_category: string; condition: string | null; location: string | null }
      >;
    const ordered = (values: Array<string | number>, order: 'asc' | 'desc') =>
      values.every(
        (value, i) =>
          i === 0 || (order === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
      );
    const rank = (condition: string | null) =>
      condition ? (CONDITIONS as readonly string[]).indexOf(condition.toLowerCase()) : null;
    for (const order of ['asc', 'desc'] as const) {
      const byCategory = await rows(`sort_by=category&sort_order=${order}`);
      expect(byCategory).toHaveLength(5);
      expect(
        ordered(
          byCategory.map((item) => item.item_category),
          order,
        ),
      ).toBe(true);

      const byCondition = (await rows(`sort_by=condition&sort_order=${order}`)).map((item) =>
        rank(item.condition),
      );
      const ranked = byCondition.filter((value): value is number => value !== null);
      expect(ordered(ranked, order)).toBe(true);
      expect(byCondition.slice(ranked.length).every((value) => value === null)).toBe(true);

      const byRoom = (await rows(`sort_by=room&sort_order=${order}`)).map(
        (item) => item.location?.toLowerCase() ?? null,
      );
      const placed = byRoom.filter((value): value is string => value !== null);
      expect(placed.length).toBeGreaterThan(0);
      expect(ordered(placed, order)).toBe(true);
      expect(byRoom.slice(placed.length).every((value) => value === null)).toBe(true);
    }
  });

  it('edits every field, takes tags as a list or comma text, and validates', async () => {
    const [item] = (await get('/api/users/inventory?search=sofa')).json().items as Item[];
    const patch = (payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/inventory/${item!.id}`,
        headers: owner.auth,
        payload: payload as object,
      });
    const response = await patch({
      item_name: 'IKEA Kivik 3-seat sofa',
      item_description: 'Grey, washable covers',
      item_category: 'Furniture',
      brand: 'IKEA',
      estimated_value: 425.5,
      condition: 'good',
      location: 'Den',
      tags: 'sofa, living room , sofa',
      notes: 'Bought 2021',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      item_name: 'IKEA Kivik 3-seat sofa',
      item_description: 'Grey, washable covers',
      item_category: 'furniture',
      estimated_value: 425.5,
      condition: 'good',
      location: 'Den',
      tags: ['sofa', 'living room'],
      notes: 'Bought 2021',
    });
    expect((await patch({ tags: ['a', 'b'] })).json().tags).toEqual(['a', 'b']);
    expect((await patch({ location: 'Office' })).json()).toMatchObject({
      location: 'Office',
      item_name: 'IKEA Kivik 3-seat sofa',
    });
    expect((await patch({ brand: '' })).json().brand).toBeNull();
    for (const bad of [
      { estimated_value: -5 },
      { estimated_value: 'cheap' },
      { item_name: '' },
      { condition: 'mint' },
      { owner: 'me' },
    ]) {
      const refused = await patch(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect(await names('search=den')).toEqual([]);
    expect(await names('search=office')).toEqual(['IKEA Kivik 3-seat sofa']);
  });

  it('toggles visibility', async () => {
    const [item] = (await get('/api/users/inventory?search=sonos')).json().items as Item[];
    const visibility = (isPublic: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/inventory/${item!.id}/visibility`,
        headers: owner.auth,
        payload: { is_public: isPublic },
      });
    expect((await visibility(true)).json().is_public).toBe(true);
    expect(await names('is_public=true')).toEqual(['Sonos One speaker']);
    expect((await visibility(false)).json().is_public).toBe(false);
    expect((await visibility('yes')).statusCode).toBe(422);
  });

  it("answers 404 for another user's file or item and changes nothing", async () => {
    const [item] = (await get('/api/users/inventory?search=drill')).json().items as Item[];
    const calls = [
      ['GET', `/api/users/files/${photoFileId}`],
      ['DELETE', `/api/users/files/${photoFileId}`],
      ['GET', `/api/users/inventory/${item!.id}`],
      ['PATCH', `/api/users/inventory/${item!.id}`],
      ['PATCH', `/api/users/inventory/${item!.id}/visibility`],
      ['DELETE', `/api/users/inventory/${item!.id}`],
    ] as const;
    for (const [method, url] of calls) {
      const payload =
        method === 'PATCH'
          ? url.endsWith('visibility')
            ? { is_public: true }
            : { item_name: 'Mine now' }
          : undefined;
      const response = await t.app.inject({
        method,
        url,
        headers: stranger.auth,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get('/api/users/inventory', stranger.auth)).json().items).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/refresh-file-urls',
          headers: stranger.auth,
          payload: { file_ids: [photoFileId] },
        })
      ).json(),
    ).toEqual({ refreshed_urls: [] });
    const still = (await get(`/api/users/inventory/${item!.id}`)).json();
    expect(still).toMatchObject({ item_name: 'DeWalt 20V cordless drill kit', is_public: false });
    expect((await get('/api/users/inventory/not-a-uuid')).statusCode).toBe(422);
    expect(
      (await get('/api/users/inventory/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('refreshes signed addresses of the asked files', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/refresh-file-urls',
      headers: owner.auth,
      payload: { file_ids: [photoFileId, textFileId, photoFileId] },
    });
    expect(response.statusCode).toBe(200);
    const refreshed = response.json().refreshed_urls as {
      file_id: string;
      signed_url: string;
      thumbnail_url: string | null;
    }[];
    expect(refreshed.map((r) => r.file_id).sort()).toEqual([photoFileId, textFileId].sort());
    for (const entry of refreshed)
      expect((await t.app.inject({ url: entry.signed_url })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/refresh-file-urls',
          headers: owner.auth,
          payload: { file_ids: [] },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('deletes an item, then a file with its items and stored copies', async () => {
    const [apples] = (await get('/api/users/inventory?search=apples')).json().items as Item[];
    const deletedItem = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/inventory/${apples!.id}`,
      headers: owner.auth,
    });
    expect(deletedItem.statusCode).toBe(200);
    expect(deletedItem.json()).toEqual({
      item_id: apples!.id,
      vector_deletion_results: { status: 'completed', deleted_search_entries: 1 },
    });
    expect((await get(`/api/users/inventory/${apples!.id}`)).statusCode).toBe(404);

    const file = (await get(`/api/users/files/${photoFileId}`)).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/files/${photoFileId}`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      file_id: photoFileId,
      deleted_items_count: 3,
      vector_deletion_results: { status: 'completed', deleted_search_entries: 3 },
    });
    expect(await names('search=samsung')).toEqual([]);
    expect((await t.app.inject({ url: file.storage_url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: file.thumbnail_url })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/users/files/${photoFileId}`,
          headers: owner.auth,
        })
      ).statusCode,
    ).toBe(404);
  });
});
