import { lt } from 'drizzle-orm';
import type { Db, DbOrTx, RepositoryDeps, Tx } from '../../db/database.js';
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

  /** Runs `work` in one transaction: the record and the reminder's deliveries commit together. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Records the reminder; false when another run (or process) already did. */
  async claim(key: ReminderKey, now: Date, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx
      .insert(sentReminders)
      .values({ ...key, sentAt: now })
      .onConflictDoNothing()
      .returning({ kind: sentReminders.kind });
    return rows.length === 1;
  }

  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.delete(sentReminders).where(lt(sentReminders.sentAt, before));
  }
}
