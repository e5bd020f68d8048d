/** What the rest of the server may use of the notifications module. */
export type { AccountMail } from './account-mail.js';
export { warrantyNotification } from './notification-messages.js';
export { composeNotifications } from './notifications.composition.js';
export { notificationsRoutes } from './notifications.routes.js';
export type { NotificationInput, NotificationsService } from './notifications.service.js';
