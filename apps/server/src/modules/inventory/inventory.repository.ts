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
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { files, inventoryItems, type InventoryItemRow } from '../../db/schema.js';
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
}

export interface InventorySort {
  by: 'date' | 'value' | 'name' | 'confidence';
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

/** Below this length a trigram match is mostly noise ("den" is half of "dewalt"). */
const MIN_FUZZY_LENGTH = 4;

/** Full-text match, substring match, or a close trigram match (typos, partial words). */
export function searchCondition(search: string): SQL {
  const lowered = search.toLowerCase();
  const fuzzy =
    lowered.length >= MIN_FUZZY_LENGTH
      ? sql` OR ${lowered} <% ${sql.raw('inventory_items.search_text')}`
      : sql``;
  return sql`(${sql.raw('inventory_items.search_vector')} @@ websearch_to_tsquery('english', ${search})
    OR ${sql.raw('inventory_items.search_text')} LIKE ${`%${escapeLike(lowered)}%`}${fuzzy})`;
}

export class InventoryRepository {
  constructor(private readonly db: Db) {}

  private conditions(userId: string, f: InventoryFilters): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(inventoryItems.userId, userId)];
    if (f.search) conditions.push(searchCondition(f.search));
    if (f.category)
      conditions.push(sql`lower(${inventoryItems.itemCategory}) = ${f.category.toLowerCase()}`);
    if (f.isVerified !== undefined) conditions.push(eq(inventoryItems.isVerified, f.isVerified));
    if (f.minValue !== undefined) conditions.push(gte(inventoryItems.estimatedValue, f.minValue));
    if (f.maxValue !== undefined) conditions.push(lte(inventoryItems.estimatedValue, f.maxValue));
    if (f.isPublic !== undefined) conditions.push(eq(inventoryItems.isPublic, f.isPublic));
    if (f.isShareable !== undefined) conditions.push(eq(inventoryItems.isShareable, f.isShareable));
    if (f.sourceFileId) conditions.push(eq(inventoryItems.sourceFileId, f.sourceFileId));
    // Until an item is lent or borrowed through a share, everything in an inventory is owned.
    if (f.sharingStatus === 'borrowed' || f.sharingStatus === 'lent') conditions.push(sql`false`);
    return and(...conditions);
  }

  private orderBy(sort: InventorySort): SQL[] {
    const direction = sort.order === 'asc' ? asc : desc;
    switch (sort.by) {
      case 'value':
        return [
          sql`${inventoryItems.estimatedValue} ${sql.raw(sort.order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`,
          direction(inventoryItems.id),
        ];
      case 'name':
        return [direction(sql`lower(${inventoryItems.itemName})`), direction(inventoryItems.id)];
      case 'confidence':
        return [direction(inventoryItems.confidenceScore), direction(inventoryItems.id)];
      default:
        return [direction(inventoryItems.createdAt), direction(inventoryItems.id)];
    }
  }

  async list(
    userId: string,
    filters: InventoryFilters,
    sort: InventorySort,
    limit: number,
    offset: number,
  ): Promise<{ rows: ItemWithSource[]; total: number }> {
    const where = this.conditions(userId, filters);
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ ...getTableColumns(inventoryItems), source: sourceColumns })
        .from(inventoryItems)
        .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
        .where(where)
        .orderBy(...this.orderBy(sort))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(inventoryItems).where(where),
    ]);
    return { rows: rows.map(withSource), total: Number(totalRow?.value ?? 0) };
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
