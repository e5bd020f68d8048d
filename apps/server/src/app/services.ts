import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Analyzer } from '../adapters/ai/analyzer.js';
import { createAnalyzer } from '../adapters/ai/create-analyzer.js';
import { systemClock, type Clock } from '../adapters/clock.js';
import type { Embedder } from '../adapters/embeddings/embedder.js';
import { createEmbedder } from '../adapters/embeddings/create-embedder.js';
import { PdftoppmRenderer } from '../adapters/pdf/pdf-page-renderer.js';
import { PdfReader } from '../adapters/pdf/pdf-reader.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../adapters/mailer/mailer.js';
import { createStorage } from '../adapters/storage/create-storage.js';
import type { Storage } from '../adapters/storage/storage.js';
import { WindowLimiter } from '../adapters/throttle/throttle.js';
import { createThrottleStore, type ThrottleStore } from '../adapters/throttle/throttle-store.js';
import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { DomainEventBus, type EventRelay } from '../lib/domain-events.js';
import { createRedisEventRelay } from '../adapters/redis/redis-event-relay.js';
import { subscribeItemIndex } from '../modules/assistant/item-index.subscriber.js';
import { subscribeDiscoveryFacets } from '../modules/community/discovery-facets.subscriber.js';
import { subscribeStatistics } from '../modules/dashboard/statistics.subscriber.js';
import { AssistantService } from '../modules/assistant/assistant.service.js';
import type { AssistantProvider } from '../modules/assistant/assistant-provider.js';
import { AssistantMessagesRepository } from '../modules/assistant/assistant-messages.repository.js';
import { createAssistantProvider } from '../modules/assistant/create-assistant-provider.js';
import { EmbeddingBacklogRepository } from '../modules/assistant/embedding-backlog.repository.js';
import { ItemIndex } from '../modules/assistant/item-index.js';
import { itemIdsByMeaning } from '../modules/assistant/items-by-meaning.js';
import { setDateLocale } from '../lib/readable-dates.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { PasswordHasher } from '../modules/auth/password-hasher.js';
import { BorrowRequestsRepository } from '../modules/community/borrow-requests.repository.js';
import { BorrowRequestsService } from '../modules/community/borrow-requests.service.js';
import { PublicItems } from '../modules/community/public-items.js';
import { StatisticsService } from '../modules/dashboard/statistics.service.js';
import { BadgesRepository } from '../modules/dashboard/badges.repository.js';
import { FeedbackRepository } from '../modules/feedback/feedback.repository.js';
import { FeedbackService } from '../modules/feedback/feedback.service.js';
import { FilesRepository } from '../modules/files/files.repository.js';
import { FilesService } from '../modules/files/files.service.js';
import { StorageSweeper } from '../modules/files/storage-sweeper.js';
import { IdempotentUploads } from '../modules/files/upload-idempotency.js';
import { UploadIdempotencyRepository } from '../modules/files/upload-idempotency.repository.js';
import { InventoryRepository } from '../modules/inventory/inventory.repository.js';
import { InventoryService } from '../modules/inventory/inventory.service.js';
import { ItemStatisticsRepository } from '../modules/inventory/item-statistics.repository.js';
import { PublicItemsRepository } from '../modules/inventory/public-items.repository.js';
import { LiveEvents } from '../modules/live/live-events.js';
import { MailOutbox } from '../modules/mail/mail-outbox.js';
import { MailQuota } from '../modules/mail/mail-quota.js';
import { MailOutboxRepository } from '../modules/mail/mail-outbox.repository.js';
import { createLocalLiveHub, createRedisLiveHub, type LiveHub } from '../modules/live/live-hub.js';
import { UserEventsRepository } from '../modules/live/user-events.repository.js';
import type { ProfileService } from '../modules/profile/profile.service.js';
import { NotificationsRepository } from '../modules/notifications/notifications.repository.js';
import { NotificationsService } from '../modules/notifications/notifications.service.js';
import { subscribeNotifications } from '../modules/notifications/notifications.subscriber.js';
import { ExportService } from '../modules/portability/export.service.js';
import { ImportService } from '../modules/portability/import.service.js';
import { ReportService } from '../modules/portability/report.service.js';
import { ItemWarrantiesRepository } from '../modules/inventory/item-warranties.repository.js';
import { buildPeriodicChecks } from './periodic-checks.js';
import type { LoanRemindersService } from '../modules/reminders/loan-reminders.service.js';
import type { WarrantyRemindersService } from '../modules/reminders/warranty-reminders.service.js';
import { SharingRepository } from '../modules/sharing/sharing.repository.js';
import { SharingService } from '../modules/sharing/sharing.service.js';
import { buildAuth } from './auth-services.js';
import type { AccessPolicy } from '../modules/households/access-policy.js';
import { buildPlacesService } from '../modules/places/places.composition.js';
import type { PlacesService } from '../modules/places/places.service.js';
import {
  buildHouseholdServices,
  createAccessPolicy,
} from '../modules/households/households.composition.js';
import type { HouseholdsService } from '../modules/households/households.service.js';
import { subscribeHouseholdActivity } from '../modules/households/household-activity.subscriber.js';
import type { InvitationsService } from '../modules/households/invitations.service.js';

