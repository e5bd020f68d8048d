import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, RepositoryDeps } from '../../db/database.js';
import { borrowRequests, sentReminders, users } from '../../db/schema.js';

const owner = alias(users, 'owner');
const requester = alias(users, 'requester');

export interface ExpiredRequest {
  id: string;
  itemId: string | null;
  itemName: string;
  shareId: string | null;
  owner: { id: string; name: string | null; email: string };
  requester: { id: string; name: string | null; email: string };
}

/** The scheduled side of borrow requests: expiry of the ones left unanswered. */
export class BorrowRequestsRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** Marks the requests whose answer period ran out as EXPIRED. */
  async expirePending(now: Date): Promise<void> {
    await this.db
      .update(borrowRequests)
      .set({ status: 'EXPIRED', updatedAt: now })
      .where(and(eq(borrowRequests.status, 'PENDING'), lte(borrowRequests.expiresAt, now)));
  }

  /**
   * Expired requests since `since` whose requester was not told yet (no `announcedKind` record),
   * however they became EXPIRED (this check or a read that found them overdue).
   */
  async expiredUnannounced(since: Date, announcedKind: string): Promise<ExpiredRequest[]> {
    return this.db
      .select({
        id: borrowRequests.id,
        itemId: borrowRequests.itemId,
        itemName: borrowRequests.itemName,
        shareId: borrowRequests.shareId,
        owner: { id: owner.id, name: owner.fullName, email: owner.email },
        requester: { id: requester.id, name: requester.fullName, email: requester.email },
      })
      .from(borrowRequests)
      .innerJoin(owner, eq(owner.id, borrowRequests.ownerId))
      .innerJoin(requester, eq(requester.id, borrowRequests.requesterId))
      .where(
        and(
          eq(borrowRequests.status, 'EXPIRED'),
          gt(borrowRequests.expiresAt, since),
          sql`NOT EXISTS (SELECT 1 FROM ${sentReminders} WHERE ${sentReminders.subjectId} = ${borrowRequests.id} AND ${sentReminders.kind} = ${announcedKind})`,
        ),
      )
      .limit(500);
  }
}
