import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS_PER_SESSION } from '../../src/modules/live/events.routes.js';
import { REDIS_URL, redisReachable } from '../support/redis.js';
import { EventStreamReader } from '../support/sse.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, login, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

const hasRedis = await redisReachable();

describe(`a live stream lasts no longer than its session (${databaseKind})`, () => {
  let t: TestApp;
  let base: string;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await t?.close();
  });

  const open = async (auth: Record<string, string>, at = base) => {
    const stream = await EventStreamReader.open(`${at}/api/users/events`, auth);
    streams.push(stream);
    if (stream.status === 200) await stream.waitFor(() => stream.comments.includes('connected'));
    return stream;
  };

  /** Another session of the same person, as from a second device. */
  const secondSession = async (user: User) => {
    const token = (await login(t, user.email, user.password)).json<{ access_token: string }>()
      .access_token;
    return { authorization: `Bearer ${token}` };
  };

  it('ends within a second of logout', async () => {
    const user = await signedInUser(t);
    const stream = await open(user.auth);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(out.statusCode).toBe(200);
    await stream.waitForEnd(1_000);
  });

  it('ends when another session changes the password, and that session keeps its own', async () => {
    const user = await signedInUser(t);
    const other = await secondSession(user);
    const revoked = await open(user.auth);
    const kept = await open(other);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-password',
      headers: other,
      payload: { current_password: user.password, new_password: 'Password456' },
    });
    expect(changed.statusCode).toBe(200);
    await revoked.waitForEnd(1_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(kept.ended).toBe(false);
  });

  it('ends when the account is deleted', async () => {
    const user = await signedInUser(t);
    const stream = await open(user.auth);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      headers: user.auth,
    });
    expect(deleted.statusCode).toBe(200);
    await stream.waitForEnd(1_000);
  });

  it('holds a bounded number of streams per session', async () => {
    const user = await signedInUser(t);
    const opened = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i += 1) opened.push(await open(user.auth));
    expect(opened.every((stream) => stream.status === 200)).toBe(true);
    const refused = await open(user.auth);
    expect(refused.status).toBe(429);
    // Another session has its own allowance, and a closed stream frees a place.
    expect((await open(await secondSession(user))).status).toBe(200);
    await opened[0]!.close();
    await expect.poll(async () => (await open(user.auth)).status).toBe(200);
  });

  it.skipIf(!hasRedis)('ends on another server process when the session is revoked', async () => {
    const env = { REDIS_URL };
    const liveChannel = `circle-test:live:${randomBytes(6).toString('hex')}`;
    const first = await buildTestApp({ env, overrides: { liveChannel } });
    const second = await buildTestApp({ env, overrides: { liveChannel }, sameDatabaseAs: first });
    try {
      const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await signedInUser(first);
      const stream = await open(user.auth, secondBase);
      const out = await first.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: user.auth,
      });
      expect(out.statusCode).toBe(200);
      await stream.waitForEnd(1_000);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
