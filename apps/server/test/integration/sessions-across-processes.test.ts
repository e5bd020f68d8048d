import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisReachable } from '../support/redis.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { latestCode } from '../support/outbox.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const redisUp = await redisReachable();

describe.skipIf(!redisUp)(
  `two server processes sharing Redis (skipped: no Redis at ${REDIS_URL})`,
  () => {
    let testDatabase: TestDatabase;
    let dataDir: string;
    let first: FastifyInstance;
    let second: FastifyInstance;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'circle-two-'));
      testDatabase = await createTestDatabase();
      const config = loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: 'shared-secret-that-is-long-enough-for-hs256',
        REDIS_URL,
        LOG_LEVEL: 'error',
        // Redis keeps the per-address counters of every run on this machine within the hour;
        // this test is about sessions, not about those limits (throttle-redis.test.ts is).
        AUTH_RATE_LIMIT_PER_HOUR: '1000',
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

    it('a logout on one process is refused at once by the other, despite its cache', async () => {
      const email = `two.${Date.now()}@example.com`;
      const registered = await first.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'Circle-pass-123', full_name: 'Two Places' },
      });
      await first.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: { 'x-verification-token': registered.json().verification_token },
        payload: { code: await latestCode(path.join(dataDir, 'outbox'), email) },
      });
      const login = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: email, password: 'Circle-pass-123' }).toString(),
      });
      const auth = { authorization: `Bearer ${login.json().access_token}` };
      // Both processes now hold the session in their cache.
      expect((await first.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
      expect((await second.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);

      const renamed = await first.inject({
        method: 'PUT',
        url: '/api/auth/update-profile',
        headers: auth,
        payload: { full_name: 'Renamed Elsewhere' },
      });
      expect(renamed.statusCode).toBe(200);
      await expect
        .poll(
          async () =>
            (await second.inject({ url: '/api/auth/me', headers: auth })).json().full_name,
        )
        .toBe('Renamed Elsewhere');

      expect(
        (await first.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).statusCode,
      ).toBe(200);
      await expect
        .poll(async () => (await second.inject({ url: '/api/auth/me', headers: auth })).statusCode)
        .toBe(401);
    });
  },
);
