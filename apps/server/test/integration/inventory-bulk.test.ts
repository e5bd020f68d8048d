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
      made.push(await newItem(t, analyzer, user.auth, { item_name: `${name} ${i}` }));
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
