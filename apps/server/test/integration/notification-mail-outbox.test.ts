import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOutboxMailer,
  type Mailer,
  type MailMessage,
} from '../../src/adapters/mailer/mailer.js';
import { mailOutbox } from '../../src/db/schema.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, uniqueEmail, type TestApp } from '../support/test-app.js';

/**
 * Records every mail it sends, and fails the first attempt to each address in `failOnce`; the
 * rest goes to the test app's outbox folder, where the sign-up codes are read.
 */
class FlakyMailer implements Mailer {
  readonly kind = 'outbox' as const;
  readonly sent: MailMessage[] = [];
  readonly failOnce = new Set<string>();
  inner: Mailer | undefined;

  async send(message: MailMessage) {
    if (this.failOnce.delete(message.to)) throw new Error('SMTP server unreachable');
    this.sent.push(message);
    await this.inner?.send(message);
  }

  sentTo(address: string) {
    return this.sent.filter((mail) => mail.to === address);
  }

  async close() {}
}

describe(`mails are written with the change they report (${databaseKind})`, () => {
  const mailer = new FlakyMailer();
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { mailer } });
    mailer.inner = createOutboxMailer(
      t.outboxDir,
      'Circle <hello@circle.test>',
      pino({ level: 'silent' }),
    );
    owner = await signedInUser(t);
    // A subscriber that fails for one item: the share's transaction rolls back, as in a crash.
    t.app.services.events.onStored('sharesChanged', async (change) => {
      if (change.itemName === 'Doomed kettle') throw new Error('the change fails after its mail');
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const outboxRows = (address: string) =>
    t.database.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address));

  async function shareByMail(itemName: string, address: string) {
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/users/inventory',
      headers: owner.auth,
      payload: { item_name: itemName, is_shareable: true },
    });
    const { id } = item.json<{ id: string }>();
    return t.app.inject({
      method: 'POST',
      url: `/api/users/inventory/${id}/share`,
      headers: owner.auth,
      payload: { sharing_type: 'BORROW', notify_email: address },
    });
  }

  it('writes no mail and sends none when the change rolls back', async () => {
    const address = uniqueEmail('rolled-back');
    const response = await shareByMail('Doomed kettle', address);
    expect(response.statusCode).toBe(500);
    const shares = await t.app.inject({
      method: 'GET',
      url: '/api/users/shares',
      headers: owner.auth,
    });
    const names = shares.json<{ shared_by_me: { item_name: string }[] }>().shared_by_me;
    expect(names.map((share) => share.item_name)).not.toContain('Doomed kettle');
    expect(await outboxRows(address)).toEqual([]);
    expect(mailer.sentTo(address)).toEqual([]);
  });

  it('writes the mail with a committed change and sends it once, after a failed first try', async () => {
    const address = uniqueEmail('flaky');
    mailer.failOnce.add(address);
    const response = await shareByMail('Sturdy ladder', address);
    // The change stands whatever the mail server does.
    expect(response.statusCode).toBe(201);
    expect(mailer.sentTo(address)).toEqual([]);
    const [waiting] = await outboxRows(address);
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null });
    expect(waiting!.subject).toContain('shared "Sturdy ladder" with you');

    // Later, the next delivery (another change's, or the outbox job's) sends it.
    t.clock.advance(61_000);
    expect((await shareByMail('Garden hose', uniqueEmail('other'))).statusCode).toBe(201);
    expect(mailer.sentTo(address)).toHaveLength(1);
    const [sent] = await outboxRows(address);
    expect(sent).toMatchObject({ attempts: 2 });
    expect(sent!.sentAt).not.toBeNull();
    // A sent mail keeps no body: invitations carry codes and links.
    expect(sent).toMatchObject({ textBody: '', htmlBody: '' });

    // Further deliveries never send it again.
    t.clock.advance(3_600_000);
    expect((await shareByMail('Step stool', uniqueEmail('third'))).statusCode).toBe(201);
    expect(mailer.sentTo(address)).toHaveLength(1);
  });
});
