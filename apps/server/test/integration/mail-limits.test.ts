import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisThrottleStore } from '../../src/adapters/throttle/throttle-store.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { readOutbox } from '../support/outbox.js';
import { REDIS_URL, redisReachable } from '../support/redis.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
const SECRET_TEXT = 'Cheap pills at spam.example';
const redisUp = await redisReachable();
const MAIL_LIMITS = { perSender: 20, perSenderAndRecipient: 5, perRecipient: 10 };
const env = {
  MAILS_PER_SENDER_PER_HOUR: String(MAIL_LIMITS.perSender),
  MAILS_PER_SENDER_AND_ADDRESS_PER_HOUR: String(MAIL_LIMITS.perSenderAndRecipient),
  MAILS_PER_ADDRESS_PER_HOUR: String(MAIL_LIMITS.perRecipient),
};

describe(`limits on the mails people cause others to get (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let requester: User;
  let others: User[];

  beforeAll(async () => {
    t = await buildTestApp({ env, overrides: { analyzer } });
    [owner, requester, ...others] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  const shareAndCancel = async (app: TestApp, user: User, itemId: string, notifyEmail: string) => {
    const created = await app.app.inject({
      method: 'POST',
      url: `/api/users/inventory/${itemId}/share`,
      headers: user.auth,
      payload: { sharing_type: 'BORROW', notify_email: notifyEmail, notes: SECRET_TEXT },
    });
    if (created.statusCode === 201) {
      const cancelled = await app.app.inject({
        method: 'PATCH',
        url: `/api/users/shares/${created.json().share_id}`,
        headers: user.auth,
        payload: { action: 'CANCEL' },
      });
      expect(cancelled.statusCode).toBe(200);
    }
    return created;
  };
  const mailsTo = async (address: string) =>
    (await readOutbox(t.outboxDir)).filter((mail) => mail.to.includes(address));
  const expectLimited = (response: Awaited<ReturnType<typeof shareAndCancel>>) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(response.json()).toEqual({ detail: expect.any(String), code: 'RATE_LIMITED' });
  };

  it('mails an invitation without the sender’s words, which wait in Circle', async () => {
    const item = await newItem(t, analyzer, owner.auth, { itemName: 'Ladder' });
    const created = await shareAndCancel(t, owner, item.id, 'first.reader@example.net');
    expect(created.statusCode).toBe(201);
    const [mail] = await mailsTo('first.reader@example.net');
    expect(mail?.subject).toMatch(/shared "Ladder" with you/);
    expect(mail?.raw).toMatch(/added a note: open the link to read it in Circle/);
    expect(mail?.raw).not.toContain('spam.example');
  });

  it('stops a person mailing one address over and over (create and cancel)', async () => {
    const item = await newItem(t, analyzer, owner.auth, { itemName: 'Tent' });
    const statuses: number[] = [];
    let limited;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      const response = await shareAndCancel(t, owner, item.id, 'victim@example.net');
      statuses.push(response.statusCode);
      if (response.statusCode !== 201) limited = response;
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      MAIL_LIMITS.perSenderAndRecipient,
    );
    expectLimited(limited!);
    expect(await mailsTo('victim@example.net')).toHaveLength(MAIL_LIMITS.perSenderAndRecipient);
    // A share without a mail is not limited.
    const silent = await t.app.inject({
      method: 'POST',
      url: `/api/users/inventory/${item.id}/share`,
      headers: owner.auth,
      payload: { sharing_type: 'BORROW' },
    });
    expect(silent.statusCode).toBe(201);
  });

  it('stops one address getting mail from many people', async () => {
    const address = 'popular@example.net';
    let sent = 0;
    let limited;
    for (const sender of others) {
      const item = await newItem(t, analyzer, sender.auth, { itemName: 'Bike' });
      for (let attempt = 0; attempt < MAIL_LIMITS.perSenderAndRecipient && !limited; attempt += 1) {
        const response = await shareAndCancel(t, sender, item.id, address);
        if (response.statusCode === 201) sent += 1;
        else limited = response;
      }
    }
    // Two people reach the address's hourly limit together; a third person's mail is refused.
    const late = owner;
    const item = await newItem(t, analyzer, late.auth, { itemName: 'Kayak' });
    limited ??= await shareAndCancel(t, late, item.id, address);
    expect(sent).toBe(MAIL_LIMITS.perRecipient);
    expectLimited(limited);
    expect(limited.json().detail).toMatch(/This address has had too many e-mails/);
  });

  it('stops a person mailing many addresses', async () => {
    const sender = requester;
    const item = await newItem(t, analyzer, sender.auth, { itemName: 'Drill' });
    let sent = 0;
    let limited;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      const response = await shareAndCancel(t, sender, item.id, `friend${attempt}@example.org`);
      if (response.statusCode === 201) sent += 1;
      else limited = response;
    }
    expect(sent).toBe(MAIL_LIMITS.perSender);
    expectLimited(limited!);
  });

  it('limits the borrow-request mails one person causes an owner, without their words', async () => {
    const asker = others[1]!;
    const item = await newItem(t, analyzer, owner.auth, { itemName: 'Projector' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/inventory/${item.id}/visibility`,
      headers: owner.auth,
      payload: { is_public: true },
    });
    const before = (await mailsTo(owner.email.toLowerCase())).length;
    let created = 0;
    let limited;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/public/items/${item.id}/request-borrow`,
        headers: asker.auth,
        payload: { sharing_type: 'BORROW', message: SECRET_TEXT },
      });
      if (response.statusCode !== 201) {
        limited = response;
        break;
      }
      created += 1;
      // The last one stays pending, for the owner to read.
      if (created === MAIL_LIMITS.perSenderAndRecipient) continue;
      const cancelled = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/sent-borrow-requests/${response.json().request_id}/cancel`,
        headers: asker.auth,
      });
      expect(cancelled.statusCode).toBe(200);
    }
    expect(created).toBe(MAIL_LIMITS.perSenderAndRecipient);
    expectLimited(limited!);
    const mails = (await mailsTo(owner.email.toLowerCase())).slice(before);
    expect(mails).toHaveLength(MAIL_LIMITS.perSenderAndRecipient);
    for (const mail of mails) {
      expect(mail.raw).toMatch(/They added a message: open Circle to read it/);
      expect(mail.raw).not.toContain('spam.example');
    }
    // The owner reads the message in Circle.
    const received = await t.app.inject({
      url: '/api/users/borrow-requests',
      headers: owner.auth,
    });
    expect(received.json().requests[0].message).toBe(SECRET_TEXT);
  });
});

