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
import { CONDITIONS } from '@circle/contract';
import type { Db, RepositoryDeps } from '../../db/database.js';
import { files, inventoryItems } from '../../db/schema.js';
import type { ItemWithSource } from './inventory.presenter.js';
import type { InventoryFilters, InventorySort, LoanFacts } from './inventory.types.js';
import { MIN_CORRECTED_LENGTH, searchCondition } from './item-search.js';
import { addedByName, sourceColumns, withSource } from './item-source.js';

/** Items in the place or any place below it. */
export function inPlaceBranch(placeId: string): SQL {
  return sql`${inventoryItems.placeId} IN (
    WITH RECURSIVE branch AS (
      SELECT id FROM places WHERE id = ${placeId}
      UNION
      SELECT p.id FROM places p JOIN branch b ON p.parent_id = b.id
    ) SELECT id FROM branch)`;
}

/** Whose list: the household's items, and the items the user borrows. */
export interface ListScope {
  userId: string;
  householdId: string;
}

/**
 * The list of a user's items as Browse asks for it: filtered, sorted, searched (with the search's
 * typos corrected), with the items lent to the user. Read-only, beside `inventory.repository.ts`,
 * which owns the table and answers `list` through this class.
 */
export class InventoryListRepository {
  private readonly db: Db;
  private readonly loans: Pick<LoanFacts, 'borrowedItemIds'>;

  constructor(deps: RepositoryDeps & { loans: Pick<LoanFacts, 'borrowedItemIds'> }) {
    this.db = deps.db;
    this.loans = deps.loans;
  }

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

  /**
   * Whose items a list shows: the user's own, plus the ones they are borrowing. The borrowed ids
   * are looked up first, so a user who borrows nothing keeps the plain owner-scoped index scans.
   */
  private scope(
    householdId: string,
    sharingStatus: InventoryFilters['sharingStatus'],
    borrowed: string[],
  ): SQL {
    const lentOut = sql`EXISTS (SELECT 1 FROM shares s WHERE s.item_id = ${inventoryItems.id} AND s.status = 'CLAIMED')`;
    const own = eq(inventoryItems.householdId, householdId);
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
    householdId: string,
    f: InventoryFilters,
    corrected: string | null = null,
    borrowed: string[] = [],
  ): SQL | undefined {
    const conditions: (SQL | undefined)[] = [this.scope(householdId, f.sharingStatus, borrowed)];
    if (f.search) conditions.push(searchCondition(f.search, corrected));
    // Categories are stored in lower case, so the (user, category, value) index applies.
    if (f.category) conditions.push(eq(inventoryItems.itemCategory, f.category.toLowerCase()));
    if (f.isVerified !== undefined) conditions.push(eq(inventoryItems.isVerified, f.isVerified));
    if (f.minValue !== undefined) conditions.push(gte(inventoryItems.estimatedValue, f.minValue));
    if (f.maxValue !== undefined) conditions.push(lte(inventoryItems.estimatedValue, f.maxValue));
    if (f.isPublic !== undefined) conditions.push(eq(inventoryItems.isPublic, f.isPublic));
    if (f.isShareable !== undefined) conditions.push(eq(inventoryItems.isShareable, f.isShareable));
    if (f.sourceFileId) conditions.push(eq(inventoryItems.sourceFileId, f.sourceFileId));
    if (f.placeId) conditions.push(inPlaceBranch(f.placeId));
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

  /** The household's items and the ones the user borrows (the caller asked the access policy). */
  async list(
    scope: ListScope,
    filters: InventoryFilters,
    sort: InventorySort,
    limit: number,
    offset: number,
  ): Promise<{ rows: ItemWithSource[]; total: number }> {
    const borrowed = await this.loans.borrowedItemIds(scope.userId);
    if (filters.search) return this.searchList(scope, filters, sort, limit, offset, borrowed);
    const where = this.conditions(scope.householdId, filters, null, borrowed);
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ ...getTableColumns(inventoryItems), source: sourceColumns, addedByName })
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
    { userId, householdId }: ListScope,
    filters: InventoryFilters,
    sort: InventorySort,
    limit: number,
    offset: number,
    borrowed: string[],
  ): Promise<{ rows: ItemWithSource[]; total: number }> {
    const corrected = await this.correctSearch(userId, filters.search ?? '');
    const where = this.conditions(householdId, filters, corrected, borrowed);
    const matches = this.db
      .$with('matches')
      .as(this.db.select(getTableColumns(inventoryItems)).from(inventoryItems).where(where));
    const rows = await this.db
      .with(matches)
      .select({
        ...matches._.selectedFields,
        source: sourceColumns,
        addedByName: sql<
          string | null
        >`(SELECT u.full_name FROM users u WHERE u.id = ${matches.userId})`,
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
}
