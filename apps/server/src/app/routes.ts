import type { FastifyInstance } from 'fastify';
import { attachmentsRoutes } from '../modules/attachments/index.js';
import { assistantRoutes } from '../modules/assistant/index.js';
import { authRoutes } from '../modules/auth/index.js';
import { communityRoutes } from '../modules/community/index.js';
import { dashboardRoutes } from '../modules/dashboard/index.js';
import { feedbackRoutes } from '../modules/feedback/index.js';
import { filesRoutes } from '../modules/files/index.js';
import { healthRoutes } from '../modules/health/index.js';
import { householdsRoutes } from '../modules/households/index.js';
import { labelsRoutes } from '../modules/labels/index.js';
import { inventoryRoutes } from '../modules/inventory/index.js';
import { eventsRoutes } from '../modules/live/index.js';
import { notificationsRoutes } from '../modules/notifications/index.js';
import { placesRoutes } from '../modules/places/index.js';
import { profileRoutes } from '../modules/profile/index.js';
import { portabilityRoutes } from '../modules/portability/index.js';
import { sharingRoutes } from '../modules/sharing/index.js';
import type { AppServices } from './services.js';

/** Every API route, under /api: each module gets the services it calls. */
export async function registerRoutes(api: FastifyInstance, services: AppServices): Promise<void> {
  const { config, database, storage, throttleStore, authService } = services;
  await api.register(healthRoutes, {
    checks: [
      { name: 'database', ok: () => database.ping() },
      ...(throttleStore.ping ? [{ name: 'redis' as const, ok: () => throttleStore.ping!() }] : []),
      { name: 'storage', ok: () => storage.ping() },
    ],
    currency: config.currency,
  });
  await api.register(authRoutes, { authService, mailLimiter: services.mailLimiter });
  await api.register(profileRoutes, { profileService: services.profileService });
  await api.register(householdsRoutes, {
    households: services.householdsService,
    invitations: services.invitationsService,
  });
  await api.register(filesRoutes, {
    filesService: services.filesService,
    idempotentUploads: services.idempotentUploads,
    uploadMaxBytes: config.uploadMaxBytes,
    access: services.access,
  });
  await api.register(inventoryRoutes, {
    inventoryService: services.inventoryService,
    uploadMaxBytes: config.uploadMaxBytes,
    attachmentImage: (userId, itemId, id) => services.attachments.imageOf(userId, itemId, id),
  });
  await api.register(attachmentsRoutes, {
    attachments: services.attachments,
    uploadMaxBytes: config.uploadMaxBytes,
  });
  await api.register(labelsRoutes, { labels: services.labels });
  await api.register(placesRoutes, {
    places: services.placesService,
    uploadMaxBytes: config.uploadMaxBytes,
  });
  await api.register(portabilityRoutes, {
    exportService: services.exportService,
    reportService: services.reportService,
    importService: services.importService,
    access: services.access,
    uploadMaxBytes: config.uploadMaxBytes,
  });
  await api.register(sharingRoutes, { sharingService: services.sharingService, authService });
  await api.register(communityRoutes, {
    publicItems: services.publicItems,
    borrowRequests: services.borrowRequests,
  });
  await api.register(notificationsRoutes, { notifications: services.notifications });
  await api.register(eventsRoutes, {
    live: services.live,
    sessions: {
      sessionOf: async (token, options) =>
        (await authService.authenticate(token, options))?.sessionId ?? null,
      onSessionsChanged: (listener) => authService.onSessionsChanged(listener),
    },
  });
  await api.register(dashboardRoutes, { statistics: services.statistics, access: services.access });
  await api.register(assistantRoutes, { assistant: services.assistant, access: services.access });
  await api.register(feedbackRoutes, {
    feedbackService: services.feedbackService,
    authService,
    limiter: services.feedbackLimiter,
  });
}
