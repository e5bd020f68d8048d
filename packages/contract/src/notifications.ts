import { z } from 'zod';
import { paginationSchema } from './inventory.js';

/** What a notification is about; the web picks its icon and where it opens from the kind. */
export const NOTIFICATION_KINDS = [
  'share_claimed',
  'share_returned',
  'share_completed',
  'share_declined',
  'share_cancelled',
  'share_expired',
  'loan_reminder',
  'loan_due_tomorrow',
  'loan_overdue',
  'loan_overdue_owner',
  'borrow_request',
  'request_approved',
  'request_denied',
  'request_expired',
  'household_items_added',
  'loan_closed',
  'warranty_ending',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  share_id: z.string().nullable(),
  request_id: z.string().nullable(),
  item_id: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).default(0),
});

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  pagination: paginationSchema,
  unread_count: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationsReadRequestSchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(200) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NotificationsReadRequest = z.infer<typeof notificationsReadRequestSchema>;

export const notificationsReadResponseSchema = z.object({
  updated: z.number().int(),
  unread_count: z.number().int(),
});

export const notificationPreferencesSchema = z.object({
  loan_reminders_by_email: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.partial();

/** Event names on the live stream (GET /users/events). */
export const LIVE_EVENT_TYPES = ['notification', 'share', 'request', 'notifications_read'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** Data of a `share` or `request` event: which one changed and how. */
export const liveChangeSchema = z.object({
  id: z.string(),
  change: z.string(),
  item_id: z.string().nullable(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** Data of a `notifications_read` event: notifications read in another session of the user. */
export const liveNotificationsReadSchema = z.object({
  ids: z.array(z.string()).nullable(),
  unread_count: z.number().int(),
});
export type LiveNotificationsRead = z.infer<typeof liveNotificationsReadSchema>;
