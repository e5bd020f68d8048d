import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { ManualClock } from '../../src/adapters/clock.js';
import type { Mailer, MailMessage } from '../../src/adapters/mailer/mailer.js';
import { MemoryThrottleStore } from '../../src/adapters/throttle/throttle-store.js';
import { AccessTokens } from '../../src/modules/auth/access-tokens.js';
import { AuthRepository } from '../../src/modules/auth/auth.repository.js';
import { AuthService } from '../../src/modules/auth/auth.service.js';
import { SessionCache } from '../../src/modules/auth/session-cache.js';
import { localInvalidationBus } from '../../src/modules/auth/session-invalidation.js';
import { SignInLimits } from '../../src/modules/auth/sign-in-limits.js';
import { VerificationGuard } from '../../src/modules/auth/verification-guard.js';
import { VerificationGuardRepository } from '../../src/modules/auth/verification-guard.repository.js';
import { AccountMail } from '../../src/modules/notifications/account-mail.js';
import { MailDeliveries } from '../../src/modules/notifications/mail-deliveries.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/test-database.js';

/** Wraps an object so every method call is written to `calls` as `<label>.<method>`. */
function recording<T extends object>(target: T, label: string, calls: string[]): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(`${label}.${String(property)}`);
        return (value as (...a: unknown[]) => unknown).apply(object, args);
      };
    },
  });
}

/** A mailer whose sends wait until released, to show the answer does not wait for them. */
class HeldMailer implements Mailer {
  readonly kind = 'outbox' as const;
  readonly sent: MailMessage[] = [];
  private release!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));
  async send(message: MailMessage) {
    await this.gate;
    this.sent.push(message);
  }
  open() {
    this.release();
  }
  async close() {}
}

describe(`password reset does the same work for known and unknown addresses (${databaseKind})`, () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase?.drop();
  });

  const client = { ip: '203.0.113.9', userAgent: undefined };

  function service(calls: string[], mailer: Mailer) {
    const clock = new ManualClock();
    return new AuthService({
      repository: recording(new AuthRepository({ db: testDatabase.database.db }), 'auth', calls),
      verificationGuard: new VerificationGuard({
        repository: recording(
          new VerificationGuardRepository({ db: testDatabase.database.db }),
          'guard',
          calls,
        ),
        clock,
      }),
      hasher: {
        hash: async () => 'hash',
        verify: async () => false,
        verifyDummy: async () => undefined,
      },
      tokens: new AccessTokens('test-secret-that-is-long-enough-for-hs256-signing', 3600),
      accountMail: new AccountMail({
        mailer: recording(mailer, 'mailer', calls),
        // Codes are sent at once, never through the outbox: nothing may be written there.
        deliveries: new MailDeliveries({
          enqueue: () => Promise.reject(new Error('no outbox here')),
          drain: () => Promise.resolve(),
        }),
        log: pino({ level: 'silent' }),
      }),
      clock,
      log: pino({ level: 'silent' }),
      codeSecret: 'code-secret',
      accessTokenTtlSeconds: 3600,
      signInLimits: new SignInLimits(new MemoryThrottleStore()),
      sessionCache: new SessionCache(),
      invalidationBus: localInvalidationBus,
    });
  }

  it('runs the same queries on both paths and answers before any mail is sent', async () => {
    const known = `known.${randomUUID()}@example.com`;
    const now = new Date();
    await new AuthRepository({ db: testDatabase.database.db }).insertUser({
      id: randomUUID(),
      email: known,
      passwordHash: 'x',
      fullName: null,
      isVerified: true,
      createdAt: now,
      updatedAt: now,
    });

    const knownCalls: string[] = [];
    const knownMailer = new HeldMailer();
    const knownService = service(knownCalls, knownMailer);
    const knownAnswer = await knownService.requestPasswordReset(known, client);

    const unknownCalls: string[] = [];
    const unknownMailer = new HeldMailer();
    const unknownService = service(unknownCalls, unknownMailer);
    const unknownAnswer = await unknownService.requestPasswordReset(
      `unknown.${randomUUID()}@example.com`,
      client,
    );

    // The answer came while the mail was still held: sending is off the response path.
    expect(knownMailer.sent).toHaveLength(0);
    const databaseCalls = (calls: string[]) => calls.filter((call) => !call.startsWith('mailer.'));
    expect(databaseCalls(knownCalls)).toEqual(databaseCalls(unknownCalls));
    expect(databaseCalls(knownCalls)).toEqual([
      'auth.findUserByEmail',
      'guard.lockedUntil',
      'guard.recordAndCount',
      'auth.replaceVerificationToken',
    ]);
    expect(Object.keys(knownAnswer).sort()).toEqual(Object.keys(unknownAnswer).sort());
    expect(knownAnswer.reset_token).toHaveLength(unknownAnswer.reset_token.length);

    knownMailer.open();
    unknownMailer.open();
    await knownService.mailsSent();
    await unknownService.mailsSent();
    expect(knownMailer.sent).toHaveLength(1);
    expect(unknownMailer.sent).toHaveLength(0);
  });
});
