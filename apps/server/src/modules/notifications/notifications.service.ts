import type {
  LiveNotificationsRead,
  Notification,
  NotificationKind,
  NotificationPreferences,
  NotificationsReadRequest,
} from '@circle/contract';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../adapters/clock.js';
import type { Tx } from '../../db/database.js';
import type { NotificationRow } from '../../db/schema.js';
import { pagination } from '../../lib/pagination.js';
import { calendarDate } from '../../lib/readable-dates.js';
import type { LiveEvents, StoredLiveEvent } from '../live/index.js';
import type { NotificationsRepository } from './notifications.repository.js';

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  shareId?: string | null;
  requestId?: string | null;
  itemId?: string | null;
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    share_id: row.shareId,
    request_id: row.requestId,
    item_id: row.itemId,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** In-app notifications: stored, listed newest first, and pushed on the user's live stream. */
export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  live: LiveEvents;
  clock: Clock;
}

export class NotificationsService {
  private readonly repository: NotificationsRepository;
  private readonly live: LiveEvents;
  private readonly clock: Clock;

  constructor(deps: NotificationsServiceDeps) {
    this.repository = deps.repository;
    this.live = deps.live;
    this.clock = deps.clock;
  }

  async create(input: NotificationInput): Promise<Notification> {
    const { notification, liveEvents } = await this.record(input);
    this.live.publish(liveEvents);
    return notification;
  }

  /**
   * Stores the notification and its live event (in `tx` when given, so they commit with the
   * change they report); the caller publishes the live events once committed.
   */
  async record(
    input: NotificationInput,
    tx?: Tx,
  ): Promise<{ notification: Notification; liveEvents: StoredLiveEvent[] }> {
    const row = await this.repository.insert(
      {
        id: randomUUID(),
        userId: input.userId,
        kind: input.kind,
        title: input.title,
        body: input.body,
        shareId: input.shareId ?? null,
        requestId: input.requestId ?? null,
        itemId: input.itemId ?? null,
        createdAt: this.clock.now(),
      },
      tx,
    );
    const notification = presentNotification(row);
    const liveEvents = await this.live.append([input.userId], 'notification', notification, tx);
    return { notification, liveEvents };
  }

  /** Today's calendar date, which the tense of due dates in notifications follows. */
  today(): string {
    return calendarDate(this.clock.now());
  }

  async list(userId: string, limit: number, offset: number) {
    const { rows, total, unread } = await this.repository.page(userId, limit, offset);
    return {
      notifications: rows.map(presentNotification),
      pagination: pagination(total, limit, offset),
      unread_count: unread,
    };
  }

  async markRead(userId: string, request: NotificationsReadRequest) {
    const ids = 'ids' in request ? request.ids : null;
    const updated = await this.repository.markRead(userId, ids, this.clock.now());
    const unread = await this.repository.unreadCount(userId);
    // The user's other sessions (the phone, the desktop) clear their bell too.
    const read: LiveNotificationsRead = { ids, unread_count: unread };
    await this.live.send([userId], 'notifications_read', read);
    return { updated, unread_count: unread };
  }

  async preferences(userId: string): Promise<NotificationPreferences> {
    const saved = await this.repository.preferences(userId);
    return { loan_reminders_by_email: saved.loanRemindersByEmail };
  }

  async updatePreferences(
    userId: string,
    changes: Partial<NotificationPreferences>,
  ): Promise<NotificationPreferences> {
    const current = await this.preferences(userId);
    const next = { ...current, ...changes };
    await this.repository.savePreferences(userId, next.loan_reminders_by_email, this.clock.now());
    return next;
  }

  async wantsLoanMails(userId: string): Promise<boolean> {
    return (await this.repository.preferences(userId)).loanRemindersByEmail;
  }
}
