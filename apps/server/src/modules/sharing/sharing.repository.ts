import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Db, type DbOrTx, type Tx, type RepositoryDeps } from '../../db/database.js';
import { files, inventoryItems, shares, users, type ShareRow } from '../../db/schema.js';
import { sourceColumns } from '../inventory/index.js';

export const ACTIVE_SHARE_STATUSES = ['PENDING', 'CLAIMED', 'RETURNED'] as const;

const owner = alias(users, 'owner');
const recipient = alias(users, 'recipient');

export interface ShareWithPeople {
  share: ShareRow;
  /** `area`: the town or district the owner shows publicly (null: none). */
  owner: { id: string; name: string | null; email: string; area: string | null };
  recipient: { id: string; name: string | null; email: string } | null;
  image: {
    id: string;
    storageKey: string;
    thumbnailKey: string | null;
    mimeType: string;
    filename: string;
  } | null;
  /** The shared item's own picture, when it has one. */
  item: {
    id: string;
    itemName: string;
    /** Its category: what a card shows (its icon) when the item has no picture. */
    itemCategory: string;
    imageKey: string | null;
    imageThumbnailKey: string | null;
    visualAreaPercentage: number;
  } | null;
  /** The name of the household the item is lent from, when others share it (null: personal). */
  householdName: string | null;
}

/** The household's name when it is more than one person's; a personal household stays unnamed. */
const householdName = sql<string | null>`(SELECT CASE WHEN h.personal_user_id IS NULL
    OR (SELECT count(*) FROM household_members m WHERE m.household_id = h.id) > 1 THEN h.name END
  FROM households h WHERE h.id = ${shares.householdId})`;

export type { DbOrTx, Tx } from '../../db/database.js';

