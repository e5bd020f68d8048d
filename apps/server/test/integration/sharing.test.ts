import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
const DAY = 86_400_000;
const isoDay = (offsetDays: number, from = Date.now()) =>
  new Date(from + offsetDays * DAY).toISOString().slice(0, 10);

describe(`sharing by link and e-mail (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let friend: User;
  let stranger: User;

  beforeAll(async () => {
    t = await buildTestApp({
      overrides: { analyzer },
      env: { PUBLIC_URL: 'https://circle.example' },
    });
    [owner, friend, stranger] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  const share = (user: User, itemId: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/inventory/${itemId}/share`,
      headers: user.auth,
      payload,
    });
  const manage = (user: User, shareId: string, action: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/users/shares/${shareId}`,
      headers: user.auth,
      payload: { action },
    });
  const claim = (user: User | null, token: string, message?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/share/${token}/claim`,
      headers: user?.auth ?? {},
      payload: message ? { message } : {},
    });
  const view = (token: string, user?: User) =>
    t.app.inject({ url: `/api/share/${token}`, headers: user?.auth ?? {} });
  const inventory = (user: User, query = '') =>
    t.app
      .inject({ url: `/api/users/inventory?${query}`, headers: user.auth })
      .then((r) => r.json());

  it('creates a BORROW share with a default return date a week ahead and a 128+ bit link', async () => {
    const item = await newItem(t, analyzer, owner.auth, {
      itemName: 'Cordless drill',
      itemCategory: 'tools',
    });
    const response = await share(owner, item.id, {
      sharing_type: 'BORROW',
      notes: 'Charger included',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      item_id: item.id,
      item_name: 'Cordless drill',
      // A card without the item's picture shows its category's icon.
      item_category: 'tools',
      sharing_type: 'BORROW',
      status: 'PENDING',
      notes: 'Charger included',
      expected_return_date: isoDay(7, t.clock.now().getTime()),
      shared_with: null,
      can_send_reminder: false,
    });
    expect(body.share_token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(body.share_url).toBe(`https://circle.example/share/${body.share_token}`);
    expect(new Date(body.expires_at).getTime() - t.clock.now().getTime()).toBe(168 * 3600 * 1000);
    const listed = (
      await t.app.inject({ url: '/api/users/shares', headers: owner.auth })
    ).json() as { shared_by_me: { share_id: string; item_category: string | null }[] };
    expect(listed.shared_by_me.find((s) => s.share_id === body.share_id)?.item_category).toBe(
      'tools',
    );
    // One live share per item.
    const second = await share(owner, item.id, { sharing_type: 'DONATE' });
    expect(second.statusCode).toBe(409);
  });

  it('validates the share: return date after today and within two years, notes, e-mail', async () => {
    const item = await newItem(t, analyzer, owner.auth);
    const now = t.clock.now().getTime();
    const cases: [Record<string, unknown>, number][] = [
      [{ sharing_type: 'BORROW', expected_return_date: isoDay(0, now) }, 422],
      [{ sharing_type: 'BORROW', expected_return_date: isoDay(800, now) }, 422],
      [{ sharing_type: 'BORROW', expected_return_date: '12/31/2030' }, 422],
      [{ sharing_type: 'BORROW', notes: 'x'.repeat(501) }, 422],
      [{ sharing_type: 'BORROW', notify_email: 'not-an-address' }, 422],
      [{ sharing_type: 'SELL' }, 422],
    ];
    for (const [payload, status] of cases) {
      const response = await share(owner, item.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    const tooFar = await share(owner, item.id, {
      sharing_type: 'BORROW',
      expected_return_date: isoDay(800, now),
    });
    expect(tooFar.json().detail).toMatch(/2 years/);
    expect((await share(stranger, item.id, { sharing_type: 'BORROW' })).statusCode).toBe(404);
  });

  it('mails the link to notify_email and lists the person as a contact', async () => {
    const item = await newItem(t, analyzer, owner.auth, { itemName: 'Camping tent' });
    const response = await share(owner, item.id, {
      sharing_type: 'DONATE',
      notify_email: 'Pal@Example.com',
    });
    expect(response.statusCode).toBe(201);
    const mail = (await readOutbox(t.outboxDir)).find((m) => m.to.includes('pal@example.com'));
    expect(mail?.subject).toMatch(/shared "Camping tent" with you/);
    expect(mail?.raw).toContain(response.json().share_url);
    const contacts = await t.app.inject({
      url: '/api/users/sharing-contacts',
      headers: owner.auth,
    });
    expect(contacts.json().contacts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'pal@example.com', times_shared: 1, name: null }),
      ]),
    );
    expect(contacts.json().pagination).toMatchObject({ limit: 50 });
  });

  it('lends: public view, claim, borrowed inventory, reminder, return and completion', async () => {
    const item = await newItem(t, analyzer, owner.auth, {
      itemName: 'Pressure washer',
      location: '52.52001, 13.40495',
    });
    const created = (
      await share(owner, item.id, { sharing_type: 'BORROW', expected_return_date: isoDay(10) })
    ).json();

    const anonymous = await view(created.share_token);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({
      item: { name: 'Pressure washer', category: 'kitchenware' },
      // The owner chose no public area: the item's own place is never shown.
      owner: { approximate_location: null },
      sharing_type: 'BORROW',
      is_claimed: false,
      can_claim: true,
      is_owner: false,
    });
    expect(anonymous.json().item.image_url).toMatch(/^\/files\//);
    expect(anonymous.body).not.toContain(owner.email.toLowerCase());
    expect((await view(created.share_token, owner)).json()).toMatchObject({
      can_claim: false,
      is_owner: true,
    });

    expect((await claim(null, created.share_token)).statusCode).toBe(401);
    const own = await claim(owner, created.share_token);
    expect(own.statusCode).toBe(400);
    expect(own.json().detail).toBe('You cannot claim your own item');

    const claimed = await claim(friend, created.share_token, 'Thanks!');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ success: true });
    expect((await claim(stranger, created.share_token)).statusCode).toBe(409);
    expect((await view(created.share_token, stranger)).json()).toMatchObject({
      is_claimed: true,
      can_claim: false,
    });
    const ownerMail = (await readOutbox(t.outboxDir)).find(
      (m) => m.to.includes(owner.email.toLowerCase()) && /was claimed/.test(m.subject),
    );
    expect(ownerMail?.raw).toContain('Thanks!');
    // The owner reads the claimer's message in their shares as well.
    const ownShares = await t.app.inject({ url: '/api/users/shares', headers: owner.auth });
    expect(
      ownShares
        .json()
        .shared_by_me.find((s: { share_id: string }) => s.share_id === created.share_id),
    ).toMatchObject({ status: 'CLAIMED', claim_message: 'Thanks!' });

    // The borrower sees it among their items, the owner as lent.
    const borrowed = await inventory(friend, 'sharing_status=borrowed');
    expect(borrowed.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
    expect(borrowed.items[0].sharing_info).toMatchObject({
      is_borrowed: true,
      borrow_expected_return: isoDay(10),
    });
    expect((await inventory(friend)).items.map((i: { id: string }) => i.id)).toContain(item.id);
    expect(
      (await t.app.inject({ url: `/api/users/inventory/${item.id}`, headers: friend.auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/users/inventory/${item.id}`,
          headers: friend.auth,
          payload: { item_name: 'Mine' },
        })
      ).statusCode,
    ).toBe(404);
    const lent = await inventory(owner, 'sharing_status=lent');
    expect(lent.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
    expect(lent.items[0].sharing_info).toMatchObject({
      is_shared: true,
      sharing_status: 'CLAIMED',
      can_send_reminder: true,
    });
    expect(
      (await inventory(owner, 'sharing_status=owned')).items.map((i: { id: string }) => i.id),
    ).not.toContain(item.id);

    const lists = (await t.app.inject({ url: '/api/users/shares', headers: friend.auth })).json();
    expect(lists.shared_with_me.map((s: { share_id: string }) => s.share_id)).toContain(
      created.share_id,
    );

    // Reminder: once a day.
    const remind = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/shares/${created.share_id}/send-reminder`,
        headers: owner.auth,
      });
    expect((await remind()).statusCode).toBe(200);
    const reminder = (await readOutbox(t.outboxDir)).filter(
      (m) => m.to.includes(friend.email.toLowerCase()) && /reminder/i.test(m.subject),
    );
    expect(reminder).toHaveLength(1);
    const again = await remind();
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    expect(
      (await inventory(owner, 'sharing_status=lent')).items[0].sharing_info.can_send_reminder,
    ).toBe(false);
    t.clock.advance(DAY + 1000);
    expect((await remind()).statusCode).toBe(200);
    t.clock.set(Date.now());

    // Completion needs the return first.
    const early = await manage(owner, created.share_id, 'COMPLETE');
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe('Item must be returned before marking as completed');
    const returned = await manage(friend, created.share_id, 'RETURN');
    expect(returned.json()).toMatchObject({ new_status: 'RETURNED' });
    const done = await manage(owner, created.share_id, 'COMPLETE');
    expect(done.json()).toMatchObject({ new_status: 'COMPLETED' });
    expect((await inventory(friend, 'sharing_status=borrowed')).items).toEqual([]);
    const history = (
      await t.app.inject({ url: `/api/users/inventory/${item.id}`, headers: owner.auth })
    ).json().sharing_info;
    expect(history).toMatchObject({ is_shared: false, sharing_status: 'COMPLETED' });
    expect(history.sharing_history).toHaveLength(1);
  });

  it('follows the actor × status table of the manage call', async () => {
    const pending = async () => {
      const item = await newItem(t, analyzer, owner.auth);
      return (await share(owner, item.id, { sharing_type: 'BORROW' })).json();
    };
    const claimedShare = async () => {
      const created = await pending();
      expect((await claim(friend, created.share_token)).statusCode).toBe(200);
      return created;
    };
    // CANCEL: owner, PENDING only.
    const p1 = await pending();
    expect((await manage(friend, p1.share_id, 'CANCEL')).statusCode).toBe(404);
    expect((await manage(owner, p1.share_id, 'CANCEL')).json()).toMatchObject({
      new_status: 'CANCELLED',
    });
    expect((await view(p1.share_token)).statusCode).toBe(404);
    const c1 = await claimedShare();
    const cancelClaimed = await manage(owner, c1.share_id, 'CANCEL');
    expect(cancelClaimed.statusCode).toBe(400);
    expect(cancelClaimed.json().detail).toBe('Can only cancel pending shares');
    expect((await manage(friend, c1.share_id, 'CANCEL')).statusCode).toBe(403);
    // RETURN: borrower only, CLAIMED only.
    expect((await manage(owner, c1.share_id, 'RETURN')).statusCode).toBe(403);
    const p2 = await pending();
    expect((await manage(owner, p2.share_id, 'RETURN')).statusCode).toBe(403);
    // DECLINE: recipient, CLAIMED.
    expect((await manage(owner, c1.share_id, 'DECLINE')).statusCode).toBe(403);
    expect((await manage(friend, c1.share_id, 'DECLINE')).json()).toMatchObject({
      new_status: 'DECLINED',
    });
    expect((await manage(friend, c1.share_id, 'RETURN')).statusCode).toBe(400);
    // COMPLETE: owner; BORROW from RETURNED only.
    const c2 = await claimedShare();
    expect((await manage(friend, c2.share_id, 'RETURN')).statusCode).toBe(200);
    expect((await manage(friend, c2.share_id, 'COMPLETE')).statusCode).toBe(403);
    expect((await manage(owner, c2.share_id, 'COMPLETE')).statusCode).toBe(200);
    expect((await manage(owner, c2.share_id, 'COMPLETE')).statusCode).toBe(400);
    // Unknown actions are refused by the schema.
    expect((await manage(owner, c2.share_id, 'STEAL')).statusCode).toBe(422);
  });

  it('a stranger gets 404 on every share id and changes nothing', async () => {
    const item = await newItem(t, analyzer, owner.auth);
    const created = (await share(owner, item.id, { sharing_type: 'BORROW' })).json();
    for (const action of ['CANCEL', 'COMPLETE', 'RETURN', 'DECLINE']) {
      expect((await manage(stranger, created.share_id, action)).statusCode).toBe(404);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/users/shares/${created.share_id}/send-reminder`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    const lists = (await t.app.inject({ url: '/api/users/shares', headers: stranger.auth })).json();
    expect(lists).toEqual({ shared_by_me: [], shared_with_me: [] });
    expect((await view(created.share_token)).json().status).toBe('PENDING');
    expect((await view('no-such-token')).statusCode).toBe(404);
  });

  it('gives a gift: the recipient claims, the donor completes, the item moves with its photo', async () => {
    const item = await newItem(t, analyzer, owner.auth, { itemName: 'Bookshelf' });
    const created = (
      await share(owner, item.id, { sharing_type: 'DONATE', expected_return_date: isoDay(5) })
    ).json();
    expect(created.expected_return_date).toBeNull();
    expect((await claim(friend, created.share_token)).statusCode).toBe(200);
    expect((await manage(friend, created.share_id, 'RETURN')).statusCode).toBe(400);
    expect((await manage(owner, created.share_id, 'COMPLETE')).json()).toMatchObject({
      new_status: 'COMPLETED',
    });
    const mine = await t.app.inject({
      url: `/api/users/inventory/${item.id}`,
      headers: friend.auth,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      item_name: 'Bookshelf',
      user_id: friend.userId,
      is_public: false,
    });
    expect(mine.json().source_file_id).not.toBe(item.source_file_id);
    expect((await t.app.inject({ url: mine.json().source_image_url })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/users/inventory/${item.id}`, headers: owner.auth }))
        .statusCode,
    ).toBe(404);
    const donorShares = (
      await t.app.inject({ url: '/api/users/shares', headers: owner.auth })
    ).json().shared_by_me;
    expect(
      donorShares.find((s: { share_id: string }) => s.share_id === created.share_id),
    ).toMatchObject({ status: 'COMPLETED', item_name: 'Bookshelf' });
    // Deleting the donor's original photo leaves the recipient's copy.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/users/files/${item.source_file_id}`,
      headers: owner.auth,
    });
    expect(
      (await t.app.inject({ url: `/api/users/inventory/${item.id}`, headers: friend.auth }))
        .statusCode,
    ).toBe(200);
  });

  it('lets exactly one of two simultaneous claims win', async () => {
    const item = await newItem(t, analyzer, owner.auth);
    const created = (await share(owner, item.id, { sharing_type: 'BORROW' })).json();
    const results = await Promise.all([
      claim(friend, created.share_token),
      claim(stranger, created.share_token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('expires an unclaimed link after expires_in_hours', async () => {
    const item = await newItem(t, analyzer, owner.auth);
    const created = (
      await share(owner, item.id, { sharing_type: 'BORROW', expires_in_hours: 2 })
    ).json();
    t.clock.advance(2 * 3600 * 1000 + 1000);
    expect((await view(created.share_token)).statusCode).toBe(404);
    expect((await claim(friend, created.share_token)).statusCode).toBe(404);
    t.clock.set(Date.now());
  });
});
