import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../adapters/clock.js';
import type { Mailer } from '../adapters/mailer/mailer.js';
import type { Storage } from '../adapters/storage/storage.js';
import type { ThrottleStore } from '../adapters/throttle/throttle-store.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { DomainEventBus } from './domain-events.js';

/** The shared infrastructure every module's composer builds on. */
export interface Platform {
  config: Config;
  log: FastifyBaseLogger;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  storage: Storage;
  throttleStore: ThrottleStore;
  events: DomainEventBus;
}
