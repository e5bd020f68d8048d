import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db, DbOrTx, RepositoryDeps } from '../../db/database.js';
import { userEvents } from '../../db/schema.js';

export interface StoredLiveEvent {
  id: number;
  userId: string;
  type: string;
  data: unknown;
}

/** The live stream's log: every delivered event, so a reconnect can ask for what it missed. */
export class UserEventsRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** `tx` joins the transaction of the change the events report. */
  async append(
    rows: { userId: string; type: string; data: unknown; createdAt: Date }[],
    tx: DbOrTx = this.db,
  ): Promise<StoredLiveEvent[]> {
    if (rows.length === 0) return [];
    const inserted = await tx
      .insert(userEvents)
      .values(
        rows.map((row) => ({
          userId: row.userId,
          type: row.type,
          payload: row.data,
          createdAt: row.createdAt,
        })),
      )
      .returning({ id: userEvents.id, userId: userEvents.userId, type: userEvents.type });
    return inserted.map((row, index) => ({ ...row, data: rows[index]!.data }));
  }

  /** The user's events after `afterId`, oldest first. */
  async since(userId: string, afterId: number, limit: number): Promise<StoredLiveEvent[]> {
    const rows = await this.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
      .orderBy(asc(userEvents.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      type: row.type,
      data: row.payload,
    }));
  }

  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.delete(userEvents).where(lt(userEvents.createdAt, before));
  }
}
