import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import {
  DAY_MS,
  dayAfter,
  lend,
  manageShare,
  notificationsOf,
  shareItem,
} from '../support/loans.js';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
const LONG_SESSIONS = { ACCESS_TOKEN_TTL_SECONDS: String(90 * 86_400) };

describe(`automatic loan reminders and expiries (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let borrower: User;
  let origin: number;

  beforeAll(async () => {
    // Sessions outlive the weeks the clock moves through.
    t = await buildTestApp({ env: LONG_SESSIONS, overrides: { analyzer } });
    origin = t.clock.now().getTime();
    [owner, borrower] = [await signedInUser(t), await signedInUser(t)];
  });
  afterEach(() => t.clock.set(origin));
  afterAll(async () => {
    await t?.close();
  });

  const check = () => t.app.services.loanReminders.check();
  const mailsTo = async (t2: TestApp, user: User, pattern: RegExp) =>
    (await readOutbox(t2.outboxDir)).filter(
      (mail) => mail.to.includes(user.email.toLowerCase()) && pattern.test(mail.subject),
    );

  it('reminds the day before, on the first overdue day, then weekly; each once', async () => {
    const start = t.clock.now().getTime();
    const loan = await lend(t, analyzer, owner, borrower, dayAfter(t, 3), 'Ladder');
    await check();
    expect(await mailsTo(t, borrower, /Reminder.*Ladder/)).toHaveLength(0);

    t.clock.set(start + 2 * DAY_MS);
    await check();
    await check();
    const dueMails = await mailsTo(t, borrower, /Reminder: "Ladder" is due back tomorrow/);
    expect(dueMails).toHaveLength(1);
    expect(dueMails[0]!.raw).toContain('/community?tab=borrowed');
    const borrowerNotes = await notificationsOf(t, borrower);
    expect(borrowerNotes.notifications.find((n) => n.kind === 'loan_due_tomorrow')).toMatchObject({
      share_id: loan.shareId,
      item_id: loan.itemId,
      read: false,
    });

    // The return date itself is quiet; the day after it is overdue.
    t.clock.set(start + 3 * DAY_MS);
    await check();
    expect(await mailsTo(t, borrower, /Reminder: "Ladder" is overdue/)).toHaveLength(0);
    t.clock.set(start + 4 * DAY_MS);
    await check();
    await check();
    expect(await mailsTo(t, borrower, /Reminder: "Ladder" is overdue/)).toHaveLength(1);
    expect(await mailsTo(t, owner, /^"Ladder" is overdue/)).toHaveLength(1);
    const ownerNotes = (await notificationsOf(t, owner)).notifications;
    expect(ownerNotes.find((n) => n.kind === 'loan_overdue_owner')).toMatchObject({
      share_id: loan.shareId,
    });

    // Weekly while overdue; the owner is told once.
    t.clock.set(start + 10 * DAY_MS);
    await check();
    expect(await mailsTo(t, borrower, /Reminder: "Ladder" is overdue/)).toHaveLength(1);
    t.clock.set(start + 11 * DAY_MS);
    await check();
    await check();
    expect(await mailsTo(t, borrower, /Reminder: "Ladder" is overdue/)).toHaveLength(2);
    expect(await mailsTo(t, owner, /^"Ladder" is overdue/)).toHaveLength(1);
    expect(
      (await notificationsOf(t, borrower)).notifications.filter((n) => n.kind === 'loan_overdue'),
    ).toHaveLength(2);

    // A returned item is no longer reminded about.
    expect((await manageShare(t, borrower, loan.shareId, 'RETURN')).statusCode).toBe(200);
    t.clock.set(start + 18 * DAY_MS);
    await check();
    expect(await mailsTo(t, borrower, /Reminder: "Ladder" is overdue/)).toHaveLength(2);
  });

  it('respects the opt-out of loan reminder e-mails but still notifies in the app', async () => {
    const quiet = await signedInUser(t);
    const settings = () =>
      t.app.inject({ url: '/api/users/notification-settings', headers: quiet.auth });
    expect((await settings()).json()).toEqual({ loan_reminders_by_email: true });
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/notification-settings',
      headers: quiet.auth,
      payload: { loan_reminders_by_email: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ loan_reminders_by_email: false });
    expect((await settings()).json()).toEqual({ loan_reminders_by_email: false });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/notification-settings',
      headers: quiet.auth,
      payload: { loan_reminders_by_email: 'sometimes' },
    });
    expect(bad.statusCode).toBe(422);

    const start = t.clock.now().getTime();
    await lend(t, analyzer, owner, quiet, dayAfter(t, 2), 'Tent');
    t.clock.set(start + DAY_MS);
    await check();
    expect(await mailsTo(t, quiet, /Tent/)).toHaveLength(0);
    const quietNotes = (await notificationsOf(t, quiet)).notifications;
    expect(quietNotes.map((n) => n.kind)).toContain('loan_due_tomorrow');
  });

  it('marks share links that ran out as expired and tells the owner', async () => {
    const item = await newItem(t, analyzer, owner.auth, { itemName: 'Projector' });
    const share = await shareItem(t, owner, item.id, {
      sharing_type: 'BORROW',
      expires_in_hours: 2,
    });
    const start = t.clock.now().getTime();
    t.clock.set(start + 3 * 3_600_000);
    await check();
    const shares = await t.app.inject({ url: '/api/users/shares', headers: owner.auth });
    const mine = shares
      .json<{ shared_by_me: { share_id: string; status: string }[] }>()
      .shared_by_me.find((s) => s.share_id === share.share_id);
    expect(mine?.status).toBe('EXPIRED');
    expect((await t.app.inject({ url: `/api/share/${share.share_token}` })).statusCode).toBe(404);
    const notes = await notificationsOf(t, owner);
    expect(notes.notifications.find((n) => n.kind === 'share_expired')).toMatchObject({
      share_id: share.share_id,
      title: 'The link for "Projector" expired',
    });
    // The item can be shared again.
    await shareItem(t, owner, item.id, { sharing_type: 'DONATE' });
  });

  it('tells the requester once when a borrow request expires unanswered', async () => {
    const requester = await signedInUser(t);
    const item = await newItem(t, analyzer, owner.auth, { itemName: 'Kayak' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/inventory/${item.id}/visibility`,
      headers: owner.auth,
      payload: { is_public: true },
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/public/items/${item.id}/request-borrow`,
      headers: requester.auth,
      payload: { sharing_type: 'BORROW' },
    });
    expect(asked.statusCode).toBe(201);
    const ownerNotes = (await notificationsOf(t, owner)).notifications;
    expect(ownerNotes.find((n) => n.kind === 'borrow_request')).toMatchObject({
      request_id: asked.json().request_id,
    });
    const start = t.clock.now().getTime();
    t.clock.set(start + 8 * DAY_MS);
    await check();
    await check();
    expect(await mailsTo(t, requester, /Your request for "Kayak" expired/)).toHaveLength(1);
    const requesterNotes = (await notificationsOf(t, requester)).notifications;
    expect(requesterNotes.find((n) => n.kind === 'request_expired')).toMatchObject({
      request_id: asked.json().request_id,
    });
  });

  it('sends each reminder once with two app instances checking the same database', async () => {
    const second = await buildTestApp({
      env: LONG_SESSIONS,
      overrides: { analyzer },
      sameDatabaseAs: t,
    });
    try {
      const start = t.clock.now().getTime();
      const pair = await signedInUser(t);
      await lend(t, analyzer, owner, pair, dayAfter(t, 2), 'Sander');
      t.clock.set(start + DAY_MS);
      await Promise.all([
        check(),
        second.app.services.loanReminders.check(),
        check(),
        second.app.services.loanReminders.check(),
      ]);
      const mails = [
        ...(await mailsTo(t, pair, /Reminder: "Sander"/)),
        ...(await mailsTo(second, pair, /Reminder: "Sander"/)),
      ];
      expect(mails).toHaveLength(1);
      const notes = (await notificationsOf(t, pair)).notifications;
      expect(notes.filter((n) => n.kind === 'loan_due_tomorrow')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
