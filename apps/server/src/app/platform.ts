import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Analyzer } from '../adapters/ai/analyzer.js';
import { createAnalyzer } from '../adapters/ai/create-analyzer.js';
import { systemClock, type Clock } from '../adapters/clock.js';
import type { Embedder } from '../adapters/embeddings/embedder.js';
import { createEmbedder } from '../adapters/embeddings/create-embedder.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../adapters/mailer/mailer.js';
import { createRedisEventRelay } from '../adapters/redis/redis-event-relay.js';
import { createStorage } from '../adapters/storage/create-storage.js';
import type { Storage } from '../adapters/storage/storage.js';
import { createThrottleStore, type ThrottleStore } from '../adapters/throttle/throttle-store.js';
import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { DomainEventBus } from '../lib/domain-events.js';
import type { Platform } from '../lib/platform.js';
import { createAssistantProvider, type AssistantProvider } from '../modules/assistant/index.js';
import type { PasswordHasher } from '../modules/auth/index.js';

/** The Redis channel that carries domain events between server processes. */
const DOMAIN_EVENTS_CHANNEL = 'circle:domain-events';

/** What buildApp can be handed instead of building it from the config (tests). */
export interface AppOverrides {
  database?: Database;
  embedder?: Embedder;
  assistantProvider?: AssistantProvider;
  storage?: Storage;
  analyzer?: Analyzer;
  mailer?: Mailer;
  clock?: Clock;
  throttleStore?: ThrottleStore;
  hasher?: PasswordHasher;
  logger?: boolean;
  /**
   * The job runtime: by default durable jobs on the database's queue; `pollingSeconds` sets how
   * often it is polled; false: jobs run in this process only, at start and when asked, without
   * schedules (tests run the periodic checks themselves).
   */
  jobs?: false | { pollingSeconds: number };
  /** Redis channel of the live stream (tests use their own). */
  liveChannel?: string;
  /** Redis channel of domain events between processes (tests use their own). */
  eventsChannel?: string;
}

/** The shared infrastructure, from the config or the test's overrides, and how to release it. */
export async function buildPlatform(
  config: Config,
  overrides: AppOverrides,
  log: FastifyBaseLogger,
): Promise<Platform & { close(): Promise<void> }> {
  const ownsDatabase = !overrides.database;
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'db'),
    }));
  if (ownsDatabase) await migrate(database);
  const clock = overrides.clock ?? systemClock;
  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log));
  const throttleStore =
    overrides.throttleStore ??
    createThrottleStore(config.redisUrl, { timeouts: config.redisTimeouts });
  const storage = overrides.storage ?? createStorage(config, clock);
  const events = new DomainEventBus({ log });
  // Caches held in memory by every process hear of changes made by the others.
  const relay = config.redisUrl
    ? createRedisEventRelay(
        config.redisUrl,
        overrides.eventsChannel ?? DOMAIN_EVENTS_CHANNEL,
        events,
        log,
        config.redisTimeouts,
      )
    : null;
  if (relay) events.relayThrough(relay);
  return {
    config,
    log,
    database,
    clock,
    mailer,
    storage,
    throttleStore,
    events,
    async close() {
      await relay?.close();
      await throttleStore.close();
      await storage.close();
      await mailer.close();
      if (ownsDatabase) await database.close();
    },
  };
}

/** The AI-backed pieces, each created on first use. */
export function buildModels(platform: Platform, overrides: AppOverrides) {
  const { config, log } = platform;
  let analyzer: Analyzer | undefined = overrides.analyzer;
  let embedder: Embedder | undefined = overrides.embedder;
  let assistantProvider: AssistantProvider | undefined = overrides.assistantProvider;
  return {
    analyzer: () => (analyzer ??= createAnalyzer(config, log)),
    embedder: () => (embedder ??= createEmbedder(config)),
    assistantProvider: () => (assistantProvider ??= createAssistantProvider(config)),
    async close() {
      await analyzer?.close();
      await embedder?.close();
    },
  };
}
