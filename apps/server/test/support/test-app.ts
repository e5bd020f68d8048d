import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOverrides } from '../../src/app.js';
import { ManualClock } from '../../src/adapters/clock.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { latestCode } from './outbox.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ManualClock;
  config: Config;
  outboxDir: string;
  close(): Promise<void>;
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: AppOverrides;
    /** A second app on the first one's database, like another server process. */
    sameDatabaseAs?: TestApp;
    webDistDir?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'circle-test-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_HOUR: '1000',
      // Suites send many shares and requests; mail-limits.test.ts sets the real limits.
      MAILS_PER_SENDER_PER_HOUR: '1000',
      MAILS_PER_SENDER_AND_ADDRESS_PER_HOUR: '1000',
      MAILS_PER_ADDRESS_PER_HOUR: '1000',
      ...options.env,
    }),
    webDistDir: options.webDistDir,
  };
  const testDatabase: TestDatabase = options.sameDatabaseAs
    ? await joinTestDatabase(options.sameDatabaseAs.database)
    : await createTestDatabase();
  const clock = options.sameDatabaseAs?.clock ?? new ManualClock();
  const app = await buildApp(config, {
    database: testDatabase.database,
    clock,
    logger: false,
    // Periodic jobs only where a test asks for them: it calls the loan check itself otherwise.
    jobs: false,
    ...options.overrides,
  });
  // Some mails go out after the answer; tests read the outbox right after it, so wait for them.
  app.addHook('onSend', async () => {
    await app.services.authService.mailsSent();
  });
  await app.ready();
  return {
    app,
    database: testDatabase,
    clock,
    config,
    outboxDir: path.join(dataDir, 'outbox'),
    async close() {
      await app.close();
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same database again: its own pool on PostgreSQL, the one embedded instance on PGlite. */
async function joinTestDatabase(first: TestDatabase): Promise<TestDatabase> {
  if (!first.url) return { database: first.database, drop: async () => undefined };
  const database = await openDatabase({ databaseUrl: first.url, poolSize: 5 });
  return { database, url: first.url, drop: () => database.close() };
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) =>
  response.json<T>();

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;

export async function registerUser(
  t: TestApp,
  email = uniqueEmail(),
  password = 'Circle-pass-123',
  fullName = 'Test Person',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, full_name: fullName },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const body = response.json<{ verification_token: string; user: { id: string } }>();
  return {
    email,
    password,
    fullName,
    verificationToken: body.verification_token,
    userId: body.user.id,
  };
}

export async function login(t: TestApp, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Registers, verifies with the mailed code and signs in; returns the bearer token. */
export async function signedInUser(
  t: TestApp,
  email = uniqueEmail(),
  password = 'Circle-pass-123',
) {
  const registered = await registerUser(t, email, password);
  const code = await latestCode(t.outboxDir, email);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    headers: { 'x-verification-token': registered.verificationToken },
    payload: { code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const response = await login(t, email, password);
  const token = response.json<{ access_token: string }>().access_token;
  return { ...registered, token, auth: { authorization: `Bearer ${token}` } };
}