/** The Redis channel that carries domain events between server processes. */
const DOMAIN_EVENTS_CHANNEL = 'circle:domain-events';
/** How often mails left unsent by a crash or a failure are looked for. */
const MAIL_OUTBOX_INTERVAL_MS = 15_000;

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
  /** false: no periodic jobs (tests that do not need them); a number: job polling seconds. */
  jobs?: false | { pollingSeconds: number };
  /** Redis channel of the live stream (tests use their own). */
  liveChannel?: string;
  /** Redis channel of domain events between processes (tests use their own). */
  eventsChannel?: string;
}

/** Every service of the application, built once from the config: the composition root. */
export interface AppServices {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  storage: Storage;
  throttleStore: ThrottleStore;
  events: DomainEventBus;
  authService: AuthService;
  profileService: ProfileService;
  mailLimiter: WindowLimiter;
  filesService: FilesService;
  idempotentUploads: IdempotentUploads;
  inventoryService: InventoryService;
  placesService: PlacesService;
  exportService: ExportService;
  reportService: ReportService;
  importService: ImportService;
  sharingService: SharingService;
  publicItems: PublicItems;
  borrowRequests: BorrowRequestsService;
  notifications: NotificationsService;
  live: LiveEvents;
  loanReminders: LoanRemindersService;
  warrantyReminders: WarrantyRemindersService;
  statistics: StatisticsService;
  itemIndex: ItemIndex;
  assistant: AssistantService;
  feedbackService: FeedbackService;
  feedbackLimiter: WindowLimiter;
  storageSweeper: StorageSweeper;
  access: AccessPolicy;
  householdsService: HouseholdsService;
  invitationsService: InvitationsService;
  /** Created on first use: loading models costs memory and time. */
  analyzer: () => Analyzer;
}

