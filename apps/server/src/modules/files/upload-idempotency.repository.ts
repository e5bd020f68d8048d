import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import { uploadIdempotencyKeys } from '../../db/schema.js';

export type IdempotencyRow = typeof uploadIdempotencyKeys.$inferSelect;

/** Idempotency keys of uploads, per user (the files domain owns the table). */
export class UploadIdempotencyRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /**
   * Takes the key for a new upload: inserts it, or takes over a row that expired or whose upload
   * was abandoned (no file after `abandonedBefore`). Undefined when another upload holds it; one
   * statement, so of two racing requests exactly one gets it.
   */
  async claim(
    values: { userId: string; key: string; requestHash: string; createdAt: Date },
    expiredBefore: Date,
    abandonedBefore: Date,
  ): Promise<IdempotencyRow | undefined> {
    const [row] = await this.db
      .insert(uploadIdempotencyKeys)
      .values({ ...values, fileId: null })
      .onConflictDoUpdate({
        target: [uploadIdempotencyKeys.userId, uploadIdempotencyKeys.key],
        set: { requestHash: values.requestHash, createdAt: values.createdAt, fileId: null },
        setWhere: or(
          lt(uploadIdempotencyKeys.createdAt, expiredBefore),
          and(
            isNull(uploadIdempotencyKeys.fileId),
            lt(uploadIdempotencyKeys.createdAt, abandonedBefore),
          ),
        ),
      })
      .returning();
    return row;
  }

  async find(userId: string, key: string): Promise<IdempotencyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(uploadIdempotencyKeys)
      .where(and(eq(uploadIdempotencyKeys.userId, userId), eq(uploadIdempotencyKeys.key, key)))
      .limit(1);
    return row;
  }

  /** Frees a key whose upload failed, so a retry can run it again. */
  async release(userId: string, key: string): Promise<void> {
    await this.db
      .delete(uploadIdempotencyKeys)
      .where(
        and(
          eq(uploadIdempotencyKeys.userId, userId),
          eq(uploadIdempotencyKeys.key, key),
          isNull(uploadIdempotencyKeys.fileId),
        ),
      );
  }

  async deleteOlderThan(before: Date): Promise<void> {
    await this.db
      .delete(uploadIdempotencyKeys)
      .where(sql`${uploadIdempotencyKeys.createdAt} < ${before.toISOString()}::timestamptz`);
  }
}
