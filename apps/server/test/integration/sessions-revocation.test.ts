import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { latestCode } from '../support/outbox.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/test-database.js';

/** Two processes on one database and no Redis: only the session rows are shared. */
describe(`a logout holds at once on another process (${databaseKind})`, () => {
  let testDatabase: TestDatabase;
  let dataDir: string;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'circle-revocation-'));
    testDatabase = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'shared-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'error',
    });
    first = await buildApp(config, { database: testDatabase.database, logger: false });
    second = await buildApp(config, { database: testDatabase.database, logger: false });
    await Promise.all([first.ready(), second.ready()]);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await testDatabase?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function signIn(app: FastifyInstance) {
    const email = `revoked.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Circle-pass-123', full_name: 'Two Places' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'x-verification-token': registered.json().verification_token },
      payload: { code: await latestCode(path.join(dataDir, 'outbox'), email) },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password: 'Circle-pass-123' }).toString(),
    });
    return { authorization: `Bearer ${login.json().access_token}` };
  }

  it('refuses every write with a logged-out token on the other process, without waiting', async () => {
    const auth = await signIn(first);
    // The second process has the session in its cache.
    expect((await second.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
    expect(
      (await first.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).statusCode,
    ).toBe(200);

    const writes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        second.inject({
          method: 'PUT',
          url: '/api/auth/update-profile',
          headers: auth,
          payload: { full_name: `Too Late ${i}` },
        }),
      ),
    );
    expect(writes.map((write) => write.statusCode)).toEqual(Array(10).fill(401));
    const me = await signIn(second);
    expect((await second.inject({ url: '/api/auth/me', headers: me })).statusCode).toBe(200);
  });

  // A PostgreSQL server may be shared by many processes; the embedded database never is.
  it.runIf(databaseKind === 'postgres')(
    'refuses every read with a logged-out token on the other process, without waiting',
    async () => {
      const auth = await signIn(first);
      expect((await second.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
      expect(
        (await first.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).statusCode,
      ).toBe(200);
      const reads = await Promise.all(
        ['/api/auth/me', '/api/users/inventory', '/api/users/notifications'].map((url) =>
          second.inject({ url, headers: auth }),
        ),
      );
      expect(reads.map((read) => read.statusCode)).toEqual([401, 401, 401]);
    },
  );
});
