import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { Analyzer } from './adapters/ai/analyzer.js';
import { createAnalyzer } from './adapters/ai/create-analyzer.js';
import { createStorage } from './adapters/storage/create-storage.js';
import { LocalStorage } from './adapters/storage/local-storage.js';
import type { Storage } from './adapters/storage/storage.js';
import { fileServingRoutes } from './modules/files/file-serving.routes.js';
import { FilesRepository } from './modules/files/files.repository.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { FilesService } from './modules/files/files.service.js';
import { StorageSweeper } from './modules/files/storage-sweeper.js';
import { IdempotentUploads } from './modules/files/upload-idempotency.js';
import { UploadIdempotencyRepository } from './modules/files/upload-idempotency.repository.js';
import { InventoryRepository } from './modules/inventory/inventory.repository.js';
import { inventoryRoutes } from './modules/inventory/inventory.routes.js';
import { InventoryService } from './modules/inventory/inventory.service.js';
import { BorrowRequestsService } from './modules/community/borrow-requests.service.js';
import { communityRoutes } from './modules/community/community.routes.js';
import { PublicItems } from './modules/community/public-items.js';
import { sharingRoutes } from './modules/sharing/sharing.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { StatisticsService } from './modules/dashboard/statistics.service.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { FeedbackService } from './modules/feedback/feedback.service.js';
import type { Embedder } from './adapters/embeddings/embedder.js';
import { createEmbedder } from './adapters/embeddings/create-embedder.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { AssistantService } from './modules/assistant/assistant.service.js';
import type { ChatProvider } from './modules/assistant/chat-provider.js';
import { createChatProvider } from './modules/assistant/create-chat-provider.js';
import { ItemIndex } from './modules/assistant/item-index.js';
import { SharingService } from './modules/sharing/sharing.service.js';
import { PeriodicJobs } from './adapters/jobs/periodic-jobs.js';
import { DomainEventBus } from './lib/domain-events.js';
import { BorrowRequestsRepository } from './modules/community/borrow-requests.repository.js';
import { eventsRoutes } from './modules/live/events.routes.js';
import { LiveEvents } from './modules/live/live-events.js';
import { createLocalLiveHub, createRedisLiveHub } from './modules/live/live-hub.js';
import { UserEventsRepository } from './modules/live/user-events.repository.js';
import { NotificationsRepository } from './modules/notifications/notifications.repository.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import { subscribeNotifications } from './modules/notifications/notifications.subscriber.js';
import { LoanRemindersService } from './modules/reminders/loan-reminders.service.js';
import { SentRemindersRepository } from './modules/reminders/sent-reminders.repository.js';
import { ExportService } from './modules/portability/export.service.js';
import { ImportService } from './modules/portability/import.service.js';
import { portabilityRoutes } from './modules/portability/portability.routes.js';
import { ReportService } from './modules/portability/report.service.js';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from './plugins/serializer.js';
import { systemClock, type Clock } from './adapters/clock.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './adapters/mailer/mailer.js';
import {
  ACCOUNT_LOGIN_POLICY,
  ADDRESS_LOGIN_POLICY,
  BackoffThrottle,
  WindowLimiter,
} from './adapters/throttle/throttle.js';
import { createThrottleStore, type ThrottleStore } from './adapters/throttle/throttle-store.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { AccessTokens } from './modules/auth/access-tokens.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { SessionCache } from './modules/auth/session-cache.js';
import {
  createRedisInvalidationBus,
  localInvalidationBus,
} from './modules/auth/session-invalidation.js';
import { createArgon2Hasher, type PasswordHasher } from './modules/auth/password-hasher.js';
import { VerificationGuard } from './modules/auth/verification-guard.js';
import { VerificationGuardRepository } from './modules/auth/verification-guard.repository.js';
import { healthRoutes } from './modules/health/health.routes.js';
import authenticatePlugin from './plugins/authenticate.js';
import errorsPlugin from './plugins/errors.js';
import inputGuardPlugin, {
  clientErrorHandler,
  frameworkErrorHandler,
} from './plugins/input-guard.js';
import openapiPlugin from './plugins/openapi.js';
import securityPlugin from './plugins/security.js';
import webAppPlugin from './plugins/web-app.js';

/** What buildApp can be handed instead of building it from the config (tests). */
export interface AppOverrides {
  database?: Database;
  embedder?: Embedder;
  chatProvider?: ChatProvider;
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
}

