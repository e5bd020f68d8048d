import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzedItem } from '../../src/adapters/ai/analyzer.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { communityActions } from '../support/community.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe(`community discovery and borrow requests (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let requester: User;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    [owner, requester] = [await signedInUser(t), await signedInUser(t)];
  });
  afterAll(async () => {
    await t?.close();
  });

  const { makePublic, discover, requestBorrow, isoDay, publicItem } = communityActions(
    () => t,
    () => owner,
    analyzer,
  );

  it('shows only public items, newest first, with facets and no private data', async () => {
    const privateOne = await newItem(t, analyzer, owner.auth, { itemName: 'Private diary' });
    const drill = await publicItem({
      itemName: 'DeWalt drill',
      brand: 'DeWalt',
      itemCategory: 'tools',
      estimatedValue: 150,
      location: '52.52001, 13.40495',
      condition: 'good',
    });
    t.clock.advance(1000);
    const lamp = await publicItem({
      itemName: 'Brass lamp',
      itemCategory: 'decor',
      estimatedValue: 40,
      location: 'Living Room',
    });
    const response = await discover(requester);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([lamp.id, drill.id]);
    expect(page).toMatchObject({
      page: 1,
      per_page: 20,
      total_items: 2,
      total_pages: 1,
      has_next: false,
      has_prev: false,
    });
    expect(page.available_categories.sort()).toEqual(['decor', 'tools']);
    expect(page.available_brands).toEqual(['DeWalt']);
    expect(page.available_conditions).toEqual(['good']);
    // Places are the owner's chosen area; this owner has chosen none, so no place shows.
    expect(page.available_locations).toEqual([]);
    expect(page.value_range).toEqual({ min: 40, max: 150 });
    // The facets follow the category picked: decor has no brand, so none is offered.
    const decor = (await discover(requester, 'category=decor')).json();
    expect(decor.available_brands).toEqual([]);
    // Still the owner's area, never the room the lamp is in.
    expect(decor.available_locations).toEqual([]);
    expect(decor.available_categories.sort()).toEqual(['decor', 'tools']);
    const tools = (await discover(requester, 'category=tools')).json();
    expect(tools.available_brands).toEqual(['DeWalt']);
    expect(tools.available_locations).toEqual([]);
    const drillCard = page.items[1];
    expect(drillCard).toMatchObject({
      owner_location: null,
      location: null,
      is_shareable: true,
      is_available: true,
      sharing_types_available: ['BORROW'],
      is_own: false,
    });
    expect(drillCard).not.toHaveProperty('owner_id');
    expect(drillCard.image_url).toMatch(/^\/files\//);
    // Cards load the picture at card size.
    expect(drillCard.thumbnail_url).toMatch(/^\/files\//);
    expect(drillCard.image_expires_at).toMatch(/T/);
    expect(JSON.stringify(page)).not.toContain(privateOne.id);
    expect(JSON.stringify(page)).not.toContain('52.52001');
    expect(JSON.stringify(page)).not.toContain(owner.email.toLowerCase());
    // The owner sees their own card, not available to them.
    expect((await discover(owner)).json().items[0]).toMatchObject({
      is_available: false,
      is_own: true,
    });
  });

  it('updates the discovery facets at once when an item is published, edited or hidden', async () => {
    const facetsOf = async () => (await discover(requester)).json().available_categories;
    await facetsOf(); // the facets are now cached
    // A category of the owner's own, not one the analyzer gives.
    const music = 'music' as AnalyzedItem['itemCategory'];
    const guitar = await publicItem({ itemName: 'Acoustic guitar', itemCategory: music });
    expect(await facetsOf()).toContain('music');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/inventory/${guitar.id}`,
      headers: owner.auth,
      payload: { item_category: 'sports' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await facetsOf()).toEqual(expect.arrayContaining(['sports']));
    expect(await facetsOf()).not.toContain('music');
    expect((await makePublic(owner, guitar.id, false)).statusCode).toBe(200);
    expect(await facetsOf()).not.toContain('sports');
  });

  it('filters by search, category, brand, condition, location, value, verified and photo', async () => {
    const ids = async (query: string) =>
      (await discover(requester, query))
        .json()
        .items.map((i: { item_name: string }) => i.item_name);
    expect(await ids('search=drill')).toEqual(['DeWalt drill']);
    expect(await ids('category=decor')).toEqual(['Brass lamp']);
    expect(await ids('brand=dewalt')).toEqual(['DeWalt drill']);
    expect(await ids('condition=good')).toEqual(['DeWalt drill']);
    expect(await ids('location=living')).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: owner.auth,
      payload: { public_area: 'Kreuzberg' },
    });
    expect(await ids('location=kreuz&sort=name')).toEqual(['Brass lamp', 'DeWalt drill']);
    expect(await ids('min_value=100&max_value=200')).toEqual(['DeWalt drill']);
    expect(await ids('is_verified=true')).toEqual([]);
    expect(await ids('has_image=true&sort=name')).toEqual(['Brass lamp', 'DeWalt drill']);
    expect(await ids('has_image=false')).toEqual([]);
    expect(await ids('per_page=1&page=2')).toEqual(['DeWalt drill']);
    expect((await discover(requester, 'per_page=1')).json()).toMatchObject({
      has_next: true,
      total_pages: 2,
    });
    expect((await discover(requester, 'min_value=5&max_value=1')).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/public/items' })).statusCode).toBe(401);
  });

  it('refuses requests on one’s own, private or non-shareable items, and bad dates or messages', async () => {
    const item = await publicItem();
    const own = await requestBorrow(owner, item.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().detail).toMatch(/your own item/);
    const privateItem = await newItem(t, analyzer, owner.auth);
    expect((await requestBorrow(requester, privateItem.id)).statusCode).toBe(404);
    const fixed = await publicItem();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/inventory/${fixed.id}`,
      headers: owner.auth,
      payload: { is_shareable: false },
    });
    const notShareable = await requestBorrow(requester, fixed.id);
    expect(notShareable.statusCode).toBe(400);
    expect(notShareable.json().detail).toMatch(/not currently available/);
    for (const payload of [
      { sharing_type: 'BORROW', expected_return_date: isoDay(0) },
      { sharing_type: 'BORROW', expected_return_date: isoDay(200) },
      { sharing_type: 'BORROW', message: 'x'.repeat(501) },
      { sharing_type: 'DONATE' },
    ]) {
      expect(
        (await requestBorrow(requester, item.id, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(422);
    }
  });
});
