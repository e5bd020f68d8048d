import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, RepositoryDeps } from '../../db/database.js';
import { mailOutbox, type MailOutboxRow } from '../../db/schema.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mails waiting to be sent, written with the change they report. */
export class MailOutboxRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** `tx` joins the transaction of the change the mail reports. */
  async insert(mail: OutboxMail, now: Date, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(mailOutbox).values({
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      nextAttemptAt: now,
      createdAt: now,
    });
  }

  /**
   * Takes up to `limit` mails due by `now` and holds them until `holdUntil`, so no other sender
   * (process) takes them meanwhile; one whose sender died is taken again after that.
   */
  async take(now: Date, holdUntil: Date, limit: number, maxAttempts: number) {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, now),
          lt(mailOutbox.attempts, maxAttempts),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: holdUntil })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** A sent mail keeps no body: invitations carry codes and links that must not linger. */
  async markSent(id: MailOutboxRow['id'], now: Date): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ sentAt: now, textBody: '', htmlBody: '' })
      .where(eq(mailOutbox.id, id));
  }

  /** A failed mail is tried again from `at`. */
  async retryAt(id: MailOutboxRow['id'], at: Date): Promise<void> {
    await this.db.update(mailOutbox).set({ nextAttemptAt: at }).where(eq(mailOutbox.id, id));
  }

  async deleteSentBefore(before: Date): Promise<void> {
    await this.db
      .delete(mailOutbox)
      .where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, before)));
  }
}
