import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { claimShare, dayAfter, manageShare, notificationsOf, shareItem } from '../support/loans.js';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;

describe(`lending across households (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let alex: Person;
  let sam: Person;
  let vera: Person;
  let home: string;

  const api = (
    who: Person,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who.auth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function join(guest: Person, role: string) {
    await api(alex, 'POST', `/households/${home}/invitations`, { email: guest.email, role });
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(guest.email)).at(-1)!;
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /token=([A-Za-z0-9_-]+)/.exec(text)![1];
    const accepted = await api(guest, 'POST', '/households/invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
  }

  async function householdItem(name: string) {
    const added = await api(alex, 'POST', '/users/inventory', {
      item_name: name,
      estimated_value: 80,
      household_id: home,
    });
    expect(added.statusCode).toBe(201);
    return added.json<{ id: string }>().id;
  }

  /** `lender` lends the household item to `borrower`, who claims it. */
  async function lendFromHousehold(lender: Person, borrower: Person, itemId: string) {
    const share = await shareItem(t, lender, itemId, {
      sharing_type: 'BORROW',
      expected_return_date: dayAfter(t, 7),
    });
    await claimShare(t, borrower, share.share_token);
    return share;
  }

  const lentOut = async (who: Person, itemId: string) =>
    (await api(who, 'GET', `/users/inventory/${itemId}`)).json().sharing_info;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    [alex, sam, vera] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    home = (await api(alex, 'POST', '/households', { name: 'Maple Street' })).json().id;
    await join(sam, 'member');
    await join(vera, 'viewer');
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it("a member lends a household item; the borrower sees the household's name; members see the loan", async () => {
    const borrower = await signedInUser(t);
    const itemId = await householdItem('Ladder');
    const share = await lendFromHousehold(sam, borrower, itemId);

    const page = await t.app.inject({ url: `/api/share/${share.share_token}`, headers: {} });
    expect(page.json().owner.household_name).toBe('Maple Street');
    const borrowed = (await api(borrower, 'GET', '/users/shares')).json().shared_with_me;
    expect(borrowed[0]).toMatchObject({ item_name: 'Ladder', household_name: 'Maple Street' });

    // Every member sees the household's loan, whoever of them lent it.
    for (const member of [alex, vera]) {
      const lent = (await api(member, 'GET', '/users/shares')).json().shared_by_me;
      expect(lent.map((s: { share_id: string }) => s.share_id)).toContain(share.share_id);
      expect(await lentOut(member, itemId)).toMatchObject({ is_shared: true });
    }
    // A viewer reads it but may not end it; an owner may act as the lender.
    expect((await manageShare(t, vera, share.share_id, 'COMPLETE')).statusCode).toBe(403);
    const stranger = await signedInUser(t);
    expect((await manageShare(t, stranger, share.share_id, 'COMPLETE')).statusCode).toBe(404);
    expect((await manageShare(t, borrower, share.share_id, 'RETURN')).statusCode).toBe(200);
    expect((await manageShare(t, alex, share.share_id, 'COMPLETE')).statusCode).toBe(200);
  });

  it("a removed member's shares stay with the household", async () => {
    const leaver = await signedInUser(t);
    const borrower = await signedInUser(t);
    await join(leaver, 'member');
    const itemId = await householdItem('Tent');
    const share = await lendFromHousehold(leaver, borrower, itemId);
    expect(
      (await api(alex, 'DELETE', `/households/${home}/members/${leaver.userId}`)).statusCode,
    ).toBe(200);
    const lent = (await api(alex, 'GET', '/users/shares')).json().shared_by_me;
    expect(lent.find((s: { share_id: string }) => s.share_id === share.share_id)).toMatchObject({
      status: 'CLAIMED',
      household_name: 'Maple Street',
    });
    expect((await manageShare(t, leaver, share.share_id, 'CANCEL')).statusCode).toBe(400);
    expect((await manageShare(t, borrower, share.share_id, 'RETURN')).statusCode).toBe(200);
    expect((await manageShare(t, alex, share.share_id, 'COMPLETE')).statusCode).toBe(200);
  });

  it('a borrower deleting their account closes the loan: the item is available and the lender told', async () => {
    const borrower = await signedInUser(t);
    const itemId = await householdItem('Drill');
    const share = await lendFromHousehold(sam, borrower, itemId);
    expect((await api(borrower, 'DELETE', '/auth/delete-account')).statusCode).toBe(200);

    expect(await lentOut(alex, itemId)).toMatchObject({ is_shared: false });
    const notice = (await notificationsOf(t, sam)).notifications.find(
      (n) => n.kind === 'loan_closed',
    );
    expect(notice).toMatchObject({
      title: expect.stringContaining('deleted their account'),
      body: 'The loan of Drill is closed; it is available again.',
      item_id: itemId,
    });
    const lent = (await api(sam, 'GET', '/users/shares')).json().shared_by_me;
    expect(lent.find((s: { share_id: string }) => s.share_id === share.share_id)).toMatchObject({
      status: 'COMPLETED',
    });
    // The lender can lend it again.
    const again = await shareItem(t, sam, itemId, { sharing_type: 'BORROW' });
    expect(again.share_id).toEqual(expect.any(String));
  });

  it('a member who lent a household item deleting their account: the household keeps it, the borrower is told', async () => {
    const lender = await signedInUser(t);
    const borrower = await signedInUser(t);
    await join(lender, 'member');
    const itemId = await householdItem('Projector');
    const share = await lendFromHousehold(lender, borrower, itemId);
    expect((await api(lender, 'DELETE', '/auth/delete-account')).statusCode).toBe(200);

    const item = await api(alex, 'GET', `/users/inventory/${itemId}`);
    expect(item.statusCode).toBe(200);
    expect(item.json().sharing_info).toMatchObject({ is_shared: false });
    const notice = (await notificationsOf(t, borrower)).notifications.find(
      (n) => n.kind === 'loan_closed',
    );
    expect(notice?.body).toBe(
      'The loan of Projector is closed; it stays with Maple Street. Please hand it back to them.',
    );
    // The share stays with the household, closed.
    const lent = (await api(alex, 'GET', '/users/shares')).json().shared_by_me;
    expect(lent.find((s: { share_id: string }) => s.share_id === share.share_id)).toMatchObject({
      status: 'COMPLETED',
    });
    const borrowed = (await api(borrower, 'GET', '/users/shares')).json().shared_with_me;
    expect(borrowed.find((s: { share_id: string }) => s.share_id === share.share_id)).toMatchObject(
      {
        status: 'COMPLETED',
      },
    );
  });

  it("someone deleting their account who lent a personal item: the borrower's loan ends and they are told", async () => {
    const lender = await signedInUser(t);
    const added = await api(lender, 'POST', '/users/inventory', { item_name: 'Kayak' });
    const share = await lendFromHousehold(lender, alex, added.json().id);
    expect((await api(lender, 'DELETE', '/auth/delete-account')).statusCode).toBe(200);
    const notice = (await notificationsOf(t, alex)).notifications.find(
      (n) => n.kind === 'loan_closed' && n.title.includes('deleted their account'),
    );
    expect(share.share_id).toEqual(expect.any(String));
    expect(notice?.body).toBe('The loan of Kayak is closed.');
    const borrowed = (await api(alex, 'GET', '/users/shares')).json().shared_with_me;
    expect(borrowed.map((s: { share_id: string }) => s.share_id)).not.toContain(share.share_id);
  });
});
