import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error.js';
import {
  connectRedis,
  DEFAULT_REDIS_TIMEOUTS,
  redisAnswers,
  type RedisTimeouts,
} from '../redis/redis-connection.js';

/**
 * Counters with an expiry, for throttling. In memory by default; in Redis (`REDIS_URL`) when
 * several server processes must share them.
 */
export interface ThrottleStore {
  /**
   * Adds one to `key` and returns the new count. A new key lives `windowMs`; with `slide` every
   * increment restarts that time (failure counters), without it the window is fixed.
   */
  increment(key: string, windowMs: number, options?: { slide?: boolean }): Promise<number>;
  /** Milliseconds until `key` expires; 0 when it does not exist. */
  remainingMs(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Whether the shared store answers; undefined for the in-memory store, which cannot fail. */
  ping?(): Promise<boolean>;
  close(): Promise<void>;
}

export const SHARED_STORE_UNAVAILABLE =
  'Sign-in is unavailable for a moment: the session store does not answer. Try again shortly.';

const SWEEP_EVERY_MS = 60_000;

interface Entry {
  count: number;
  expiresAt: number;
}

export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, Entry>();
  private sweptAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.sweptAt = now();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Expired keys go at most once a minute, on a later increment: no timer of its own. */
  private sweep() {
    const now = this.now();
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async increment(key: string, windowMs: number, options: { slide?: boolean } = {}) {
    this.sweep();
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      if (options.slide) entry.expiresAt = this.now() + windowMs;
      return entry.count;
    }
    this.entries.set(key, { count: 1, expiresAt: this.now() + windowMs });
    return 1;
  }

  async remainingMs(key: string) {
    const entry = this.live(key);
    return entry ? entry.expiresAt - this.now() : 0;
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  async close() {
    this.entries.clear();
  }
}

// Atomic: count up, and set the expiry on a new key (or on every hit when sliding).
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or ARGV[2] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export interface RedisThrottleStoreOptions {
  prefix?: string;
  timeouts?: RedisTimeouts;
  /** Told about connection problems (the client reconnects by itself). */
  onConnectionError?: (error: unknown) => void;
}

export class RedisThrottleStore implements ThrottleStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(url: string, options: RedisThrottleStoreOptions = {}) {
    this.prefix = options.prefix ?? 'circle:throttle:';
    this.redis = connectRedis(url, options.timeouts ?? DEFAULT_REDIS_TIMEOUTS);
    this.redis.on('error', options.onConnectionError ?? (() => undefined));
  }

  /** Runs a command; Redis being down becomes a clear 503 instead of a hang or a 500. */
  private async command<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch {
      throw new AppError(503, SHARED_STORE_UNAVAILABLE, 'service_unavailable', {
        'Retry-After': '5',
      });
    }
  }

  async increment(key: string, windowMs: number, options: { slide?: boolean } = {}) {
    const result = await this.command(() =>
      this.redis.eval(
        INCREMENT_SCRIPT,
        1,
        this.prefix + key,
        String(Math.ceil(windowMs)),
        options.slide ? '1' : '0',
      ),
    );
    return Number(result);
  }

  async remainingMs(key: string) {
    return Math.max(0, await this.command(() => this.redis.pttl(this.prefix + key)));
  }

  async reset(key: string) {
    await this.command(() => this.redis.del(this.prefix + key));
  }

  ping() {
    return redisAnswers(this.redis);
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}

export function createThrottleStore(
  redisUrl: string | undefined,
  options: RedisThrottleStoreOptions = {},
): ThrottleStore {
  return redisUrl ? new RedisThrottleStore(redisUrl, options) : new MemoryThrottleStore();
}
