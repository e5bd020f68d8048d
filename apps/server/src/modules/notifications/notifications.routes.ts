import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationsQuerySchema,
  notificationsReadRequestSchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
} from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  r.get(
    '/users/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first, with the number still unread',
        security,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
      ...auth,
    },
    async (request) =>
      notifications.list(currentUser(request).user.id, request.query.limit, request.query.offset),
  );

  r.post(
    '/users/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark notifications read: `{ids: [...]}` or `{all: true}`',
        security,
        body: notificationsReadRequestSchema,
        response: { 200: notificationsReadResponseSchema },
      },
      ...auth,
    },
    async (request) => notifications.markRead(currentUser(request).user.id, request.body),
  );

  r.get(
    '/users/notification-settings',
    {
      schema: {
        tags,
        summary: 'Whether loan reminders and overdue notices also come by e-mail',
        security,
        response: { 200: notificationPreferencesSchema },
      },
      ...auth,
    },
    async (request) => notifications.preferences(currentUser(request).user.id),
  );

  r.patch(
    '/users/notification-settings',
    {
      schema: {
        tags,
        summary: 'Turn loan reminder e-mails on or off',
        security,
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema },
      },
      ...auth,
    },
    async (request) => notifications.updatePreferences(currentUser(request).user.id, request.body),
  );
}
