import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { readOutbox } from '../support/outbox.js';
import { communityActions, DAY } from '../support/community.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, login, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe(`community borrow requests: answers, lifecycle and privacy (${databaseKind})`, () => {
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

  const { discover, requestBorrow, isoDay, publicItem } = communityActions(
    () => t,
    () => owner,
    analyzer,
  );

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
