import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import {
  claimShare,
  dayAfter,
  lend,
  manageShare,
  notificationsOf,
  shareItem,
} from '../support/loans.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe(`in-app notifications (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let borrower: User;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    [owner, borrower] = [await signedInUser(t), await signedInUser(t)];
  });
  afterAll(async () => {
    await t?.close();
  });

  const latest = async (user: User) => (await notificationsOf(t, user)).notifications[0];
  const markRead = (user: User, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/notifications/read',
      headers: user.auth,
      payload: payload as Record<string, unknown>,
    });
  const tick = () => t.clock.advance(1_000);

  it('tells the other side of a loan about claims, reminders, returns and completions', async () => {
    const loan = await lend(t, analyzer, owner, borrower, dayAfter(t, 5), 'Camping stove');
    expect(await latest(owner)).toMatchObject({
      kind: 'share_claimed',
      share_id: loan.shareId,
      item_id: loan.itemId,
      read: false,
    });
    expect((await latest(owner))!.title).toMatch(/claimed "Camping stove"/);
    tick();
    const reminded = await t.app.inject({
      method: 'POST',
      url: `/api/users/shares/${loan.shareId}/send-reminder`,
      headers: owner.auth,
    });
    expect(reminded.statusCode).toBe(200);
    expect(await latest(borrower)).toMatchObject({ kind: 'loan_reminder', share_id: loan.shareId });
    tick();
    expect((await manageShare(t, borrower, loan.shareId, 'RETURN')).statusCode).toBe(200);
    expect(await latest(owner)).toMatchObject({ kind: 'share_returned' });
    tick();
    expect((await manageShare(t, owner, loan.shareId, 'COMPLETE')).statusCode).toBe(200);
    expect(await latest(borrower)).toMatchObject({ kind: 'share_completed' });
  });

  it('tells the owner when a recipient declines', async () => {
    tick();
    const loan = await lend(t, analyzer, owner, borrower, dayAfter(t, 5), 'Tripod');
    tick();
    expect((await manageShare(t, borrower, loan.shareId, 'DECLINE')).statusCode).toBe(200);
    expect(await latest(owner)).toMatchObject({ kind: 'share_declined', share_id: loan.shareId });
  });

  it('tells owners of borrow requests and requesters of approvals and denials', async () => {
    const requester = await signedInUser(t);
    const ask = async (name: string) => {
      const item = await newItem(t, analyzer, owner.auth, { itemName: name });
      await t.app.inject({
        method: 'PATCH',
        url: `/api/users/inventory/${item.id}/visibility`,
        headers: owner.auth,
        payload: { is_public: true },
      });
      tick();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/public/items/${item.id}/request-borrow`,
        headers: requester.auth,
        payload: { sharing_type: 'BORROW' },
      });
      expect(await latest(owner)).toMatchObject({
        kind: 'borrow_request',
        request_id: response.json().request_id,
        item_id: item.id,
      });
      return response.json<{ request_id: string }>().request_id;
    };
    const answer = (id: string, action: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/borrow-requests/${id}`,
        headers: owner.auth,
        payload: { action },
      });
    const approvedId = await ask('Telescope');
    tick();
    expect((await answer(approvedId, 'APPROVE')).statusCode).toBe(200);
    const approved = await latest(requester);
    expect(approved).toMatchObject({ kind: 'request_approved', request_id: approvedId });
    expect(approved!.share_id).toBeTruthy();
    const deniedId = await ask('Canoe');
    tick();
    expect((await answer(deniedId, 'DENY')).statusCode).toBe(200);
    expect(await latest(requester)).toMatchObject({ kind: 'request_denied', request_id: deniedId });
  });

  it('lists newest first with pages and the unread count, and marks read by id or all', async () => {
    const reader = await signedInUser(t);
    const lender = await signedInUser(t);
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      tick();
      const item = await newItem(t, analyzer, reader.auth, { itemName: name });
      const share = await shareItem(t, reader, item.id, { sharing_type: 'DONATE' });
      await claimShare(t, lender, share.share_token);
    }
    const all = await notificationsOf(t, reader);
    expect(all.notifications.map((n) => n.title)).toEqual([
      expect.stringContaining('"Charlie"'),
      expect.stringContaining('"Bravo"'),
      expect.stringContaining('"Alpha"'),
    ]);
    expect(all.unread_count).toBe(3);
    const page = await notificationsOf(t, reader, '?limit=2&offset=1');
    expect(page.notifications).toHaveLength(2);
    expect(page.pagination).toMatchObject({ total: 3, limit: 2, offset: 1, has_next: false });

    // Someone else's notification ids change nothing.
    const othersId = (await latest(owner))!.id;
    expect((await markRead(reader, { ids: [othersId] })).json()).toEqual({
      updated: 0,
      unread_count: 3,
    });
    const one = await markRead(reader, { ids: [all.notifications[0]!.id] });
    expect(one.json()).toEqual({ updated: 1, unread_count: 2 });
    expect((await latest(reader))!.read).toBe(true);
    expect((await markRead(reader, { all: true })).json()).toEqual({
      updated: 2,
      unread_count: 0,
    });
    expect((await notificationsOf(t, owner)).unread_count).toBeGreaterThan(0);
  });

  it('refuses bad read requests with 422 and strangers with 401', async () => {
    for (const payload of [{}, { ids: [] }, { ids: ['not-a-uuid'] }, { all: false }]) {
      const response = await markRead(owner, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBeDefined();
    }
    expect((await t.app.inject({ url: '/api/users/notifications' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/users/notifications?limit=0', headers: owner.auth }))
        .statusCode,
    ).toBe(422);
    const spec = await t.app.inject({ url: '/api/openapi.json' });
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/users/notifications',
        '/api/users/notifications/read',
        '/api/users/notification-settings',
        '/api/users/events',
      ]),
    );
  });
});
