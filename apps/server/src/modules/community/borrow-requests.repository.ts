import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, RepositoryDeps, Tx } from '../../db/database.js';
import {
  borrowRequests,
  files,
  householdMembers,
  inventoryItems,
  sentReminders,
  shares,
  users,
  type BorrowRequestRow,
} from '../../db/schema.js';
import { sourceColumns } from '../inventory/index.js';

const owner = alias(users, 'owner');

/**
 * The requests a user answers: those on items of a household where they may lend (owner or
 * member role), and requests from before households that name them as owner.
 */
function answeredBy(userId: string): SQL {
  return sql`(${borrowRequests.householdId} IN (SELECT m.household_id FROM household_members m
      WHERE m.user_id = ${userId} AND m.role IN ('owner', 'member'))
    OR (${borrowRequests.householdId} IS NULL AND ${borrowRequests.ownerId} = ${userId}))`;
}
const requester = alias(users, 'requester');

export type NewBorrowRequest = typeof borrowRequests.$inferInsert;
type Person = { id: string; name: string | null; email: string };

/** A request with the names and addresses of both people, and its share's link token. */
export interface RequestWithPeople {
  request: BorrowRequestRow;
  owner: Person;
  requester: Person;
  shareToken: string | null;
}

/** A request as lists show it: its people, its share, and the item's picture. */
export type ListedRequest = Awaited<ReturnType<BorrowRequestsRepository['listQuery']>>[number];

export interface RequestSummary {
  pending: number;
  total: number;
  expiringSoon: number;
}

/** The answer an owner gives a pending request. */
export interface RequestAnswer {
  status: 'APPROVED' | 'DENIED';
  responseMessage: string | null;
  shareId: string | null;
  now: Date;
}

