import type { FastifyBaseLogger } from 'fastify';
import {
  connectRedis,
  connectRedisSubscriber,
  DEFAULT_REDIS_TIMEOUTS,
  type RedisTimeouts,
} from '../../adapters/redis/redis-connection.js';

const CHANNEL = 'circle:auth:forget-user';

/** Tells every server process that a user's cached sessions must be forgotten. */
export interface SessionInvalidationBus {
  publish(userId: string): void;
  close(): Promise<void>;
}

/** One process: nothing to tell. */
export const localInvalidationBus: SessionInvalidationBus = {
  publish: () => undefined,
  close: async () => undefined,
};

export function createRedisInvalidationBus(
  url: string,
  onForgetUser: (userId: string) => void,
  log: FastifyBaseLogger,
  timeouts: RedisTimeouts = DEFAULT_REDIS_TIMEOUTS,
): SessionInvalidationBus {
  const publisher = connectRedis(url, timeouts);
  const subscriber = connectRedisSubscriber(url, timeouts);
  subscriber.on('message', (_channel: string, userId: string) => onForgetUser(userId));
  subscriber.subscribe(CHANNEL).catch((error: unknown) => {
    log.error({ err: error }, 'could not subscribe to session invalidations');
  });
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: unknown) => log.warn({ err: error }, 'redis connection problem'));
  }
  return {
    publish(userId) {
      publisher.publish(CHANNEL, userId).catch((error: unknown) => {
        log.warn({ err: error }, 'could not publish a session invalidation');
      });
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
