import {
  connectRedis,
  connectRedisSubscriber,
  DEFAULT_REDIS_TIMEOUTS,
  type RedisTimeouts,
} from '../../adapters/redis/redis-connection.js';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredLiveEvent } from './user-events.repository.js';

type Listener = (event: StoredLiveEvent) => void;

/** Carries stored events to the open streams of their user, in this process or all of them. */
export interface LiveHub {
  publish(events: StoredLiveEvent[]): void;
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/** Streams open in this process, by user. */
class LocalListeners {
  private readonly byUser = new Map<string, Set<Listener>>();

  add(userId: string, listener: Listener): () => void {
    const set = this.byUser.get(userId) ?? new Set<Listener>();
    set.add(listener);
    this.byUser.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byUser.delete(userId);
    };
  }

  deliver(event: StoredLiveEvent): void {
    for (const listener of this.byUser.get(event.userId) ?? []) listener(event);
  }
}

/** One process: events go straight to the streams open here. */
export function createLocalLiveHub(): LiveHub {
  const listeners = new LocalListeners();
  return {
    publish: (events) => events.forEach((event) => listeners.deliver(event)),
    subscribe: (userId, listener) => listeners.add(userId, listener),
    close: async () => undefined,
  };
}

/** Several processes: every event goes through a Redis channel and each process delivers its own. */
export function createRedisLiveHub(
  url: string,
  channel: string,
  log: FastifyBaseLogger,
  timeouts: RedisTimeouts = DEFAULT_REDIS_TIMEOUTS,
): LiveHub {
  const listeners = new LocalListeners();
  // Fail-fast clients: a Redis that is down must neither hold up a request nor the shutdown.
  const publisher = connectRedis(url, timeouts);
  const subscriber = connectRedisSubscriber(url, timeouts);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      listeners.deliver(JSON.parse(message) as StoredLiveEvent);
    } catch (error) {
      log.warn({ err: error }, 'an unreadable live event was skipped');
    }
  });
  // Subscribed on every (re)connection, so a Redis that comes back late still carries events.
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).catch((error: unknown) => {
      log.error({ err: error }, 'could not subscribe to live events');
    });
  });
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: unknown) => log.warn({ err: error }, 'redis connection problem'));
  }
  return {
    publish(events) {
      for (const event of events) {
        publisher.publish(channel, JSON.stringify(event)).catch((error: unknown) => {
          log.warn({ err: error }, 'could not publish a live event');
        });
      }
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    async close() {
      await Promise.all(
        [publisher, subscriber].map(async (client) => {
          if (client.status !== 'ready') return client.disconnect();
          await client.quit().catch(() => client.disconnect());
        }),
      );
    },
  };
}