/** Owner of the borrow_requests table: every read and write of a request goes through here. */
export class BorrowRequestsRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** Runs `work` in one transaction: a request's change and what it notifies commit together. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  private withPeople(tx: DbOrTx) {
    return tx
      .select({
        request: borrowRequests,
        owner: { id: owner.id, name: owner.fullName, email: owner.email },
        requester: { id: requester.id, name: requester.fullName, email: requester.email },
        shareToken: shares.shareToken,
      })
      .from(borrowRequests)
      .innerJoin(owner, eq(owner.id, borrowRequests.ownerId))
      .innerJoin(requester, eq(requester.id, borrowRequests.requesterId))
      .leftJoin(shares, eq(shares.id, borrowRequests.shareId));
  }

  /** `tx` reads inside the caller's transaction (what it has just written). */
  async findWithPeople(id: string, tx: DbOrTx = this.db): Promise<RequestWithPeople | undefined> {
    const [row] = await this.withPeople(tx).where(eq(borrowRequests.id, id)).limit(1);
    return row;
  }

  /** The household's people who may lend its items (owners and members), to tell of requests. */
  async lendersOf(householdId: string, tx: DbOrTx = this.db): Promise<Person[]> {
    return tx
      .select({ id: users.id, name: users.fullName, email: users.email })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(
        and(
          eq(householdMembers.householdId, householdId),
          inArray(householdMembers.role, ['owner', 'member']),
        ),
      )
      .orderBy(householdMembers.joinedAt);
  }

  /** The request's household, when its row exists (the caller then asks the access policy). */
  async householdOf(
    id: string,
  ): Promise<Pick<BorrowRequestRow, 'householdId' | 'ownerId' | 'requesterId'> | undefined> {
    const [row] = await this.db
      .select({
        householdId: borrowRequests.householdId,
        ownerId: borrowRequests.ownerId,
        requesterId: borrowRequests.requesterId,
      })
      .from(borrowRequests)
      .where(eq(borrowRequests.id, id))
      .limit(1);
    return row;
  }

  /** Marks the user's requests (sent or received) whose week ran out as EXPIRED. */
  async expireOverdueOf(userId: string, now: Date): Promise<void> {
    await this.db
      .update(borrowRequests)
      .set({ status: 'EXPIRED', updatedAt: now })
      .where(
        and(
          eq(borrowRequests.status, 'PENDING'),
          lte(borrowRequests.expiresAt, now),
          sql`(${answeredBy(userId)} OR ${borrowRequests.requesterId} = ${userId})`,
        ),
      );
  }

  /** False when the requester already has a pending request for the item (unique index). */
  async insert(values: NewBorrowRequest, tx: DbOrTx = this.db): Promise<boolean> {
    const inserted = await tx
      .insert(borrowRequests)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: borrowRequests.id });
    return inserted.length === 1;
  }

  private listQuery() {
    return this.db
      .select({
        request: borrowRequests,
        requester: { name: requester.fullName, email: requester.email },
        owner: { name: owner.fullName, email: owner.email },
        share: { status: shares.status, token: shares.shareToken, expiresAt: shares.expiresAt },
        image: sourceColumns,
        item: {
          id: inventoryItems.id,
          itemName: inventoryItems.itemName,
          itemCategory: inventoryItems.itemCategory,
          imageKey: inventoryItems.imageKey,
          imageThumbnailKey: inventoryItems.imageThumbnailKey,
          visualAreaPercentage: inventoryItems.visualAreaPercentage,
        },
      })
      .from(borrowRequests)
      .innerJoin(requester, eq(requester.id, borrowRequests.requesterId))
      .innerJoin(owner, eq(owner.id, borrowRequests.ownerId))
      .leftJoin(shares, eq(shares.id, borrowRequests.shareId))
      .leftJoin(inventoryItems, eq(inventoryItems.id, borrowRequests.itemId))
      .leftJoin(files, eq(files.id, inventoryItems.sourceFileId));
  }

  /** The requests the user answers (as a lender) or sent (as requester), newest first. */
  async listFor(
    role: 'ownerId' | 'requesterId',
    userId: string,
    statuses: BorrowRequestRow['status'][],
    limit: number,
    offset: number,
  ): Promise<{ rows: ListedRequest[]; total: number }> {
    const where = and(
      role === 'ownerId' ? answeredBy(userId) : eq(borrowRequests.requesterId, userId),
      inArray(borrowRequests.status, statuses),
    );
    const [rows, [total]] = await Promise.all([
      this.listQuery()
        .where(where)
        .orderBy(desc(borrowRequests.createdAt))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(borrowRequests).where(where),
    ]);
    return { rows, total: Number(total?.value ?? 0) };
  }

  /** Counts of the requests the user answers; `soon` bounds the ones expiring soon. */
  async summary(ownerId: string, soon: Date): Promise<RequestSummary> {
    const [row] = await this.db
      .select({
        pending: sql<number>`count(*) FILTER (WHERE ${borrowRequests.status} = 'PENDING')`.mapWith(
          Number,
        ),
        total:
          sql<number>`count(*) FILTER (WHERE ${borrowRequests.status} <> 'CANCELLED' AND ${borrowRequests.status} <> 'CLAIMED')`.mapWith(
            Number,
          ),
        expiringSoon:
          sql<number>`count(*) FILTER (WHERE ${borrowRequests.status} = 'PENDING' AND ${borrowRequests.expiresAt} <= ${soon.toISOString()})`.mapWith(
            Number,
          ),
      })
      .from(borrowRequests)
      .where(answeredBy(ownerId));
    return row ?? { pending: 0, total: 0, expiringSoon: 0 };
  }

  /** The request, when the user answers it (`ownerId`: a lender) or sent it (`requesterId`). */
  async findFor(
    role: 'ownerId' | 'requesterId',
    userId: string,
    id: string,
  ): Promise<BorrowRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(borrowRequests)
      .where(
        and(
          eq(borrowRequests.id, id),
          role === 'ownerId' ? answeredBy(userId) : eq(borrowRequests.requesterId, userId),
        ),
      )
      .limit(1);
    return row;
  }

  /** Records the owner's answer; false when the request was no longer pending. */
  async answer(id: string, answer: RequestAnswer, tx: DbOrTx = this.db): Promise<boolean> {
    const updated = await tx
      .update(borrowRequests)
      .set({
        status: answer.status,
        responseMessage: answer.responseMessage,
        respondedAt: answer.now,
        updatedAt: answer.now,
        shareId: answer.shareId,
      })
      .where(and(eq(borrowRequests.id, id), eq(borrowRequests.status, 'PENDING')))
      .returning({ id: borrowRequests.id });
    return updated.length === 1;
  }

  /** Moves the request to `status`, only from `from` when given; false when it did not move. */
  async setStatus(
    id: string,
    status: 'CLAIMED' | 'CANCELLED',
    now: Date,
    options: { from?: BorrowRequestRow['status']; tx?: DbOrTx } = {},
  ): Promise<boolean> {
    const updated = await (options.tx ?? this.db)
      .update(borrowRequests)
      .set({ status, updatedAt: now })
      .where(
        and(
          eq(borrowRequests.id, id),
          options.from ? eq(borrowRequests.status, options.from) : undefined,
        ),
      )
      .returning({ id: borrowRequests.id });
    return updated.length === 1;
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
  async expiredUnannounced(since: Date, announcedKind: string): Promise<RequestWithPeople[]> {
    return this.withPeople(this.db)
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