/** The services, and what starts their background work and releases what they hold. */
export interface AppComposition {
  services: AppServices;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The shared infrastructure every domain is built on. */
interface Infrastructure {
  config: Config;
  overrides: AppOverrides;
  log: FastifyBaseLogger;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  storage: Storage;
  throttleStore: ThrottleStore;
  events: DomainEventBus;
  outbox: MailOutbox;
}

async function buildInfrastructure(
  config: Config,
  overrides: AppOverrides,
  log: FastifyBaseLogger,
): Promise<Infrastructure & { ownsDatabase: boolean; relay: EventRelay | null }> {
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
  const outbox = new MailOutbox({
    repository: new MailOutboxRepository({ db: database.db }),
    mailer,
    clock,
    log,
    intervalMs: MAIL_OUTBOX_INTERVAL_MS,
  });
  return {
    outbox,
    relay,
    config,
    overrides,
    log,
    database,
    clock,
    mailer,
    storage,
    throttleStore,
    events,
    ownsDatabase,
  };
}

/** Notifications and the live stream; they subscribe to share and request changes. */
function buildLive(infra: Infrastructure) {
  const { config, overrides, database, clock, log, events } = infra;
  const liveHub: LiveHub = config.redisUrl
    ? createRedisLiveHub(
        config.redisUrl,
        overrides.liveChannel ?? 'circle:live',
        log,
        config.redisTimeouts,
      )
    : createLocalLiveHub();
  const live = new LiveEvents({
    repository: new UserEventsRepository({ db: database.db }),
    hub: liveHub,
    clock,
  });
  const notifications = new NotificationsService({
    repository: new NotificationsRepository({ db: database.db }),
    live,
    clock,
  });
  subscribeNotifications(events, notifications, live);
  return { liveHub, live, notifications };
}

/** The AI-backed pieces, each created on first use. */
function buildModels(infra: Infrastructure) {
  const { config, overrides, log } = infra;
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

/** Inventory, files, sharing, community, the assistant and the dashboard. */
function buildDomains(infra: Infrastructure, models: ReturnType<typeof buildModels>) {
  const { config, database, clock, mailer, storage, log, events } = infra;
  const db = database.db;
  const sharingRepository = new SharingRepository({ db });
  const inventoryRepository = new InventoryRepository({ db, loans: sharingRepository });
  const { households, access } = createAccessPolicy(db, sharingRepository);
  const filesRepository = new FilesRepository({ db });
  const pdfReader = new PdfReader({
    maxTextBytes: config.textUploadMaxBytes,
    timeoutMs: config.textExtractionTimeoutMs,
  });
  const filesService = new FilesService({
    files: filesRepository,
    inventory: inventoryRepository,
    storage,
    analyzer: models.analyzer,
    clock,
    log,
    analysisTimeoutMs: config.analysisTimeoutMs,
    textUploadMaxBytes: config.textUploadMaxBytes,
    pdfReader,
    pdfPages: new PdftoppmRenderer(),
    events,
  });
  const sharingService = new SharingService({
    shares: sharingRepository,
    access,
    files: filesRepository,
    inventory: inventoryRepository,
    storage,
    mailer,
    clock,
    log,
    publicUrl: config.publicUrl,
    events,
    outbox: infra.outbox,
    mailQuota: new MailQuota(infra.throttleStore, config.mailLimits),
  });
  const itemIndex = new ItemIndex({
    database,
    backlog: new EmbeddingBacklogRepository({ database }),
    embedder: models.embedder,
    log,
    drainIntervalMs: config.embeddingDrainIntervalMs,
  });
  const inventoryService = new InventoryService({
    repository: inventoryRepository,
    access,
    storage,
    clock,
    sharingInfo: (viewerId, itemIds) => sharingService.sharingInfo(viewerId, itemIds),
    // The assistant's synonyms and kinds first ("television" → TV), then sentence embeddings.
    semanticSearch: async (userId, text) => {
      const named = await itemIdsByMeaning({ database }, userId, text);
      if (named.length > 0) return named;
      const near = await itemIndex.nearest(userId, text, 50, 0.45, {
        budgetMs: config.searchMeaningBudgetMs,
      });
      return near.map((match) => match.id);
    },
    warranties: new ItemWarrantiesRepository({ db }),
    events,
  });
  const assistant = new AssistantService({
    database,
    provider: models.assistantProvider,
    index: itemIndex,
    messages: new AssistantMessagesRepository({ db }),
    clock,
    log,
  });
  return {
    households,
    access,
    filesService,
    pdfReader,
    idempotentUploads: new IdempotentUploads({
      repository: new UploadIdempotencyRepository({ db }),
      files: filesService,
      clock,
      abandonAfterMs: config.analysisTimeoutMs + 60_000,
    }),
    sharingService,
    itemIndex,
    inventoryService,
    placesService: buildPlacesService({ db, access, storage, clock, events, inventoryService }),
    exportService: new ExportService({
      inventory: inventoryRepository,
      present: (userId, rows) => inventoryService.present(userId, rows),
      clock,
    }),
    reportService: new ReportService({ inventory: inventoryRepository, storage, clock }),
    importService: new ImportService({
      inventory: inventoryRepository,
      clock,
      events,
      currency: config.currency,
    }),
    sharingRepository,
    ...buildCommunity(infra, sharingService),
    statistics: new StatisticsService({
      items: new ItemStatisticsRepository({ db }),
      files: filesRepository,
      shares: sharingRepository,
      badges: new BadgesRepository({ db }),
      clock,
      currency: config.currency,
    }),
    assistant,
    feedbackService: new FeedbackService({
      repository: new FeedbackRepository({ db }),
      storage,
      clock,
    }),
  };
}

/** Discovery of public items and borrow requests, which become shares through sharing. */
function buildCommunity(infra: Infrastructure, sharing: SharingService) {
  const { config, database, clock, mailer, storage, log, events } = infra;
  const publicItemsRepository = new PublicItemsRepository({ db: database.db });
  const borrowRequestsRepository = new BorrowRequestsRepository({ db: database.db });
  return {
    borrowRequestsRepository,
    publicItems: new PublicItems({ repository: publicItemsRepository, storage }),
    borrowRequests: new BorrowRequestsService({
      requests: borrowRequestsRepository,
      publicItems: publicItemsRepository,
      sharing,
      storage,
      mailer,
      clock,
      log,
      publicUrl: config.publicUrl,
      events,
      mailQuota: new MailQuota(infra.throttleStore, config.mailLimits),
    }),
  };
}

/**
 * Builds every service from the config (or the test's overrides): the one place that knows how
 * the application is wired together.
 */
export async function buildServices(
  config: Config,
  overrides: AppOverrides,
  log: FastifyBaseLogger,
): Promise<AppComposition> {
  const { ownsDatabase, relay, ...infra } = await buildInfrastructure(config, overrides, log);
  const { database, clock, mailer, storage, throttleStore } = infra;
  setDateLocale(config.locale);
  const live = buildLive(infra);
  const models = buildModels(infra);
  const domains = buildDomains(infra, models);
  const { loanReminders, warrantyReminders, periodicJobs } = buildPeriodicChecks(
    infra,
    domains,
    live,
  );
  subscribeStatistics(infra.events, domains.statistics);
  subscribeDiscoveryFacets(infra.events, domains.publicItems);
  subscribeItemIndex(infra.events, domains.itemIndex);
  subscribeHouseholdActivity(infra.events, domains.households, live.notifications);
  const auth = buildAuth(infra, (userId) => domains.filesService.deleteStoredFilesOfUser(userId));
  const householdServices = buildHouseholdServices({
    db: database.db,
    households: domains.households,
    access: domains.access,
    guard: auth.verificationGuard,
    mailer,
    clock,
    codeSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    onMembersChanged: (householdId) => domains.statistics.invalidateHousehold(householdId),
  });
  const storageSweeper = new StorageSweeper({
    storage,
    referenced: [
      (keys) => domains.filesService.referencedKeys(keys),
      (keys) => domains.feedbackService.referencedKeys(keys),
    ],
    graceMs: config.storageSweep.graceMs,
    intervalMs: config.storageSweep.intervalMs,
    log,
  });
  const services: AppServices = {
    config,
    database,
    mailer,
    clock,
    storage,
    throttleStore,
    events: infra.events,
    ...domains,
    authService: auth.authService,
    profileService: auth.profileService,
    mailLimiter: auth.mailLimiter,
    notifications: live.notifications,
    live: live.live,
    loanReminders,
    warrantyReminders,
    feedbackLimiter: new WindowLimiter(
      throttleStore,
      config.feedbackPerHour,
      3_600_000,
      'feedback',
    ),
    storageSweeper,
    ...householdServices,
    analyzer: models.analyzer,
  };
  return {
    services,
    async start() {
      // Leftovers of a crash and embeddings still owed are taken care of in the background.
      if (config.storageSweep.intervalMs > 0) storageSweeper.start();
      domains.itemIndex.start();
      infra.outbox.start();
      await periodicJobs?.start();
    },
    async close() {
      await periodicJobs?.stop();
      await live.liveHub.close();
      await relay?.close();
      await auth.close();
      await storageSweeper.close();
      await infra.outbox.close();
      await domains.itemIndex.close();
      await domains.pdfReader.close();
      await throttleStore.close();
      await models.close();
      await storage.close();
      await mailer.close();
      if (ownsDatabase) await database.close();
    },
  };
}

export type { Infrastructure };
