import { SERVER_MESSAGES, ERROR_CODES } from '@circle/contract';
import { tooManyRequests } from '../../lib/app-error.js';
import type { ThrottleStore } from './throttle-store.js';

export interface BackoffPolicy {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** Wait after the first failure past the free ones; doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten after this long without another. */
  forgetAfterMs: number;
}

export const ACCOUNT_LOGIN_POLICY: BackoffPolicy = {
  freeFailures: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 30 * 60_000,
};

export const ADDRESS_LOGIN_POLICY: BackoffPolicy = {
  freeFailures: 20,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 30 * 60_000,
};

export function backoffDelayMs(failures: number, policy: BackoffPolicy): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (over - 1));
}

/**
 * Failure throttling with growing back-off: after the free failures, each further failure blocks
 * the key for twice as long as the one before.
 */
export class BackoffThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly policy: BackoffPolicy,
    private readonly name: string,
  ) {}

  /** Throws 429 with Retry-After while the key is blocked. */
  async assertAllowed(key: string): Promise<void> {
    const remaining = await this.store.remainingMs(`${this.name}:block:${key}`);
    if (remaining > 0) {
      throw tooManyRequests(
        SERVER_MESSAGES.tooManyAttempts,
        remaining / 1000,
        ERROR_CODES.rateLimited,
      );
    }
  }

  /** Counts a failure; `policy` replaces the usual one for this failure (stricter times). */
  async recordFailure(key: string, policy: BackoffPolicy = this.policy): Promise<void> {
    const failures = await this.store.increment(`${this.name}:fail:${key}`, policy.forgetAfterMs, {
      slide: true,
    });
    const delay = backoffDelayMs(failures, policy);
    if (delay > 0) {
      await this.store.reset(`${this.name}:block:${key}`);
      await this.store.increment(`${this.name}:block:${key}`, delay);
    }
  }

  async recordSuccess(key: string): Promise<void> {
    await this.store.reset(`${this.name}:fail:${key}`);
    await this.store.reset(`${this.name}:block:${key}`);
  }
}

/** A fixed window: at most `limit` hits per `windowMs` per key, then 429 until it ends. */
export class WindowLimiter {
  constructor(
    private readonly store: ThrottleStore,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly name: string,
  ) {}

  async hit(key: string): Promise<void> {
    const storeKey = `${this.name}:${key}`;
    const count = await this.store.increment(storeKey, this.windowMs);
    if (count > this.limit) {
      const remaining = await this.store.remainingMs(storeKey);
      throw tooManyRequests(
        SERVER_MESSAGES.tooManyAttempts,
        remaining / 1000,
        ERROR_CODES.rateLimited,
      );
    }
  }
}