export class SharingRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  private withPeople(db: DbOrTx = this.db) {
    return db
      .select({
        share: shares,
        owner: { id: owner.id, name: owner.fullName, email: owner.email, area: owner.publicArea },
        recipient: { id: recipient.id, name: recipient.fullName, email: recipient.email },
        image: sourceColumns,
        item: {
          id: inventoryItems.id,
          itemName: inventoryItems.itemName,
          itemCategory: inventoryItems.itemCategory,
          imageKey: inventoryItems.imageKey,
          imageThumbnailKey: inventoryItems.imageThumbnailKey,
          visualAreaPercentage: inventoryItems.visualAreaPercentage,
        },
        householdName,
      })
      .from(shares)
      .innerJoin(owner, eq(owner.id, shares.ownerId))
      .leftJoin(recipient, eq(recipient.id, shares.recipientId))
      .leftJoin(inventoryItems, eq(inventoryItems.id, shares.itemId))
      .leftJoin(files, eq(files.id, inventoryItems.sourceFileId));
  }

  private static shape(row: {
    share: ShareRow;
    owner: ShareWithPeople['owner'];
    recipient: ShareWithPeople['recipient'];
    image: (NonNullable<ShareWithPeople['image']> & { contentType: string }) | null;
    item: ShareWithPeople['item'];
    householdName: string | null;
  }): ShareWithPeople {
    const { contentType, ...image } = row.image ?? { contentType: null };
    return {
      share: row.share,
      owner: row.owner,
      recipient: row.recipient,
      image: contentType === 'image' ? (image as NonNullable<ShareWithPeople['image']>) : null,
      item: row.item?.id ? row.item : null,
      householdName: row.householdName ?? null,
    };
  }

  /** False when the item already has an active share (unique index); `tx` joins a transaction. */
  async insert(values: typeof shares.$inferInsert, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx
      .insert(shares)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: shares.id });
    return rows.length === 1;
  }

  /** `tx` reads inside the caller's transaction (what it has just written). */
  async findById(id: string, tx: DbOrTx = this.db): Promise<ShareWithPeople | undefined> {
    const [row] = await this.withPeople(tx).where(eq(shares.id, id)).limit(1);
    return row ? SharingRepository.shape(row) : undefined;
  }

  /** Marks the offers whose link ran out unclaimed as EXPIRED; answers the shares it moved. */
  async expireLinks(now: Date): Promise<ShareWithPeople[]> {
    const moved = await this.db
      .update(shares)
      .set({ status: 'EXPIRED', updatedAt: now })
      .where(and(eq(shares.status, 'PENDING'), lte(shares.expiresAt, now)))
      .returning({ id: shares.id });
    if (moved.length === 0) return [];
    const rows = await this.withPeople().where(
      inArray(
        shares.id,
        moved.map((row) => row.id),
      ),
    );
    return rows.map((row) => SharingRepository.shape(row));
  }

  /** Items lent to a known borrower and due back on `lastDay` (YYYY-MM-DD) or earlier. */
  async loansDueBy(lastDay: string): Promise<ShareWithPeople[]> {
    const rows = await this.withPeople().where(
      and(
        eq(shares.status, 'CLAIMED'),
        eq(shares.sharingType, 'BORROW'),
        isNotNull(shares.recipientId),
        lte(shares.expectedReturnDate, lastDay),
      ),
    );
    return rows.map((row) => SharingRepository.shape(row));
  }

  async findByToken(token: string): Promise<ShareWithPeople | undefined> {
    const [row] = await this.withPeople().where(eq(shares.shareToken, token)).limit(1);
    return row ? SharingRepository.shape(row) : undefined;
  }

  /** Shares the user lent or borrows, and those of the households they belong to. */
  async listFor(userId: string): Promise<ShareWithPeople[]> {
    const rows = await this.withPeople()
      .where(
        or(
          eq(shares.ownerId, userId),
          eq(shares.recipientId, userId),
          sql`${shares.householdId} IN (SELECT household_id FROM household_members
            WHERE user_id = ${userId})`,
        ),
      )
      .orderBy(desc(shares.createdAt))
      .limit(500);
    return rows.map(SharingRepository.shape);
  }

  /** Runs `work` in one transaction; the share and other owners' rows change together. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Moves a share from one status to another; false when it was no longer in `from`. `tx` joins
   * the caller's transaction.
   */
  async transition(
    id: string,
    from: ShareRow['status'][],
    values: Partial<ShareRow>,
    tx: DbOrTx = this.db,
  ): Promise<boolean> {
    const rows = await tx
      .update(shares)
      .set(values)
      .where(and(eq(shares.id, id), inArray(shares.status, from)))
      .returning({ id: shares.id });
    return rows.length === 1;
  }

  /**
   * Claims a pending share for `userId` in one statement, so of two claims at the same moment
   * exactly one wins.
   */
  async claim(
    id: string,
    userId: string,
    message: string | null,
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<boolean> {
    const rows = await tx
      .update(shares)
      .set({
        status: 'CLAIMED',
        recipientId: userId,
        claimMessage: message,
        claimedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(shares.id, id),
          eq(shares.status, 'PENDING'),
          sql`${shares.expiresAt} > ${now.toISOString()}`,
          or(isNull(shares.recipientId), eq(shares.recipientId, userId)),
        ),
      )
      .returning({ id: shares.id });
    return rows.length === 1;
  }

  /** Shares of the given items, newest first, for their sharing_info. */
  async ofItems(itemIds: string[]): Promise<ShareWithPeople[]> {
    if (itemIds.length === 0) return [];
    const rows = await this.withPeople()
      .where(inArray(shares.itemId, itemIds))
      .orderBy(desc(shares.createdAt));
    return rows.map(SharingRepository.shape);
  }

  /** True while the item is lent, given or requested (a share that is not over). */
  async hasActiveShare(itemId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: shares.id })
      .from(shares)
      .where(
        and(eq(shares.itemId, itemId), inArray(shares.status, ['PENDING', 'CLAIMED', 'RETURNED'])),
      )
      .limit(1);
    return Boolean(row);
  }

  /** Ids of the items `userId` is borrowing right now. */
  async borrowedItemIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ itemId: shares.itemId })
      .from(shares)
      .where(
        and(
          eq(shares.recipientId, userId),
          eq(shares.status, 'CLAIMED'),
          eq(shares.sharingType, 'BORROW'),
        ),
      );
    return rows.flatMap((row) => (row.itemId ? [row.itemId] : []));
  }

  /** Items the user has lent out and is borrowing right now (dashboard). */
  async loanCounts(userId: string): Promise<{ lent: number; borrowed: number }> {
    const [row] = await rowsOf<{ lent: number; borrowed: number }>(
      this.db,
      sql`
        SELECT count(*) FILTER (WHERE owner_id = ${userId} AND status = 'CLAIMED')::int AS lent,
          count(*) FILTER (WHERE recipient_id = ${userId} AND status = 'CLAIMED' AND sharing_type = 'BORROW')::int AS borrowed
        FROM shares WHERE owner_id = ${userId} OR recipient_id = ${userId}`,
    );
    return row ?? { lent: 0, borrowed: 0 };
  }

  /** The shares the user took part in that changed last (dashboard activity). */
  recentChanges(
    userId: string,
    limit: number,
  ): Promise<
    {
      item_name: string;
      status: string;
      sharing_type: string;
      owner_id: string;
      updated_at: Date | string;
    }[]
  > {
    return rowsOf(
      this.db,
      sql`
        SELECT item_name, status, sharing_type, owner_id, updated_at FROM shares
        WHERE owner_id = ${userId} OR recipient_id = ${userId} ORDER BY updated_at DESC LIMIT ${limit}`,
    );
  }

  /** People the user shared with, most recent first. */
  async contacts(userId: string, limit: number, offset: number) {
    const result = await this.db.execute(sql`
      WITH people AS (
        SELECT lower(coalesce(u.email, s.recipient_email)) AS email,
               max(u.full_name) AS name,
               count(*)::int AS times_shared,
               max(s.created_at) AS last_shared
        FROM shares s LEFT JOIN users u ON u.id = s.recipient_id
        WHERE s.owner_id = ${userId} AND coalesce(u.email, s.recipient_email) IS NOT NULL
        GROUP BY 1
      )
      SELECT email, name, times_shared, last_shared, count(*) OVER () AS total
      FROM people ORDER BY last_shared DESC, email LIMIT ${limit} OFFSET ${offset}`);
    return (
      result as unknown as {
        rows: {
          email: string;
          name: string | null;
          times_shared: number;
          last_shared: string | Date;
          total: string | number;
        }[];
      }
    ).rows;
  }
}
