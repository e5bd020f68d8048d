import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzedItem } from '../../src/adapters/ai/analyzer.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, login, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
const DAY = 86_400_000;

describe(`community discovery and borrow requests (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let requester: User;
  let stranger: User;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    [owner, requester, stranger] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  const makePublic = (user: User, id: string, isPublic = true) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/users/inventory/${id}/visibility`,
      headers: user.auth,
      payload: { is_public: isPublic },
    });
  const discover = (user: User, query = '') =>
    t.app.inject({ url: `/api/public/items?${query}`, headers: user.auth });
  const requestBorrow = (
    user: User,
    id: string,
    payload: Record<string, unknown> = { sharing_type: 'BORROW' },
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/items/${id}/request-borrow`,
      headers: user.auth,
      payload,
    });
  const isoDay = (offset: number) =>
    new Date(t.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);
  const publicItem = async (overrides: Partial<AnalyzedItem> = {}) => {
    const item = await newItem(t, analyzer, owner.auth, overrides);
    await makePublic(owner, item.id);
    return item;
  };

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

  it('approves in one transaction: a failure midway leaves neither a share nor an answer', async () => {
    const item = await publicItem({ itemName: 'Tent' });
    const { request_id } = (await requestBorrow(requester, item.id)).json();
    const database = t.app.services.database;
    // The database refuses the answer after the share has been written in the same transaction.
    await database.execScript(`
      CREATE FUNCTION refuse_answer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$;
      CREATE TRIGGER refuse_answer BEFORE UPDATE ON borrow_requests
        FOR EACH ROW WHEN (NEW.status = 'APPROVED') EXECUTE FUNCTION refuse_answer();`);
    const approve = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/borrow-requests/${request_id}`,
        headers: owner.auth,
        payload: { action: 'APPROVE' },
      });
    try {
      const failed = await approve();
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ detail: 'Internal server error' });
    } finally {
      await database.execScript(
        'DROP TRIGGER refuse_answer ON borrow_requests; DROP FUNCTION refuse_answer();',
      );
    }
    const shares = await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM shares WHERE item_id = ${item.id}`,
    );
    expect(shares[0]!.n).toBe(0);
    const pending = (
      await t.app.inject({ url: '/api/users/borrow-requests?status=pending', headers: owner.auth })
    ).json();
    expect(pending.requests.map((r: { id: string }) => r.id)).toContain(request_id);

    const approved = await approve();
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', share_created: true });
    const after = await database.rows<{ n: number; recipient_id: string }>(
      sql`SELECT count(*)::int AS n, max(recipient_id::text) AS recipient_id FROM shares WHERE item_id = ${item.id}`,
    );
    expect(after[0]).toEqual({ n: 1, recipient_id: requester.userId });
  });

  it('request → owner mailed → approve → share for the requester → claim → borrowed', async () => {
    const item = await publicItem({ itemName: 'Ladder', itemCategory: 'tools' });
    const created = await requestBorrow(requester, item.id, {
      sharing_type: 'BORROW',
      message: 'For the gutter',
      expected_return_date: isoDay(14),
    });
    expect(created.statusCode).toBe(201);
    const { request_id, owner_notified, expires_at } = created.json();
    expect(owner_notified).toBe(true);
    expect(new Date(expires_at).getTime() - t.clock.now().getTime()).toBe(7 * DAY);
    expect(
      (await readOutbox(t.outboxDir)).some(
        (m) => m.to.includes(owner.email.toLowerCase()) && /borrow "Ladder"/.test(m.subject),
      ),
    ).toBe(true);
    expect((await requestBorrow(requester, item.id)).statusCode).toBe(409);

    const received = (
      await t.app.inject({ url: '/api/users/borrow-requests?status=pending', headers: owner.auth })
    ).json();
    expect(received.requests.find((r: { id: string }) => r.id === request_id)).toMatchObject({
      item_name: 'Ladder',
      // A card without the item's picture shows its category's icon.
      item_category: 'tools',
      status: 'PENDING',
      days_until_expiry: 7,
      message: 'For the gutter',
      claimable: false,
    });
    const summary = (
      await t.app.inject({ url: '/api/users/borrow-requests/summary', headers: owner.auth })
    ).json();
    expect(summary.pending).toBeGreaterThanOrEqual(1);

    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/users/borrow-requests/${request_id}`,
          headers: requester.auth,
          payload: { action: 'APPROVE' },
        })
      ).statusCode,
    ).toBe(404);
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/borrow-requests/${request_id}`,
      headers: owner.auth,
      payload: { action: 'APPROVE', response_message: 'Sure, pick it up Saturday' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      action: 'APPROVE',
      status: 'APPROVED',
      share_created: true,
    });
    expect(approved.json().share_url).toMatch(/\/share\//);
    expect(
      (await readOutbox(t.outboxDir)).some(
        (m) =>
          m.to.includes(requester.email.toLowerCase()) && /You can borrow "Ladder"/.test(m.subject),
      ),
    ).toBe(true);
    // Only the requester can claim that share.
    const token = approved.json().share_url.split('/share/')[1];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/share/${token}/claim`,
          headers: stranger.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/users/borrow-requests/${request_id}`,
          headers: owner.auth,
          payload: { action: 'DENY' },
        })
      ).statusCode,
    ).toBe(400);

    const sent = (
      await t.app.inject({ url: '/api/users/sent-borrow-requests', headers: requester.auth })
    ).json();
    expect(
      sent.requests.find((r: { request_id: string }) => r.request_id === request_id),
    ).toMatchObject({
      status: 'APPROVED',
      claimable: true,
      response_message: 'Sure, pick it up Saturday',
      item_category: 'tools',
    });
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/users/sent-borrow-requests/${request_id}/claim`,
      headers: requester.auth,
      payload: {},
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().success).toBe(true);
    const after = (
      await t.app.inject({ url: '/api/users/sent-borrow-requests', headers: requester.auth })
    ).json();
    // The requester still sees it, as claimed; the owner's received list lets it go.
    expect(after.requests.find((r: { id: string }) => r.id === request_id)).toMatchObject({
      status: 'CLAIMED',
      claimable: false,
    });
    const claimedOnly = (
      await t.app.inject({
        url: '/api/users/sent-borrow-requests?status=claimed',
        headers: requester.auth,
      })
    ).json();
    expect(claimedOnly.requests.map((r: { id: string }) => r.id)).toEqual([request_id]);
    const ownerList = (
      await t.app.inject({ url: '/api/users/borrow-requests', headers: owner.auth })
    ).json();
    expect(ownerList.requests.map((r: { id: string }) => r.id)).not.toContain(request_id);
    const borrowed = (
      await t.app.inject({
        url: '/api/users/inventory?sharing_status=borrowed',
        headers: requester.auth,
      })
    ).json();
    expect(borrowed.items.map((i: { item_name: string }) => i.item_name)).toEqual(['Ladder']);
    expect(borrowed.items[0].sharing_info).toMatchObject({
      is_borrowed: true,
      borrow_expected_return: isoDay(14),
    });
    // A lent item is not available to others in discovery.
    const card = (await discover(stranger, 'search=ladder')).json().items[0];
    expect(card.is_available).toBe(false);
  });

  it('denies, cancels, and expires requests after seven days', async () => {
    const item = await publicItem({ itemName: 'Tent' });
    const deny = (await requestBorrow(requester, item.id)).json().request_id;
    const denied = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/borrow-requests/${deny}`,
      headers: owner.auth,
      payload: { action: 'DENY', response_message: 'Sorry' },
    });
    expect(denied.json()).toMatchObject({
      status: 'DENIED',
      share_created: false,
      share_url: null,
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/users/sent-borrow-requests/${deny}/claim`,
          headers: requester.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);

    const cancel = (await requestBorrow(requester, item.id)).json().request_id;
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/users/sent-borrow-requests/${cancel}/cancel`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/users/sent-borrow-requests/${cancel}/cancel`,
          headers: requester.auth,
        })
      ).json(),
    ).toEqual({ success: true, message: 'Request cancelled' });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/users/sent-borrow-requests/${cancel}/cancel`,
          headers: requester.auth,
        })
      ).statusCode,
    ).toBe(400);

    const expiring = (await requestBorrow(requester, item.id)).json().request_id;
    t.clock.advance(6 * DAY + 3600_000);
    const soon = (
      await t.app.inject({ url: '/api/users/borrow-requests/summary', headers: owner.auth })
    ).json();
    expect(soon.expiring_soon).toBeGreaterThanOrEqual(1);
    const row = (
      await t.app.inject({ url: '/api/users/borrow-requests?status=PENDING', headers: owner.auth })
    )
      .json()
      .requests.find((r: { id: string }) => r.id === expiring);
    expect(row.days_until_expiry).toBe(1);
    t.clock.advance(DAY);
    // Seven days on, the access tokens have expired too: sign in again.
    for (const user of [owner, requester]) {
      const token = (await login(t, user.email, user.password)).json().access_token as string;
      user.auth = { authorization: `Bearer ${token}` };
    }
    const expired = (
      await t.app.inject({ url: '/api/users/borrow-requests?status=EXPIRED', headers: owner.auth })
    ).json().requests;
    expect(expired.map((r: { id: string }) => r.id)).toContain(expiring);
    expect(expired.find((r: { id: string }) => r.id === expiring).days_until_expiry).toBe(0);
    const late = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/borrow-requests/${expiring}`,
      headers: owner.auth,
      payload: { action: 'APPROVE' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toMatch(/expired/);
    // After expiry the requester may ask again.
    expect((await requestBorrow(requester, item.id)).statusCode).toBe(201);
    t.clock.set(Date.now());
  });

  it('keeps requests private: strangers get 404 and empty lists', async () => {
    const item = await publicItem();
    const id = (await requestBorrow(requester, item.id)).json().request_id;
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/users/borrow-requests/${id}`,
          headers: stranger.auth,
          payload: { action: 'APPROVE' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/users/sent-borrow-requests/${id}/claim`,
          headers: stranger.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    const theirs = (
      await t.app.inject({ url: '/api/users/borrow-requests', headers: stranger.auth })
    ).json();
    expect(theirs.requests).toEqual([]);
    expect(
      (
        await t.app.inject({ url: '/api/users/borrow-requests/summary', headers: stranger.auth })
      ).json(),
    ).toEqual({ pending: 0, total: 0, expiring_soon: 0 });
    expect(
      (await t.app.inject({ url: '/api/users/borrow-requests?status=LOST', headers: owner.auth }))
        .statusCode,
    ).toBe(422);
  });
});