describe.skipIf(!redisUp)(
  `mail limits shared by several processes through Redis (${databaseKind}; skipped without Redis at ${REDIS_URL})`,
  () => {
    const analyzer = new FakeAnalyzer();
    const prefix = `circle:test-mail:${process.pid}:${Date.now()}:`;
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      first = await buildTestApp({
        env,
        overrides: { analyzer, throttleStore: new RedisThrottleStore(REDIS_URL, { prefix }) },
      });
      second = await buildTestApp({
        env,
        sameDatabaseAs: first,
        overrides: { analyzer, throttleStore: new RedisThrottleStore(REDIS_URL, { prefix }) },
      });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('counts the mails sent through either process together', async () => {
      const sender = await signedInUser(first);
      const item = await newItem(first, analyzer, sender.auth, { itemName: 'Canoe' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= MAIL_LIMITS.perSenderAndRecipient; attempt += 1) {
        const app = attempt % 2 === 0 ? first : second;
        const created = await app.app.inject({
          method: 'POST',
          url: `/api/users/inventory/${item.id}/share`,
          headers: sender.auth,
          payload: { sharing_type: 'BORROW', notify_email: 'shared.victim@example.net' },
        });
        statuses.push(created.statusCode);
        if (created.statusCode === 201) {
          await app.app.inject({
            method: 'PATCH',
            url: `/api/users/shares/${created.json().share_id}`,
            headers: sender.auth,
            payload: { action: 'CANCEL' },
          });
        }
      }
      expect(statuses).toEqual([...Array(MAIL_LIMITS.perSenderAndRecipient).fill(201), 429]);
    });
  },
);
