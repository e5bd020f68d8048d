import { Redis } from 'ioredis';

export interface RedisTimeouts {
  /** How long one connection attempt may take. */
  connectTimeoutMs: number;
  /** How long one command may wait for its answer, queued or sent. */
  commandTimeoutMs: number;
}

export const DEFAULT_REDIS_TIMEOUTS: RedisTimeouts = {
  connectTimeoutMs: 500,
  commandTimeoutMs: 500,
};

/**
 * A Redis client that fails fast: when Redis is down a command is rejected within the command
 * timeout instead of waiting in ioredis' offline queue through endless reconnects. Reconnection
 * goes on in the background, so the client recovers by itself once Redis is back.
 */
export function connectRedis(url: string, timeouts: RedisTimeouts = DEFAULT_REDIS_TIMEOUTS): Redis {
  return new Redis(url, {
    connectTimeout: timeouts.connectTimeoutMs,
    commandTimeout: timeouts.commandTimeoutMs,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
}

/** A subscriber connection: no command timeout, since SUBSCRIBE waits for messages for ever. */
export function connectRedisSubscriber(
  url: string,
  timeouts: RedisTimeouts = DEFAULT_REDIS_TIMEOUTS,
): Redis {
  return new Redis(url, {
    connectTimeout: timeouts.connectTimeoutMs,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
}

/** Whether Redis answers PING within the command timeout. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
