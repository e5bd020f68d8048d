import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../support/outbox.js';
import { ServerProcess } from '../support/server-process.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/test-database.js';

const LOANS = 50;
const INTERVAL_SECONDS = 10;
/** How long a sender holds the mails it took, and how often the outbox is looked at. */
const MAIL_HOLD_SECONDS = 15;
const OUTBOX_EVERY_SECONDS = 15;

/** A real server killed -9 in the middle of the loan check, then started again on its data. */
describe(`a loan check cut short by a crash (${databaseKind})`, () => {
  let dataDir: string;
  let scratch: TestDatabase | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'circle-check-crash-'));
    if (process.env.DATABASE_URL) scratch = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.kill();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = (intervalSeconds: number) =>
    ServerProcess.start({
      dataDir,
      databaseUrl: scratch?.url,
      // The reminders' log lines tell the test when to kill the server.
      env: { REMINDER_CHECK_INTERVAL_SECONDS: String(intervalSeconds), LOG_LEVEL: 'info' },
    });

  it('runs again within two intervals and loses or doubles no reminder', async () => {
    const outboxDir = path.join(dataDir, 'outbox');
    // Loans due tomorrow, made while no check is due (its first run found nothing).
    server = await start(3600);
    const owner = await server.signedInUser(`owner.${Date.now()}@example.com`, outboxDir);
    const borrower = await server.signedInUser(`borrower.${Date.now()}@example.com`, outboxDir);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const names: string[] = [];
    for (let i = 0; i < LOANS; i += 1) {
      const name = `Tent ${i}`;
      const item = await server.request('POST', '/api/users/inventory', {
        auth: owner,
        body: { item_name: name, is_shareable: true },
      });
      const share = await server.request(
        'POST',
        `/api/users/inventory/${(item.body as { id: string }).id}/share`,
        { auth: owner, body: { sharing_type: 'BORROW', expected_return_date: tomorrow } },
      );
      const token = (share.body as { share_token: string }).share_token;
      const claim = await server.request('POST', `/api/share/${token}/claim`, {
        auth: borrower,
        body: {},
      });
      expect(claim.status).toBe(200);
      names.push(name);
    }
    await server.kill();

    // The check is due at once; the server dies while it runs, after its first reminder.
    server = await start(INTERVAL_SECONDS);
    await server.waitForOutput(/"loan reminder recorded"/, 3 * INTERVAL_SECONDS * 1000);
    await server.kill();

    server = await start(INTERVAL_SECONDS);
    const restarted = Date.now();
    const notices = async () => {
      const page = await server!.request('GET', '/api/users/notifications?limit=100', {
        auth: borrower,
      });
      return (page.body as { notifications: { kind: string; title: string }[] }).notifications;
    };
    await expect
      .poll(async () => (await notices()).length, {
        timeout: 2 * INTERVAL_SECONDS * 1000 + 5_000,
        interval: 250,
      })
      .toBeGreaterThanOrEqual(LOANS);
    expect(Date.now() - restarted).toBeLessThan(2 * INTERVAL_SECONDS * 1000 + 5_000);
    // Every loan's notice once, and its mail: once, or twice when the crash cut the send itself.
    // A mail the dead server had taken waits out its hold, then the next outbox run in its slot.
    expect((await notices()).filter((n) => n.kind === 'loan_due_tomorrow')).toHaveLength(LOANS);
    await expect
      .poll(
        async () => {
          const subjects = (await readOutbox(outboxDir))
            .filter((mail) => mail.to.includes('borrower.'))
            .map((mail) => mail.subject);
          return names.filter((name) => !subjects.some((s) => s.includes(`"${name}"`)));
        },
        { timeout: MAIL_HOLD_SECONDS * 1000 + 2 * OUTBOX_EVERY_SECONDS * 1000, interval: 200 },
      )
      .toEqual([]);
    const subjects = (await readOutbox(outboxDir))
      .filter((mail) => mail.to.includes('borrower.'))
      .map((mail) => mail.subject);
    const resent = names.filter(
      (name) => subjects.filter((s) => s.includes(`"${name}"`)).length > 1,
    );
    expect(resent.length).toBeLessThanOrEqual(1);
  }, 180_000);
});
