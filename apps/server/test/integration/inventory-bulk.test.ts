import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe(`bulk actions on items, all or nothing (${databaseKind})`, () => {
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

  const bulk = (user: User, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/inventory/bulk',
      headers: user.auth,
      payload,
    });
  const get = (user: User, id: string) =>
    t.app.inject({ url: `/api/users/inventory/${id}`, headers: user.auth });
  const items = async (user: User, count: number, name: string) => {
    const made = [];
    for (let i = 0; i < count; i++)
      made.push(await newItem(t, analyzer, user.auth, { itemName: `${name} ${i}` }));
    return made.map((item) => item.id);
  };

  it('sets category, condition, tags and publishes many items in one action', async () => {
    const ids = await items(owner, 3, 'Mug');
    const response = await bulk(owner, {
      item_ids: ids,
      set: {
        item_category: 'kitchenware',
        condition: 'good',
        tags: ['kitchen', 'blue'],
        is_public: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ updated: 3, deleted: 0 });
    expect(body.items).toHaveLength(3);
    for (const id of ids) {
      expect((await get(owner, id)).json()).toMatchObject({
        item_category: 'kitchenware',
        condition: 'good',
        tags: ['kitchen', 'blue'],
        is_public: true,
        is_verified: true,
      });
    }
    const unpublished = await bulk(owner, { item_ids: ids, set: { is_public: false } });
    expect(unpublished.json().items.every((i: { is_public: boolean }) => !i.is_public)).toBe(true);
  });

  it("changes nothing when one id is another user's or unknown, and says so with a 404", async () => {
    const mine = await items(owner, 2, 'Plate');
    const [theirs] = await items(stranger, 1, 'Bowl');
    for (const foreign of [theirs!, '00000000-0000-4000-8000-000000000000']) {
      const response = await bulk(owner, {
        item_ids: [...mine, foreign],
        set: { condition: 'poor' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toMatch(/nothing was changed/);
      const deleted = await bulk(owner, { item_ids: [...mine, foreign], delete: true });
      expect(deleted.statusCode).toBe(404);
    }
    for (const id of mine) expect((await get(owner, id)).json().condition).toBeNull();
    expect((await get(stranger, theirs!)).statusCode).toBe(200);
  });

  it('deletes many items together', async () => {
    const ids = await items(owner, 3, 'Box');
    const response = await bulk(owner, { item_ids: ids, delete: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], updated: 0, deleted: 3 });
    for (const id of ids) expect((await get(owner, id)).statusCode).toBe(404);
  });

  it('refuses malformed requests with a 422', async () => {
    const [id] = await items(owner, 1, 'Lamp');
    for (const payload of [
      { item_ids: [], delete: true },
      { item_ids: [id], delete: false },
      { item_ids: [id] },
      { item_ids: [id], set: { owner: 'x' } },
      { item_ids: ['not-an-id'], set: {} },
      { item_ids: Array.from({ length: 1001 }, () => id), delete: true },
      { item_ids: [id], set: { condition: 'shiny' } },
    ]) {
      const response = await bulk(owner, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
    expect((await get(owner, id!)).statusCode).toBe(200);
  });
});

describe(`bulk tags: added to and removed from many items, keeping their others (${databaseKind})`, () => {
  let t: TestApp;
  let owner: User;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: owner.auth,
      ...(payload ? { payload } : {}),
    });

  it('adds and removes tags per item in one action, and refuses bad tag requests', async () => {
    const a = (
      await call('POST', '/users/inventory', { item_name: 'Mug', tags: ['Kitchen', 'blue'] })
    ).json();
    const b = (await call('POST', '/users/inventory', { item_name: 'Cup', tags: ['red'] })).json();
    const response = await call('POST', '/users/inventory/bulk', {
      item_ids: [a.id, b.id],
      add_tags: ['gift', 'blue'],
      remove_tags: ['kitchen'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ updated: 2, deleted: 0 });
    expect((await call('GET', `/users/inventory/${a.id}`)).json().tags).toEqual(['blue', 'gift']);
    expect((await call('GET', `/users/inventory/${b.id}`)).json().tags).toEqual([
      'red',
      'gift',
      'blue',
    ]);
    const removed = await call('POST', '/users/inventory/bulk', {
      item_ids: [a.id, b.id],
      remove_tags: ['GIFT'],
    });
    expect(removed.json().items.map((item: { tags: string[] }) => item.tags)).toEqual([
      ['blue'],
      ['red', 'blue'],
    ]);

    for (const payload of [
      { item_ids: [a.id], add_tags: [] },
      { item_ids: [a.id], add_tags: [''] },
      { item_ids: [a.id], add_tags: 'gift' },
      { item_ids: [a.id], add_tags: ['x'.repeat(51)] },
      { item_ids: [a.id], add_tags: ['gift'], set: { condition: 'good' } },
    ]) {
      const refused = await call('POST', '/users/inventory/bulk', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const many = Array.from({ length: 49 }, (_, i) => `t${i}`);
    const full = await call('POST', '/users/inventory/bulk', {
      item_ids: [a.id, b.id],
      add_tags: many,
    });
    expect(full.statusCode).toBe(422);
    expect(full.json().detail).toMatch(/more than 50 tags/);
    expect((await call('GET', `/users/inventory/${a.id}`)).json().tags).toEqual(['blue']);
  });
});
