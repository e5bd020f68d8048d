import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

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
): SessionInvalidationBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
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
