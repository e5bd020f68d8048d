import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { CONDITIONS, type INVENTORY_SORT_FIELDS } from '@circle/contract';
import type { Db } from '../../db/database.js';
import { files, inventoryItems, shares, type InventoryItemRow } from '../../db/schema.js';
import type { ItemWithSource } from './inventory.presenter.js';

export interface InventoryFilters {
  search?: string | undefined;
  category?: string | undefined;
  isVerified?: boolean | undefined;
  minValue?: number | undefined;
  maxValue?: number | undefined;
  sharingStatus?: 'owned' | 'borrowed' | 'lent' | undefined;
  isPublic?: boolean | undefined;
  isShareable?: boolean | undefined;
  sourceFileId?: string | undefined;
  /** Only these items (semantic matches found by the caller). */
  ids?: string[] | undefined;
}

export type NewInventoryItem = typeof inventoryItems.$inferInsert;

/** Imports at least this large refresh the planner's statistics of the items table. */
const ANALYZE_AFTER_ROWS = 1000;

export interface OwnedTotal {
  /** The category, or the room (null when the item has none). */
  key: string | null;
  items: number;
  pieces: number;
  value: number;
}

export interface InventorySort {
  by: (typeof INVENTORY_SORT_FIELDS)[number];
  order: 'asc' | 'desc';
}

