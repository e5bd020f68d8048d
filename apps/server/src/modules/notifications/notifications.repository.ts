import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, RepositoryDeps } from '../../db/database.js';
import { notificationPreferences, notifications, type NotificationRow } from '../../db/schema.js';

export class NotificationsRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** `tx` joins the transaction of the change the notification reports. */
  async insert(
    values: typeof notifications.$inferInsert,
    tx: DbOrTx = this.db,
  ): Promise<NotificationRow> {
    const [row] = await tx.insert(notifications).values(values).returning();
    return row!;
  }

  async page(userId: string, limit: number, offset: number) {
    const mine = eq(notifications.userId, userId);
    const [rows, [total], unread] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(notifications).where(mine),
      this.unreadCount(userId),
    ]);
    return { rows, total: Number(total?.value ?? 0), unread };
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return Number(row?.value ?? 0);
  }

  /** Marks the given notifications (or all when `ids` is null) read; answers how many changed. */
  async markRead(userId: string, ids: string[] | null, now: Date): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, ids) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** `tx` reads inside the caller's transaction (PGlite has one connection). */
  async preferences(userId: string, tx: DbOrTx = this.db) {
    const [row] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .limit(1);
    return { loanRemindersByEmail: row?.loanRemindersByEmail ?? true };
  }

  async savePreferences(userId: string, loanRemindersByEmail: boolean, now: Date) {
    await this.db
      .insert(notificationPreferences)
      .values({ userId, loanRemindersByEmail, updatedAt: now })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { loanRemindersByEmail, updatedAt: now },
      });
  }
}
