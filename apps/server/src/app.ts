import path from 'node:path';
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
import { healthRoutes } from './modules/health/health.routes.js';
import authenticatePlugin from './plugins/authenticate.js';
import errorsPlugin from './plugins/errors.js';
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
  itemIndex: ItemIndex;
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
  const throttleStore = overrides.throttleStore ?? createThrottleStore(config.redisUrl);

  const storage = overrides.storage ?? createStorage(config, clock);
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
  });
  const sharingService = new SharingService({
    db: database.db,
    inventory: inventoryRepository,
    storage,
    mailer,
    clock,
    log: app.log,
    publicUrl: config.publicUrl,
  });
  const inventoryService = new InventoryService(
    inventoryRepository,
    storage,
    clock,
    (viewerId, itemIds) => sharingService.sharingInfo(viewerId, itemIds),
    async (userId, text) =>
      (await itemIndex.nearest(userId, text, 50, 0.45)).map((match) => match.id),
    async (userId, fileId) => Boolean(await filesRepository.findOwned(userId, fileId)),
  );
  const publicItems = new PublicItems(database.db, storage);
  const statistics = new StatisticsService(database, clock);
  const feedbackService = new FeedbackService(database.db, storage, clock);
  let embedder: Embedder | undefined = overrides.embedder;
  const getEmbedder = () => (embedder ??= createEmbedder(config));
  const itemIndex = new ItemIndex(database.db, getEmbedder, app.log);
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
  });

  const sessionCache = new SessionCache();
  const invalidationBus = config.redisUrl
    ? createRedisInvalidationBus(
        config.redisUrl,
        (userId) => sessionCache.forgetUser(userId),
        app.log,
      )
    : localInvalidationBus;
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
    accountCleanup: {
      collect: (userId) => filesService.storageKeysOfUser(userId),
      remove: (keys) => filesService.deleteStoredKeys(keys),
    },
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
    itemIndex,
    analyzer: getAnalyzer,
  });
  app.addHook('onClose', async () => {
    await throttleStore.close();
    await invalidationBus.close();
    await analyzer?.close();
    itemIndex.close();
    await embedder?.close();
    await storage.close();
    await mailer.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    extraImageSources: storage.imageOrigins,
  });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1 } });
  await app.register(openapiPlugin);
  await app.register(authenticatePlugin, { authService });
  // A change made by a user makes their dashboard figures and item embeddings stale.
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
      itemIndex.markDirty(request.auth!.user.id);
    }
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { authService, mailLimiter });
      await api.register(filesRoutes, { filesService, uploadMaxBytes: config.uploadMaxBytes });
      await api.register(inventoryRoutes, {
        inventoryService,
        uploadMaxBytes: config.uploadMaxBytes,
        onVisibilityChange: () => publicItems.invalidate(),
      });
      await api.register(sharingRoutes, { sharingService, authService });
      await api.register(communityRoutes, { publicItems, borrowRequests });
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
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
