import { desc, inArray } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import { feedback, type FeedbackRow } from '../../db/schema.js';

export type NewFeedback = typeof feedback.$inferInsert;

/** Owner of the feedback table. */
export class FeedbackRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  async insert(values: NewFeedback): Promise<void> {
    await this.db.insert(feedback).values(values);
  }

  async recent(limit: number): Promise<FeedbackRow[]> {
    return this.db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(limit);
  }

  /** Which of these storage keys a feedback row keeps as its screenshot. */
  async screenshotKeysAmong(keys: string[]): Promise<string[]> {
    const rows = await this.db
      .select({ key: feedback.screenshotKey })
      .from(feedback)
      .where(inArray(feedback.screenshotKey, keys));
    return rows.map((row) => row.key ?? '');
  }
}
