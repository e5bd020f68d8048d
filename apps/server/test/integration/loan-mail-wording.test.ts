import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableDate } from '../../src/lib/readable-dates.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { DAY_MS, dayAfter, lend } from '../support/loans.js';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
const LONG_SESSIONS = { ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400) };

/** The mail's text with quoted-printable soft breaks and escapes undone. */
const plain = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe(`loan mails: readable dates, tense and links (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let borrower: User;

  beforeAll(async () => {
    t = await buildTestApp({ env: LONG_SESSIONS, overrides: { analyzer } });
    [owner, borrower] = [await signedInUser(t), await signedInUser(t)];
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailsTo = async (user: User, subject: RegExp) =>
    (await readOutbox(t.outboxDir))
      .filter((mail) => mail.to.includes(user.email.toLowerCase()) && subject.test(mail.subject))
      .map((mail) => plain(mail.raw));

  const remind = (shareId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/shares/${shareId}/send-reminder`,
      headers: owner.auth,
    });

  it('links the owner’s claim mail to the item and the reminder to the borrower’s loans', async () => {
    const due = dayAfter(t, 3);
    const loan = await lend(t, analyzer, owner, borrower, due, 'Pressure washer');
    const [claimed] = await mailsTo(owner, /"Pressure washer" was claimed/);
    expect(claimed).toContain(`/item/${loan.itemId}`);

    expect((await remind(loan.shareId)).statusCode).toBe(200);
    const [reminder] = await mailsTo(borrower, /A reminder about "Pressure washer"/);
    expect(reminder).toContain('/community?tab=borrowed');
    expect(reminder).toContain(`It is due back on ${readableDate(due)}.`);
    expect(reminder).not.toContain('was due back');
    expect(reminder).not.toContain(due);
  });

  it('says "was due back" only once the due date has passed', async () => {
    const due = dayAfter(t, 1);
    const loan = await lend(t, analyzer, owner, borrower, due, 'Tile saw');
    t.clock.set(t.clock.now().getTime() + 3 * DAY_MS);
    expect((await remind(loan.shareId)).statusCode).toBe(200);
    const [reminder] = await mailsTo(borrower, /A reminder about "Tile saw"/);
    expect(reminder).toContain(`It was due back on ${readableDate(due)}.`);
  });
});
