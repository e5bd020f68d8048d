import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeEmbedder } from '../support/fake-embedder.js';
import { householdWith } from '../support/households.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Search by meaning covers the household asked about: every member's items, never a stranger's.
 * The fake embedder gives every text the same vector, so whatever is in scope matches.
 */
describe(`search by meaning in a household (${databaseKind})`, () => {
  let t: TestApp;
  let alex: Person;
  let sam: Person;
  let stranger: Person;
  let home: string;
  const ids: Record<string, string> = {};

  const add = async (who: Person, name: string, householdId?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/inventory',
      headers: who.auth,
      payload: { item_name: name, ...(householdId ? { household_id: householdId } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids[name] = response.json<{ id: string }>().id;
  };

  const names = async (who: Person, search: string, householdId?: string) => {
    const query = new URLSearchParams({
      search,
      ...(householdId ? { household_id: householdId } : {}),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/inventory?${query}`,
      headers: who.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ items: { item_name: string }[] }>()
      .items.map((i) => i.item_name)
      .sort();
  };

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { embedder: new FakeEmbedder() } });
    [alex, sam, stranger] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    home = await householdWith(t, alex, [{ person: sam, role: 'member' }]);
    await add(sam, 'Cooler box', home);
    await add(alex, 'Diary');
    await add(stranger, 'Mini fridge');
    // Alex's embedding covers the household's items, including the one Sam added.
    await t.app.services.itemIndex.sync(alex.userId);
    await t.app.services.itemIndex.sync(stranger.userId);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("finds an item another member added, by meaning, in the household's scope", async () => {
    const near = await t.app.services.itemIndex.nearest(
      { userId: alex.userId, householdId: home },
      'something to keep drinks cold',
      10,
    );
    expect(near.map((match) => match.id)).toEqual([ids['Cooler box']]);
    expect(await names(alex, 'something to keep drinks cold', home)).toEqual(['Cooler box']);
  });

  it("never finds a stranger's items, nor another household's", async () => {
    const personal = await t.app.services.itemIndex.nearest(
      { userId: alex.userId },
      'something to keep drinks cold',
      10,
    );
    expect(personal.map((match) => match.id)).toEqual([ids.Diary]);
    expect(await names(stranger, 'something to keep drinks cold')).toEqual(['Mini fridge']);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/users/inventory?search=cold&household_id=${home}`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
  });
});
