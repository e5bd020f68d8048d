import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe(`Browse search by meaning (${databaseKind})`, () => {
  let t: TestApp;
  let owner: User;
  let stranger: User;

  beforeAll(async () => {
    t = await buildTestApp();
    [owner, stranger] = [await signedInUser(t), await signedInUser(t)];
    const items = [
      { item_name: 'Samsung 55" TV', item_category: 'electronics', location: 'Living Room' },
      { item_name: 'Hedge Trimmer', item_category: 'tools', location: 'Shed' },
      { item_name: 'RG6 Coax', item_category: 'electronics', location: 'Office' },
      { item_name: 'Oak Bookshelf', item_category: 'furniture', location: 'Office' },
    ];
    for (const item of items) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/users/inventory',
        headers: owner.auth,
        payload: item,
      });
      expect(created.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const names = async (user: User, search: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/inventory?search=${encodeURIComponent(search)}`,
      headers: user.auth,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      items: { item_name: string }[];
      pagination: { total: number };
    };
    expect(body.pagination.total).toBe(body.items.length);
    return body.items.map((item) => item.item_name);
  };

  it('finds items by a synonym, a kind or what they are used for', async () => {
    expect(await names(owner, 'television')).toEqual(['Samsung 55" TV']);
    expect(await names(owner, 'cable')).toEqual(['RG6 Coax']);
    expect(await names(owner, 'garden')).toEqual(['Hedge Trimmer']);
  });

  it('keeps plain word matches as they were and finds nothing where nothing is meant', async () => {
    expect(await names(owner, 'bookshelf')).toEqual(['Oak Bookshelf']);
    expect(await names(owner, 'the')).toEqual([]);
    expect(await names(owner, 'television')).not.toContain('Oak Bookshelf');
  });

  it('finds only the searcher’s own items', async () => {
    expect(await names(stranger, 'television')).toEqual([]);
  });
});
