import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisReachable } from '../support/redis.js';
import { RedisThrottleStore } from '../../src/adapters/throttle/throttle-store.js';
import { BackoffThrottle } from '../../src/adapters/throttle/throttle.js';

const redisUp = await redisReachable();

describe.skipIf(!redisUp)(
  `throttle counters shared through Redis (skipped: no Redis at ${REDIS_URL})`,
  () => {
    let a: RedisThrottleStore;
    let b: RedisThrottleStore;
    const prefix = `circle:test:${process.pid}:${Date.now()}:`;
    beforeAll(() => {
      a = new RedisThrottleStore(REDIS_URL, { prefix });
      b = new RedisThrottleStore(REDIS_URL, { prefix });
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
