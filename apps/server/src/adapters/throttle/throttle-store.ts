import { Redis } from 'ioredis';

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
  close(): Promise<void>;
}

interface Entry {
  count: number;
  expiresAt: number;
}

export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async increment(key: string, windowMs: number, options: { slide?: boolean } = {}) {
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
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}

// Atomic: count up, and set the expiry on a new key (or on every hit when sliding).
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or ARGV[2] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export class RedisThrottleStore implements ThrottleStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'circle:throttle:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
  }

  async increment(key: string, windowMs: number, options: { slide?: boolean } = {}) {
    const result = await this.redis.eval(
      INCREMENT_SCRIPT,
      1,
      this.prefix + key,
      String(Math.ceil(windowMs)),
      options.slide ? '1' : '0',
    );
    return Number(result);
  }

  async remainingMs(key: string) {
    return Math.max(0, await this.redis.pttl(this.prefix + key));
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}

export function createThrottleStore(redisUrl: string | undefined): ThrottleStore {
  return redisUrl ? new RedisThrottleStore(redisUrl) : new MemoryThrottleStore();
}
