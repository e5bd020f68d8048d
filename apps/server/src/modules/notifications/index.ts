/** What the rest of the server may use of the notifications module. */
export { warrantyNotification } from './notification-messages.js';
export { composeNotifications } from './notifications.composition.js';
export { notificationsRoutes } from './notifications.routes.js';
export type { NotificationInput, NotificationsService } from './notifications.service.js';
