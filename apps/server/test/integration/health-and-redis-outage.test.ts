import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisReachable } from '../support/redis.js';
import { buildTestApp, login, uniqueEmail, type TestApp } from '../support/test-app.js';
import { databaseKind } from '../support/test-database.js';

/** A local port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe(`health and auth with Redis configured but down (${databaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
        REDIS_CONNECT_TIMEOUT_MS: '300',
        REDIS_COMMAND_TIMEOUT_MS: '300',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('health answers 503 and names Redis as the part that is down', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      database: 'ok',
      redis: 'error',
      storage: 'ok',
      version: '1.0.0',
    });
  });

  it('register, login and password reset fail with a clear 503 instead of a 500', async () => {
    const email = uniqueEmail('outage');
    const calls = [
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email, password: 'Circle-pass-123', full_name: 'Outage Person' },
        }),
      () => login(t, email, 'Circle-pass-123'),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email },
        }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().detail).toMatch(/unavailable for a moment/);
      expect(response.headers['retry-after']).toBe('5');
    }
  });
});

const redisUp = await redisReachable();

describe.skipIf(!redisUp)(
  `health with Redis up (${databaseKind}; skipped: no Redis at ${REDIS_URL})`,
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { REDIS_URL } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('reports every configured dependency as ok', async () => {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: 'ok',
        redis: 'ok',
        storage: 'ok',
        version: '1.0.0',
      });
    });
  },
);
