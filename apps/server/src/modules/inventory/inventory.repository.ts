import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx, RepositoryDeps } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { files, inventoryItems, users, type InventoryItemRow } from '../../db/schema.js';
import type { ItemWithSource } from './inventory.presenter.js';
import type { ItemTransfer, LoanFacts, OwnedTotal } from './inventory.types.js';
import { keepImportedAssetIds } from './imported-asset-ids.js';
import { InventoryListRepository } from './inventory-list.repository.js';
import { addedByName, sourceColumns, withSource } from './item-source.js';

export type {
  InventoryFilters,
  InventorySort,
  ItemTransfer,
  LoanFacts,
  OwnedTotal,
} from './inventory.types.js';
export { searchCondition } from './item-search.js';

export type NewInventoryItem = typeof inventoryItems.$inferInsert;

/** One change to many items: fields set, tags added and removed, or deletion. */
export type BulkAction =
  | { set: Partial<InventoryItemRow> }
  | { tags: { add: string[]; remove: string[] } }
  | { delete: true };

const BULK_TAGS_MAX = 50;

/**
 * The item's tags with `add` appended and `remove` taken out (ignoring case), each tag once, in
 * their order.
 */
function tagChanges({ add, remove }: { add: string[]; remove: string[] }) {
  const list = (values: string[]) =>
    sql`ARRAY[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  return {
    tags: sql<string[]>`ARRAY(
      SELECT u.tag FROM unnest(array_cat(${inventoryItems.tags}, ${list(add)})) WITH ORDINALITY AS u(tag, n)
      WHERE lower(u.tag) <> ALL(${list(remove.map((tag) => tag.toLowerCase()))})
      GROUP BY u.tag ORDER BY min(u.n)
    )`,
  };
}

/** Imports at least this large refresh the planner's statistics of the items table. */
const ANALYZE_AFTER_ROWS = 1000;
/**
 * Whose items share import references (a file's references and the fingerprints of rows without
 * one): the owner's. The unique index inventory_user_import_ref_idx, `existingImportRefs`, the
 * conflict target of `insertImported` and its lock key all follow this scope.
 */
const importScopeOf = (item: Pick<NewInventoryItem, 'userId'>): string => item.userId;

export interface InventoryRepositoryDeps extends RepositoryDeps {
  loans: LoanFacts;
}

export class InventoryRepository {
  private readonly db: Db;
  private readonly lists: InventoryListRepository;
  private readonly loans: LoanFacts;

  constructor(deps: InventoryRepositoryDeps) {
    this.db = deps.db;
    this.loans = deps.loans;
    this.lists = new InventoryListRepository(deps);
  }

  /** The filtered, sorted and searched list of a user's items (`inventory-list.repository.ts`). */
  list(...args: Parameters<InventoryListRepository['list']>) {
    return this.lists.list(...args);
  }

  /** An item of the household (the caller asked the access policy first). */
  async findOwned(householdId: string, id: string): Promise<ItemWithSource | undefined> {
    const [row] = await this.db
      .select({ ...getTableColumns(inventoryItems), source: sourceColumns, addedByName })
      .from(inventoryItems)
      .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
      .where(and(eq(inventoryItems.id, id), eq(inventoryItems.householdId, householdId)))
      .limit(1);
    return row ? withSource(row) : undefined;
  }

  /** The path ("Home / Garage / Shelf A") of each of these places. */
  async placePaths(placeIds: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(placeIds)];
    if (unique.length === 0) return new Map();
    const result = (await this.db.execute(
      sql`SELECT id, place_path(id) AS path FROM places WHERE id = ANY(${sql.param(unique)}::uuid[])`,
    )) as unknown as { rows: { id: string; path: string }[] };
    return new Map(result.rows.map((row) => [row.id, row.path]));
  }

  /** The town or district each owner shows publicly (what a borrower sees as the place). */
  async ownerAreas(ownerIds: string[]): Promise<Map<string, string | null>> {
    if (ownerIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, area: users.publicArea })
      .from(users)
      .where(inArray(users.id, ownerIds));
    return new Map(rows.map((row) => [row.id, row.area]));
  }

  /** An item the user owns or is borrowing now. */
  async findVisible(userId: string, id: string): Promise<ItemWithSource | undefined> {
    const owned = await this.findOwned(userId, id);
    if (owned) return owned;
    return (await this.loans.borrowedItemIds(userId)).includes(id) ? this.findAny(id) : undefined;
  }

  /** An item whoever owns it, for views that checked access another way (share links). */
  async findAny(id: string): Promise<ItemWithSource | undefined> {
    const [row] = await this.db
      .select({ ...getTableColumns(inventoryItems), source: sourceColumns, addedByName })
      .from(inventoryItems)
      .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
      .where(eq(inventoryItems.id, id))
      .limit(1);
    return row ? withSource(row) : undefined;
  }

  /** The household's items found in the given files. */
  async itemsOfFiles(householdId: string, fileIds: string[]): Promise<ItemWithSource[]> {
    if (fileIds.length === 0) return [];
    const rows = await this.db
      .select({
        ...getTableColumns(inventoryItems),
        source: sourceColumns,
        addedByName,
        placePath: sql<string | null>`place_path(${inventoryItems.placeId})`,
      })
      .from(inventoryItems)
      .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
      .where(
        and(
          eq(inventoryItems.householdId, householdId),
          inArray(inventoryItems.sourceFileId, fileIds),
        ),
      )
      .orderBy(desc(inventoryItems.prominenceScore), asc(inventoryItems.itemName));
    return rows.map(withSource);
  }

  /**
   * Every item the user owns, page by page, for exports and reports that stream: keyset pages
   * (never OFFSET) on the owner's index, so memory stays bounded at any inventory size. The cursor
   * keeps the timestamps as PostgreSQL text, because a JS Date would cut microseconds off.
   */
  async *ownedPages(
    householdId: string,
    order: 'newest' | 'room',
    pageSize = 500,
  ): AsyncGenerator<ItemWithSource[]> {
    const keys =
      order === 'newest'
        ? [sql`${inventoryItems.createdAt}`, sql`${inventoryItems.id}`]
        : [
            sql`lower(coalesce(${inventoryItems.location}, ''))`,
            sql`lower(${inventoryItems.itemName})`,
            sql`${inventoryItems.id}`,
          ];
    const casts = order === 'newest' ? ['timestamptz', 'uuid'] : ['text', 'text', 'uuid'];
    const direction = order === 'newest' ? sql.raw('<') : sql.raw('>');
    let cursor: string[] | null = null;
    for (;;) {
      const after: SQL | undefined = cursor
        ? sql`(${sql.join(keys, sql`, `)}) ${direction} (${sql.join(
            cursor.map((value, i) => sql`${value}::${sql.raw(casts[i]!)}`),
            sql`, `,
          )})`
        : undefined;
      const rows = await this.db
        .select({
          ...getTableColumns(inventoryItems),
          source: sourceColumns,
          addedByName,
          placePath: sql<string | null>`place_path(${inventoryItems.placeId})`,
          cursor: sql<string[]>`ARRAY[${sql.join(
            keys.map((key) => sql`(${key})::text`),
            sql`, `,
          )}]`,
        })
        .from(inventoryItems)
        .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
        .where(and(eq(inventoryItems.householdId, householdId), after))
        .orderBy(...keys.map((key) => (order === 'newest' ? sql`${key} DESC` : sql`${key} ASC`)))
        .limit(pageSize);
      if (rows.length === 0) return;
      cursor = rows.at(-1)!.cursor;
      yield rows.map(({ cursor: _cursor, ...row }) => withSource(row));
      if (rows.length < pageSize) return;
    }
  }

  /** Item count, pieces and value (value × quantity) of the user's items, by category and room. */
  async ownedTotals(householdId: string): Promise<{
    byCategory: OwnedTotal[];
    byRoom: OwnedTotal[];
  }> {
    const totals = (key: SQL) =>
      this.db
        .select({
          key: sql<string | null>`${key}`,
          items: count(),
          pieces: sql<number>`coalesce(sum(${inventoryItems.quantity}), 0)`.mapWith(Number),
          value:
            sql<number>`coalesce(sum(${inventoryItems.estimatedValue} * ${inventoryItems.quantity}), 0)::float`.mapWith(
              Number,
            ),
        })
        .from(inventoryItems)
        .where(eq(inventoryItems.householdId, householdId))
        .groupBy(key)
        .orderBy(sql`4 DESC`, sql`1`);
    const [byCategory, byRoom] = await Promise.all([
      totals(sql`${inventoryItems.itemCategory}`),
      totals(sql`nullif(trim(${inventoryItems.location}), '')`),
    ]);
    return { byCategory, byRoom };
  }

  /** Which of these import references the user's items already carry. */
  async existingImportRefs(userId: string, refs: string[]): Promise<Set<string>> {
    if (refs.length === 0) return new Set();
    const found = new Set<string>();
    for (let start = 0; start < refs.length; start += 5000) {
      const rows = await this.db
        .select({ ref: inventoryItems.importRef })
        .from(inventoryItems)
        .where(
          and(
            eq(inventoryItems.userId, userId),
            inArray(inventoryItems.importRef, refs.slice(start, start + 5000)),
          ),
        );
      for (const row of rows) if (row.ref) found.add(row.ref);
    }
    return found;
  }

  /**
   * Inserts imported items in batches inside ONE transaction: all are written or none. An item
   * whose import reference the owner already has is left out (the unique index decides, so two
   * imports running together cannot both add it). Imports into one scope take turns (a
   * transaction-level lock), so two files that share rows in another order cannot deadlock.
   * Returns how many were written.
   */
  async insertImported(items: NewInventoryItem[], batchSize = 1000): Promise<number> {
    if (items.length === 0) return 0;
    const created = await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`inventory-import:${importScopeOf(items[0]!)}`}, 0))`,
      );
      const rows = await keepImportedAssetIds(tx, items);
      let written = 0;
      for (let start = 0; start < rows.length; start += batchSize) {
        const inserted = await tx
          .insert(inventoryItems)
          .values(rows.slice(start, start + batchSize))
          .onConflictDoNothing({ target: [inventoryItems.userId, inventoryItems.importRef] })
          .returning({ id: inventoryItems.id });
        written += inserted.length;
      }
      return written;
    });
    // The embedded database has no autovacuum: after a large import the planner would keep
    // estimating the owner's handful of items and sort instead of walking the owner's indexes.
    if (created >= ANALYZE_AFTER_ROWS) await this.db.execute(sql`ANALYZE inventory_items`);
    return created;
  }

  async update(
    householdId: string,
    id: string,
    values: Partial<InventoryItemRow>,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(inventoryItems)
      .set({ ...values, updatedAt: now })
      .where(and(eq(inventoryItems.id, id), eq(inventoryItems.householdId, householdId)))
      .returning({ id: inventoryItems.id });
    return rows.length === 1;
  }

  async insert(item: typeof inventoryItems.$inferInsert): Promise<void> {
    await this.db.insert(inventoryItems).values(item);
  }

  /** True while the item is lent, given or requested (sharing owns the shares). */
  hasActiveShare(itemId: string): Promise<boolean> {
    return this.loans.hasActiveShare(itemId);
  }

  /** Writes the merged item and deletes the other one, together or not at all. */
  async merge(
    householdId: string,
    id: string,
    otherId: string,
    values: Partial<InventoryItemRow>,
    now: Date,
  ): Promise<boolean> {
    class Vanished extends Error {}
    return this.db
      .transaction(async (tx) => {
        const removed = await tx
          .delete(inventoryItems)
          .where(and(eq(inventoryItems.id, otherId), eq(inventoryItems.householdId, householdId)))
          .returning({ id: inventoryItems.id });
        const updated = await tx
          .update(inventoryItems)
          .set({ ...values, updatedAt: now })
          .where(and(eq(inventoryItems.id, id), eq(inventoryItems.householdId, householdId)))
          .returning({ id: inventoryItems.id });
        // One of them went in the meantime: undo, so nothing is lost.
        if (removed.length !== 1 || updated.length !== 1) throw new Vanished();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof Vanished) return false;
        throw error;
      });
  }

  /**
   * Writes the kept item and deletes the others of the household, together or not at all (false
   * when any of them went in the meantime).
   */
  async mergeMany(
    householdId: string,
    keepId: string,
    otherIds: string[],
    values: Partial<InventoryItemRow>,
    now: Date,
  ): Promise<boolean> {
    class Vanished extends Error {}
    return this.db
      .transaction(async (tx) => {
        const removed = await tx
          .delete(inventoryItems)
          .where(
            and(eq(inventoryItems.householdId, householdId), inArray(inventoryItems.id, otherIds)),
          )
          .returning({ id: inventoryItems.id });
        const updated = await tx
          .update(inventoryItems)
          .set({ ...values, updatedAt: now })
          .where(and(eq(inventoryItems.id, keepId), eq(inventoryItems.householdId, householdId)))
          .returning({ id: inventoryItems.id });
        if (removed.length !== otherIds.length || updated.length !== 1) throw new Vanished();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof Vanished) return false;
        throw error;
      });
  }

  /**
   * Hands an item over to another user inside the caller's transaction: it becomes theirs with
   * the given source file and picture, private, unverified, without the giver's place or notes.
   */
  async transferTo(tx: Tx, transfer: ItemTransfer): Promise<void> {
    await tx
      .update(inventoryItems)
      .set({
        userId: transfer.toUserId,
        householdId: sql`(SELECT h.id FROM households h WHERE h.personal_user_id = ${transfer.toUserId})`,
        sourceFileId: transfer.sourceFileId,
        imageKey: transfer.imageKey,
        imageThumbnailKey: transfer.imageThumbnailKey,
        isPublic: false,
        isVerified: false,
        location: null,
        notes: null,
        updatedAt: transfer.now,
      })
      .where(
        and(
          eq(inventoryItems.id, transfer.itemId),
          eq(inventoryItems.householdId, transfer.fromHouseholdId),
        ),
      );
  }

  /**
   * Changes or deletes all of the household's `ids` in one transaction, or none when any of them
   * is not the household's (null). Deleted rows are returned so their pictures can go.
   */
  async bulk(
    householdId: string,
    ids: string[],
    action: BulkAction,
    now: Date,
  ): Promise<InventoryItemRow[] | null> {
    class NotAll extends Error {}
    const mine = and(eq(inventoryItems.householdId, householdId), inArray(inventoryItems.id, ids));
    const changes = 'set' in action ? action.set : 'tags' in action ? tagChanges(action.tags) : {};
    return this.db
      .transaction(async (tx) => {
        const rows =
          'delete' in action
            ? await tx.delete(inventoryItems).where(mine).returning()
            : await tx
                .update(inventoryItems)
                .set({ ...changes, updatedAt: now })
                .where(mine)
                .returning();
        // An unknown or foreign id: undo everything.
        if (rows.length !== ids.length) throw new NotAll();
        const crowded = rows.find((row) => row.tags.length > BULK_TAGS_MAX);
        if (crowded) {
          throw new AppError(
            422,
            `"${crowded.itemName}" would have more than ${BULK_TAGS_MAX} tags; nothing was changed.`,
          );
        }
        return rows;
      })
      .catch((error: unknown) => {
        if (error instanceof NotAll) return null;
        throw error;
      });
  }

  async delete(householdId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(inventoryItems)
      .where(and(eq(inventoryItems.id, id), eq(inventoryItems.householdId, householdId)))
      .returning({ id: inventoryItems.id });
    return rows.length === 1;
  }
}
