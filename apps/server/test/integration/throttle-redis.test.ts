import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisThrottleStore } from '../../src/adapters/throttle/throttle-store.js';
import { BackoffThrottle } from '../../src/adapters/throttle/throttle.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const redisUp = await reachable(REDIS_URL);

describe.skipIf(!redisUp)(
  `throttle counters shared through Redis (skipped: no Redis at ${REDIS_URL})`,
  () => {
    let a: RedisThrottleStore;
    let b: RedisThrottleStore;
    const prefix = `circle:test:${process.pid}:${Date.now()}:`;
    beforeAll(() => {
      a = new RedisThrottleStore(REDIS_URL, prefix);
      b = new RedisThrottleStore(REDIS_URL, prefix);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('counts across two processes and expires', async () => {
      expect(await a.increment('k', 5000)).toBe(1);
      expect(await b.increment('k', 5000)).toBe(2);
      expect(await a.remainingMs('k')).toBeGreaterThan(4000);
      await b.reset('k');
      expect(await a.remainingMs('k')).toBe(0);
      expect(await a.increment('short', 50)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await b.increment('short', 50)).toBe(1);
    });

    it('a block recorded by one process is seen by the other', async () => {
      const policy = {
        freeFailures: 1,
        baseDelayMs: 5000,
        maxDelayMs: 10_000,
        forgetAfterMs: 60_000,
      };
      const first = new BackoffThrottle(a, policy, 'login');
      const second = new BackoffThrottle(b, policy, 'login');
      await first.recordFailure('user@example.com');
      await second.recordFailure('user@example.com');
      await expect(first.assertAllowed('user@example.com')).rejects.toMatchObject({
        statusCode: 429,
      });
      await expect(second.assertAllowed('user@example.com')).rejects.toMatchObject({
        statusCode: 429,
      });
      await second.recordSuccess('user@example.com');
      await expect(first.assertAllowed('user@example.com')).resolves.toBeUndefined();
    });
  },
);
