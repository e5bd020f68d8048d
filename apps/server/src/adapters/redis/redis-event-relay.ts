import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DOMAIN_EVENT_NAMES,
  type DomainEventBus,
  type DomainEventName,
  type EventRelay,
} from '../../lib/domain-events.js';
import {
  connectRedis,
  connectRedisSubscriber,
  DEFAULT_REDIS_TIMEOUTS,
  type RedisTimeouts,
} from './redis-connection.js';

interface RelayedEvent {
  origin: string;
  name: DomainEventName;
  event: unknown;
}

/**
 * Hands domain events to the other server processes through a Redis channel, and the events of
 * the others to this process' bus. Publishing is fire-and-forget on the fail-fast client: when
 * Redis is down a change still succeeds, and other processes' caches catch up when they expire.
 */
export function createRedisEventRelay(
  url: string,
  channel: string,
  bus: DomainEventBus,
  log: FastifyBaseLogger,
  timeouts: RedisTimeouts = DEFAULT_REDIS_TIMEOUTS,
): EventRelay {
  const origin = randomUUID();
  const publisher = connectRedis(url, timeouts);
  const subscriber = connectRedisSubscriber(url, timeouts);
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: unknown) => log.warn({ err: error }, 'redis connection problem'));
  }
  subscriber.on('message', (_channel: string, message: string) => {
    let relayed: RelayedEvent;
    try {
      relayed = JSON.parse(message) as RelayedEvent;
    } catch {
      log.warn('an unreadable domain event came through Redis');
      return;
    }
    if (relayed.origin === origin || !DOMAIN_EVENT_NAMES.includes(relayed.name)) return;
    void bus.receive(relayed.name, relayed.event as never);
  });
  subscriber.subscribe(channel).catch((error: unknown) => {
    log.error({ err: error }, 'could not subscribe to domain events');
  });
  return {
    publish(name, event) {
      const message: RelayedEvent = { origin, name, event };
      publisher.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
        log.warn({ err: error, event: name }, 'a domain event could not be relayed');
      });
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
