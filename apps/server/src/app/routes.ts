import type { FastifyInstance } from 'fastify';
import { assistantRoutes } from '../modules/assistant/assistant.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { communityRoutes } from '../modules/community/community.routes.js';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes.js';
import { feedbackRoutes } from '../modules/feedback/feedback.routes.js';
import { filesRoutes } from '../modules/files/files.routes.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { householdsRoutes } from '../modules/households/households.routes.js';
import { inventoryRoutes } from '../modules/inventory/inventory.routes.js';
import { eventsRoutes } from '../modules/live/events.routes.js';
import { notificationsRoutes } from '../modules/notifications/notifications.routes.js';
import { placesRoutes } from '../modules/places/places.routes.js';
import { profileRoutes } from '../modules/profile/profile.routes.js';
import { portabilityRoutes } from '../modules/portability/portability.routes.js';
import { sharingRoutes } from '../modules/sharing/sharing.routes.js';
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
  });
  await api.register(placesRoutes, { places: services.placesService });
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
  await api.register(assistantRoutes, { assistant: services.assistant });
  await api.register(feedbackRoutes, {
    feedbackService: services.feedbackService,
    authService,
    limiter: services.feedbackLimiter,
  });
}
