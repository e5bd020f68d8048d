import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { BackoffThrottle, backoffDelayMs, WindowLimiter, type BackoffPolicy } from './throttle.js';
import { MemoryThrottleStore } from './throttle-store.js';

const policy: BackoffPolicy = {
  freeFailures: 3,
  baseDelayMs: 1000,
  maxDelayMs: 8000,
  forgetAfterMs: 60_000,
};

describe('back-off throttling', () => {
  it('grows the wait by doubling after the free failures, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelayMs(n, policy))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 8000,
    ]);
  });

  it('blocks a key once past the free failures and lifts the block when the wait ends', async () => {
    let now = 1_000_000;
    const throttle = new BackoffThrottle(new MemoryThrottleStore(() => now), policy, 't');
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure('k');
    await expect(throttle.assertAllowed('k')).resolves.toBeUndefined();
    await throttle.recordFailure('k');
    const error = await throttle.assertAllowed('k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(429);
    expect((error as AppError).headers['Retry-After']).toBe('1');
    await expect(throttle.assertAllowed('other')).resolves.toBeUndefined();
    now += 1001;
    await expect(throttle.assertAllowed('k')).resolves.toBeUndefined();
    await throttle.recordFailure('k');
    now += 1500;
    await expect(throttle.assertAllowed('k')).rejects.toBeInstanceOf(AppError);
    await throttle.recordSuccess('k');
    await expect(throttle.assertAllowed('k')).resolves.toBeUndefined();
  });

  it('forgets failures after the quiet period', async () => {
    let now = 0;
    const throttle = new BackoffThrottle(new MemoryThrottleStore(() => now), policy, 't');
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure('k');
    now += 60_001;
    await throttle.recordFailure('k');
    await expect(throttle.assertAllowed('k')).resolves.toBeUndefined();
  });

  it('limits hits per fixed window', async () => {
    let now = 0;
    const limiter = new WindowLimiter(new MemoryThrottleStore(() => now), 2, 10_000, 'w');
    await limiter.hit('ip');
    await limiter.hit('ip');
    const error = (await limiter.hit('ip').catch((e: unknown) => e)) as AppError;
    expect(error.statusCode).toBe(429);
    expect(error.headers['Retry-After']).toBe('10');
    now += 10_000;
    await expect(limiter.hit('ip')).resolves.toBeUndefined();
  });
});