const sourceColumns = {
  id: files.id,
  storageKey: files.storageKey,
  thumbnailKey: files.thumbnailKey,
  mimeType: files.mimeType,
  filename: files.filename,
  contentType: files.contentType,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Below this length a word is not corrected: "den" is half of "dewalt". */
const MIN_CORRECTED_LENGTH = 4;

/** Full-text or substring match of the search as typed, or as corrected for typos. */
export function searchCondition(
  search: string,
  corrected: string | null,
  table: 'inventory_items' | 'i' = 'inventory_items',
): SQL {
  const variants = [search, ...(corrected ? [corrected] : [])].map(
    (text) => sql`(${sql.raw(`${table}.search_vector`)} @@ websearch_to_tsquery('english', ${text})
      OR ${sql.raw(`${table}.search_text`)} LIKE ${`%${escapeLike(text.toLowerCase())}%`})`,
  );
  return sql`(${sql.join(variants, sql` OR `)})`;
}

export class InventoryRepository {
  constructor(private readonly db: Db) {}

  /**
   * The search with each word the user's items do not contain replaced by the closest word they
   * do contain ("hedphones" → "headphones"), or null when nothing needed correcting.
   */
  async correctSearch(userId: string, search: string): Promise<string | null> {
    const words = search
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const candidates = [...new Set(words.filter((word) => word.length >= MIN_CORRECTED_LENGTH))];
    if (candidates.length === 0) return null;
    const rows = await this.db.execute(sql`
      SELECT q.word AS typed, best.word AS known
      FROM unnest(${sql.param(candidates)}::text[]) AS q(word)
      CROSS JOIN LATERAL (
        SELECT w.word FROM inventory_search_words w
        WHERE w.user_id = ${userId} AND w.word % q.word
        ORDER BY w.word = q.word DESC, similarity(w.word, q.word) DESC, w.word
        LIMIT 1
      ) AS best`);
    const replacements = new Map(
      (rows as unknown as { rows: { typed: string; known: string }[] }).rows.map((row) => [
        row.typed,
        row.known,
      ]),
    );
    const corrected = words.map((word) => replacements.get(word) ?? word).join(' ');
    return corrected === words.join(' ') ? null : corrected;
  }

  /** Ids of the items the user is borrowing now (usually none or a few). */
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

  /**
   * Whose items a list shows: the user's own, plus the ones they are borrowing. The borrowed ids
   * are looked up first, so a user who borrows nothing keeps the plain owner-scoped index scans.
   */
  private scope(
    userId: string,
    sharingStatus: InventoryFilters['sharingStatus'],
    borrowed: string[],
  ): SQL {
    const lentOut = sql`EXISTS (SELECT 1 FROM shares s WHERE s.item_id = ${inventoryItems.id} AND s.status = 'CLAIMED')`;
    const own = eq(inventoryItems.userId, userId);
    switch (sharingStatus) {
      case 'owned':
        return and(own, sql`NOT ${lentOut}`)!;
      case 'lent':
        return and(own, lentOut)!;
      case 'borrowed':
        return borrowed.length > 0 ? inArray(inventoryItems.id, borrowed) : sql`false`;
      default:
        return borrowed.length > 0 ? or(own, inArray(inventoryItems.id, borrowed))! : own;
    }
  }

  private conditions(
    userId: string,
    f: InventoryFilters,
    corrected: string | null = null,
    borrowed: string[] = [],
  ): SQL | undefined {
    const conditions: (SQL | undefined)[] = [this.scope(userId, f.sharingStatus, borrowed)];
    if (f.search) conditions.push(searchCondition(f.search, corrected));
    // Categories are stored in lower case, so the (user, category, value) index applies.
    if (f.category) conditions.push(eq(inventoryItems.itemCategory, f.category.toLowerCase()));
    if (f.isVerified !== undefined) conditions.push(eq(inventoryItems.isVerified, f.isVerified));
    if (f.minValue !== undefined) conditions.push(gte(inventoryItems.estimatedValue, f.minValue));
    if (f.maxValue !== undefined) conditions.push(lte(inventoryItems.estimatedValue, f.maxValue));
    if (f.isPublic !== undefined) conditions.push(eq(inventoryItems.isPublic, f.isPublic));
    if (f.isShareable !== undefined) conditions.push(eq(inventoryItems.isShareable, f.isShareable));
    if (f.sourceFileId) conditions.push(eq(inventoryItems.sourceFileId, f.sourceFileId));
    if (f.ids) conditions.push(f.ids.length > 0 ? inArray(inventoryItems.id, f.ids) : sql`false`);
    return and(...conditions);
  }

  private orderBy(
    sort: InventorySort,
    columns: Pick<
      typeof inventoryItems,
      | 'estimatedValue'
      | 'id'
      | 'itemName'
      | 'confidenceScore'
      | 'createdAt'
      | 'itemCategory'
      | 'condition'
      | 'location'
    >,
  ): SQL[] {
    const direction = sort.order === 'asc' ? asc : desc;
    const nullsLast = sort.order === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS LAST';
    switch (sort.by) {
      case 'value':
        return [
          sql`${columns.estimatedValue} ${sql.raw(sort.order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`,
          direction(columns.id),
        ];
      case 'name':
        return [direction(sql`lower(${columns.itemName})`), direction(columns.id)];
      case 'confidence':
        return [direction(columns.confidenceScore), direction(columns.id)];
      case 'category':
        return [
          direction(columns.itemCategory),
          direction(sql`lower(${columns.itemName})`),
          direction(columns.id),
        ];
      case 'condition': {
        // From new to poor, as a person ranks them; items without one come last either way.
        const rank = sql.raw(
          CONDITIONS.map((condition, index) => `WHEN '${condition}' THEN ${index}`).join(' '),
        );
        return [
          sql`CASE lower(${columns.condition}) ${rank} END ${sql.raw(nullsLast)}`,
          direction(columns.id),
        ];
      }
      case 'room':
        return [
          sql`lower(${columns.location}) ${sql.raw(nullsLast)}`,
          direction(sql`lower(${columns.itemName})`),
          direction(columns.id),
        ];
      default:
        return [direction(columns.createdAt), direction(columns.id)];
    }
  }

  async list(
    userId: string,
    filters: InventoryFilters,
    sort: InventorySort,
    limit: number,
    offset: number,
  ): Promise<{ rows: ItemWithSource[]; total: number }> {
    const borrowed = await this.borrowedItemIds(userId);
    if (filters.search) return this.searchList(userId, filters, sort, limit, offset, borrowed);
    const where = this.conditions(userId, filters, null, borrowed);
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ ...getTableColumns(inventoryItems), source: sourceColumns })
        .from(inventoryItems)
        .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
        .where(where)
        .orderBy(...this.orderBy(sort, inventoryItems))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(inventoryItems).where(where),
    ]);
    return { rows: rows.map(withSource), total: Number(totalRow?.value ?? 0) };
  }

  /**
   * A search finds its matches first (the CTE is referenced twice, so PostgreSQL computes it
   * once) and then sorts and counts only those. Left to itself the planner may walk a sort index
   * and test every row of the user against the search.
   */
  private async searchList(
    userId: string,
    filters: InventoryFilters,
    sort: InventorySort,
    limit: number,
    offset: number,
    borrowed: string[],
  ): Promise<{ rows: ItemWithSource[]; total: number }> {
    const corrected = await this.correctSearch(userId, filters.search ?? '');
    const where = this.conditions(userId, filters, corrected, borrowed);
    const matches = this.db
      .$with('matches')
      .as(this.db.select(getTableColumns(inventoryItems)).from(inventoryItems).where(where));
    const rows = await this.db
      .with(matches)
      .select({
        ...matches._.selectedFields,
        source: sourceColumns,
        total: sql<number>`(SELECT count(*) FROM matches)`.mapWith(Number),
      })
      .from(matches)
      .leftJoin(files, eq(files.id, matches.sourceFileId))
      .orderBy(...this.orderBy(sort, matches as unknown as typeof inventoryItems))
      .limit(limit)
      .offset(offset);
    if (rows.length === 0 && offset > 0) {
      const [totalRow] = await this.db.select({ value: count() }).from(inventoryItems).where(where);
      return { rows: [], total: Number(totalRow?.value ?? 0) };
    }
    return {
      rows: rows.map(({ total: _total, ...row }) =>
        withSource(row as typeof row & { source: ItemWithSource['source'] }),
      ),
      total: rows[0]?.total ?? 0,
    };
  }

  async findOwned(userId: string, id: string): Promise<ItemWithSource | undefined> {
    const [row] = await this.db
      .select({ ...getTableColumns(inventoryItems), source: sourceColumns })
      .from(inventoryItems)
      .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
      .where(and(eq(inventoryItems.id, id), eq(inventoryItems.userId, userId)))
      .limit(1);
    return row ? withSource(row) : undefined;
  }

  /** An item the user owns or is borrowing now. */
  async findVisible(userId: string, id: string): Promise<ItemWithSource | undefined> {
    const owned = await this.findOwned(userId, id);
    if (owned) return owned;
    return (await this.borrowedItemIds(userId)).includes(id) ? this.findAny(id) : undefined;
  }

  /** An item whoever owns it, for views that checked access another way (share links). */
  async findAny(id: string): Promise<ItemWithSource | undefined> {
    const [row] = await this.db
      .select({ ...getTableColumns(inventoryItems), source: sourceColumns })
      .from(inventoryItems)
      .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
      .where(eq(inventoryItems.id, id))
      .limit(1);
    return row ? withSource(row) : undefined;
  }

  async itemsOfFiles(userId: string, fileIds: string[]): Promise<ItemWithSource[]> {
    if (fileIds.length === 0) return [];
    const rows = await this.db
      .select({ ...getTableColumns(inventoryItems), source: sourceColumns })
      .from(inventoryItems)
      .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
      .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.sourceFileId, fileIds)))
      .orderBy(desc(inventoryItems.prominenceScore), asc(inventoryItems.itemName));
    return rows.map(withSource);
  }

  /**
   * Every item the user owns, page by page, for exports and reports that stream: keyset pages
   * (never OFFSET) on the owner's index, so memory stays bounded at any inventory size. The cursor
   * keeps the timestamps as PostgreSQL text, because a JS Date would cut microseconds off.
   */
  async *ownedPages(
    userId: string,
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
          cursor: sql<string[]>`ARRAY[${sql.join(
            keys.map((key) => sql`(${key})::text`),
            sql`, `,
          )}]`,
        })
        .from(inventoryItems)
        .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
        .where(and(eq(inventoryItems.userId, userId), after))
        .orderBy(...keys.map((key) => (order === 'newest' ? sql`${key} DESC` : sql`${key} ASC`)))
        .limit(pageSize);
      if (rows.length === 0) return;
      cursor = rows.at(-1)!.cursor;
      yield rows.map(({ cursor: _cursor, ...row }) => withSource(row));
      if (rows.length < pageSize) return;
    }
  }

  /** Item count, pieces and value (value × quantity) of the user's items, by category and room. */
  async ownedTotals(userId: string): Promise<{
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
        .where(eq(inventoryItems.userId, userId))
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
   * imports running together cannot both add it). Returns how many were written.
   */
  async insertImported(items: NewInventoryItem[], batchSize = 1000): Promise<number> {
    if (items.length === 0) return 0;
    const created = await this.db.transaction(async (tx) => {
      let written = 0;
      for (let start = 0; start < items.length; start += batchSize) {
        const rows = await tx
          .insert(inventoryItems)
          .values(items.slice(start, start + batchSize))
          .onConflictDoNothing({ target: [inventoryItems.userId, inventoryItems.importRef] })
          .returning({ id: inventoryItems.id });
        written += rows.length;
      }
      return written;
    });
    // The embedded database has no autovacuum: after a large import the planner would keep
    // estimating the owner's handful of items and sort instead of walking the owner's indexes.
    if (created >= ANALYZE_AFTER_ROWS) await this.db.execute(sql`ANALYZE inventory_items`);
    return created;
  }

  async update(
    userId: string,
    id: string,
    values: Partial<InventoryItemRow>,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(inventoryItems)
      .set({ ...values, updatedAt: now })
      .where(and(eq(inventoryItems.id, id), eq(inventoryItems.userId, userId)))
      .returning({ id: inventoryItems.id });
    return rows.length === 1;
  }

  async insert(item: typeof inventoryItems.$inferInsert): Promise<void> {
    await this.db.insert(inventoryItems).values(item);
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

  /** Writes the merged item and deletes the other one, together or not at all. */
  async merge(
    userId: string,
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
          .where(and(eq(inventoryItems.id, otherId), eq(inventoryItems.userId, userId)))
          .returning({ id: inventoryItems.id });
        const updated = await tx
          .update(inventoryItems)
          .set({ ...values, updatedAt: now })
          .where(and(eq(inventoryItems.id, id), eq(inventoryItems.userId, userId)))
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

  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(inventoryItems)
      .where(and(eq(inventoryItems.id, id), eq(inventoryItems.userId, userId)))
      .returning({ id: inventoryItems.id });
    return rows.length === 1;
  }
}

/** A left join yields a source of nulls when the item has no file. */
function withSource<T extends { source: { id: string | null } | null }>(
  row: T,
): T & ItemWithSource {
  return { ...row, source: row.source?.id ? row.source : null } as T & ItemWithSource;
}
