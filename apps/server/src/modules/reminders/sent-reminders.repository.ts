import { and, eq, lt } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import { sentReminders } from '../../db/schema.js';

export interface ReminderKey {
  subjectId: string;
  kind: string;
  period: number;
}

/** The record of automatic mails, one per subject, kind and period, whichever process sends. */
export class SentRemindersRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** Records the reminder; false when another run (or process) already did. */
  async claim(key: ReminderKey, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(sentReminders)
      .values({ ...key, sentAt: now })
      .onConflictDoNothing()
      .returning({ kind: sentReminders.kind });
    return rows.length === 1;
  }

  /** Gives a claimed reminder back (its mail could not be sent), so the next run tries again. */
  async release(key: ReminderKey): Promise<void> {
    await this.db
      .delete(sentReminders)
      .where(
        and(
          eq(sentReminders.subjectId, key.subjectId),
          eq(sentReminders.kind, key.kind),
          eq(sentReminders.period, key.period),
        ),
      );
  }

  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.delete(sentReminders).where(lt(sentReminders.sentAt, before));
  }
}