export interface AppServices {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  authService: AuthService;
  storage: Storage;
  filesService: FilesService;
  inventoryService: InventoryService;
  sharingService: SharingService;
  notifications: NotificationsService;
  loanReminders: LoanRemindersService;
  itemIndex: ItemIndex;
  storageSweeper: StorageSweeper;
  /** Created on first use: loading models costs memory and time. */
  analyzer: () => Analyzer;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      overrides.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers["x-verification-token"]'],
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

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
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, app.log));
  const throttleStore =
    overrides.throttleStore ??
    createThrottleStore(config.redisUrl, { timeouts: config.redisTimeouts });

  const storage = overrides.storage ?? createStorage(config, clock);
  const events = new DomainEventBus(app.log);
  const liveHub = config.redisUrl
    ? createRedisLiveHub(
        config.redisUrl,
        overrides.liveChannel ?? 'circle:live',
        app.log,
        config.redisTimeouts,
      )
    : createLocalLiveHub();
  const live = new LiveEvents(new UserEventsRepository(database.db), liveHub, clock);
  const notifications = new NotificationsService(
    new NotificationsRepository(database.db),
    live,
    clock,
  );
  subscribeNotifications(events, notifications, live);
  let analyzer: Analyzer | undefined = overrides.analyzer;
  const getAnalyzer = () => (analyzer ??= createAnalyzer(config, app.log));
  const inventoryRepository = new InventoryRepository(database.db);
  const filesRepository = new FilesRepository(database.db);
  const filesService = new FilesService({
    files: filesRepository,
    inventory: inventoryRepository,
    storage,
    analyzer: getAnalyzer,
    clock,
    log: app.log,
    analysisTimeoutMs: config.analysisTimeoutMs,
    textUploadMaxBytes: config.textUploadMaxBytes,
  });
  const sharingService = new SharingService({
    db: database.db,
    inventory: inventoryRepository,
    storage,
    mailer,
    clock,
    log: app.log,
    publicUrl: config.publicUrl,
    events,
  });
  const inventoryService = new InventoryService(
    inventoryRepository,
    storage,
    clock,
    (viewerId, itemIds) => sharingService.sharingInfo(viewerId, itemIds),
    async (userId, text) =>
      (
        await itemIndex.nearest(userId, text, 50, 0.45, { budgetMs: config.searchMeaningBudgetMs })
      ).map((match) => match.id),
    async (userId, fileId) => Boolean(await filesRepository.findOwned(userId, fileId)),
  );
  const publicItems = new PublicItems(database.db, storage);
  const statistics = new StatisticsService(database, clock, config.currency);
  const feedbackService = new FeedbackService(database.db, storage, clock);
  let embedder: Embedder | undefined = overrides.embedder;
  const getEmbedder = () => (embedder ??= createEmbedder(config));
  const itemIndex = new ItemIndex(database, getEmbedder, app.log, {
    drainIntervalMs: config.embeddingDrainIntervalMs,
  });
  const storageSweeper = new StorageSweeper({
    storage,
    referenced: [
      (keys) => filesService.referencedKeys(keys),
      (keys) => feedbackService.referencedKeys(keys),
    ],
    graceMs: config.storageSweep.graceMs,
    intervalMs: config.storageSweep.intervalMs,
    log: app.log,
  });
  let chatProvider: ChatProvider | undefined = overrides.chatProvider;
  const getChatProvider = () => (chatProvider ??= createChatProvider(config));
  const assistant = new AssistantService(database, getChatProvider, itemIndex, clock, app.log);
  const feedbackLimiter = new WindowLimiter(
    throttleStore,
    config.feedbackPerHour,
    3_600_000,
    'feedback',
  );
  const borrowRequests = new BorrowRequestsService({
    db: database.db,
    sharing: sharingService,
    storage,
    mailer,
    clock,
    log: app.log,
    publicUrl: config.publicUrl,
    events,
  });
  const loanReminders = new LoanRemindersService({
    sharing: sharingService.repository,
    requests: new BorrowRequestsRepository(database.db),
    sentReminders: new SentRemindersRepository(database.db),
    notifications,
    events,
    pruneLiveEvents: (before) => live.prune(before),
    mailer,
    clock,
    log: app.log,
    publicUrl: config.publicUrl,
  });
  const periodicJobs =
    overrides.jobs === false
      ? null
      : new PeriodicJobs(
          [
            {
              name: 'loan-check',
              everySeconds: config.reminderCheckIntervalSeconds,
              run: () => loanReminders.check(),
            },
          ],
          {
            database,
            log: app.log,
            pollingSeconds:
              overrides.jobs?.pollingSeconds ?? Math.min(10, config.reminderCheckIntervalSeconds),
          },
        );

  const sessionCache = new SessionCache();
  const invalidationBus = config.redisUrl
    ? createRedisInvalidationBus(
        config.redisUrl,
        (userId) => sessionCache.forgetUser(userId),
        app.log,
        config.redisTimeouts,
      )
    : localInvalidationBus;
  const verificationGuard = new VerificationGuard(
    new VerificationGuardRepository(database.db),
    clock,
  );
  const pruneVerificationLimits = setInterval(() => {
    verificationGuard.prune().catch((error: unknown) => {
      app.log.warn({ err: error }, 'old verification limits could not be pruned');
    });
  }, 3_600_000);
  pruneVerificationLimits.unref();
  const authService = new AuthService({
    repository: new AuthRepository(database.db),
    hasher: overrides.hasher ?? createArgon2Hasher(),
    tokens: new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    mailer,
    clock,
    log: app.log,
    codeSecret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    sessionCache,
    invalidationBus,
    verificationGuard,
    removeStoredFiles: (userId) => filesService.deleteStoredFilesOfUser(userId),
    accountLoginThrottle: new BackoffThrottle(throttleStore, ACCOUNT_LOGIN_POLICY, 'login-account'),
    addressLoginThrottle: new BackoffThrottle(throttleStore, ADDRESS_LOGIN_POLICY, 'login-address'),
  });
  const mailLimiter = new WindowLimiter(
    throttleStore,
    config.authRateLimitPerHour,
    3_600_000,
    'mail',
  );

  app.decorate('services', {
    config,
    database,
    mailer,
    clock,
    authService,
    storage,
    filesService,
    inventoryService,
    sharingService,
    notifications,
    loanReminders,
    itemIndex,
    storageSweeper,
    analyzer: getAnalyzer,
  });
  app.addHook('onReady', async () => {
    // Leftovers of a crash and embeddings still owed are taken care of in the background.
    if (config.storageSweep.intervalMs > 0) storageSweeper.start();
    itemIndex.start();
    await periodicJobs?.start();
  });
  app.addHook('onClose', async () => {
    await periodicJobs?.stop();
    await liveHub.close();
    clearInterval(pruneVerificationLimits);
    await authService.mailsSent();
    await storageSweeper.close();
    await itemIndex.close();
    await throttleStore.close();
    await invalidationBus.close();
    await analyzer?.close();
    await embedder?.close();
    await storage.close();
    await mailer.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  // JSON and HTML answers above 1 KB go out compressed (brotli at a fast level, else gzip); the
  // web app's assets come precompressed from the build, photos and PDFs are already compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?!event-stream)|image\/svg\+xml)/,
  });
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    extraImageSources: storage.imageOrigins,
  });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1 } });
  await app.register(openapiPlugin);
  await app.register(authenticatePlugin, { authService });
  // A change made by a user makes their dashboard figures, item embeddings and discovery facets
  // stale.
  const changesItems =
    /^\/api\/(upload|users\/(inventory|files|shares|sent-borrow-requests|borrow-requests)|share\/)/;
  app.addHook('onResponse', async (request, reply) => {
    const changed =
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      request.auth;
    if (changed && changesItems.test(request.url)) {
      statistics.invalidate(request.auth!.user.id);
      itemIndex
        .markDirty(request.auth!.user.id)
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'embedding backlog not marked'),
        );
      // An edited, deleted or given-away item may be public: discovery facets follow.
      publicItems.invalidate();
    }
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        checks: [
          { name: 'database', ok: () => database.ping() },
          ...(throttleStore.ping
            ? [{ name: 'redis' as const, ok: () => throttleStore.ping!() }]
            : []),
          { name: 'storage', ok: () => storage.ping() },
        ],
        currency: config.currency,
      });
      await api.register(authRoutes, { authService, mailLimiter });
      await api.register(filesRoutes, {
        filesService,
        idempotentUploads: new IdempotentUploads({
          repository: new UploadIdempotencyRepository(database.db),
          files: filesService,
          clock,
          abandonAfterMs: config.analysisTimeoutMs + 60_000,
        }),
        uploadMaxBytes: config.uploadMaxBytes,
      });
      await api.register(inventoryRoutes, {
        inventoryService,
        uploadMaxBytes: config.uploadMaxBytes,
        onVisibilityChange: () => publicItems.invalidate(),
      });
      await api.register(portabilityRoutes, {
        exportService: new ExportService({
          inventory: inventoryRepository,
          present: (userId, rows) => inventoryService.present(userId, rows),
          clock,
        }),
        reportService: new ReportService({ inventory: inventoryRepository, storage, clock }),
        importService: new ImportService({ inventory: inventoryRepository, clock }),
        uploadMaxBytes: config.uploadMaxBytes,
      });
      await api.register(sharingRoutes, { sharingService, authService });
      await api.register(communityRoutes, { publicItems, borrowRequests });
      await api.register(notificationsRoutes, { notifications });
      await api.register(eventsRoutes, { live });
      await api.register(dashboardRoutes, { statistics });
      await api.register(assistantRoutes, { assistant });
      await api.register(feedbackRoutes, {
        feedbackService,
        authService,
        limiter: feedbackLimiter,
      });
    },
    { prefix: '/api' },
  );
  if (storage instanceof LocalStorage) await app.register(fileServingRoutes, { storage });
  await app.register(webAppPlugin, { distDir: config.webDistDir, currency: config.currency });
  return app;
}
