import type { publicItemsQuerySchema } from '@circle/contract';
import type { z } from 'zod';
import { and, asc, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import { files, householdMembers, inventoryItems, users } from '../../db/schema.js';
import { escapeLike, publicSearchCondition } from './item-search.js';
import { sourceColumns } from './item-source.js';

export type PublicItemsQuery = z.infer<typeof publicItemsQuerySchema>;

export interface PublicFacetValues {
  categories: string[];
  brands: string[];
  conditions: string[];
  locations: string[];
  valueRange: { min: number; max: number };
}

export type PublicItemRow = Awaited<ReturnType<PublicItemsRepository['pageQuery']>>[number];

/**
 * The public side of inventory_items (the inventory module owns the table): the items owners
 * made public, for discovery and borrow requests. Read-only.
 */
export class PublicItemsRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** The most common values of one facet over the public items (of one category when given). */
  async distinctValues(
    column: SQL,
    limit: number,
    category?: string,
    from: SQL = sql.raw('inventory_items'),
  ): Promise<string[]> {
    const inCategory = category ? sql`AND item_category = ${category.toLowerCase()}` : sql``;
    const rows = await this.db.execute(sql`
      SELECT value FROM (
        SELECT ${column} AS value, count(*) AS n FROM ${from}
        WHERE is_public AND ${column} IS NOT NULL AND ${column} <> '' ${inCategory}
        GROUP BY 1
      ) f ORDER BY n DESC, value LIMIT ${limit}`);
    return (rows as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
  }

  /** Places are the owners' chosen areas, never the rooms or streets items are kept in. */
  private areas(limit: number, category?: string) {
    return this.distinctValues(
      sql.raw('u.public_area'),
      limit,
      category,
      sql.raw('inventory_items i JOIN users u ON u.id = i.user_id'),
    );
  }

  /** The brands, conditions and areas of one category's public items. */
  async facetValuesIn(
    category: string,
    limit: number,
  ): Promise<Pick<PublicFacetValues, 'brands' | 'conditions' | 'locations'>> {
    const [brands, conditions, locations] = await Promise.all([
      this.distinctValues(sql.raw('brand'), limit, category),
      this.distinctValues(sql.raw('condition'), limit, category),
      this.areas(limit, category),
    ]);
    return { brands, conditions, locations };
  }

  /** The most common values of each facet over every public item, and the value range. */
  async facetValues(limit: number): Promise<PublicFacetValues> {
    const distinct = (column: SQL) => this.distinctValues(column, limit);
    const [categories, brands, conditions, locations, range] = await Promise.all([
      distinct(sql.raw('item_category')),
      distinct(sql.raw('brand')),
      distinct(sql.raw('condition')),
      this.areas(limit),
      this.db
        .select({
          min: sql<number>`coalesce(min(${inventoryItems.estimatedValue}), 0)`.mapWith(Number),
          max: sql<number>`coalesce(max(${inventoryItems.estimatedValue}), 0)`.mapWith(Number),
        })
        .from(inventoryItems)
        .where(eq(inventoryItems.isPublic, true)),
    ]);
    return {
      categories,
      brands,
      conditions,
      locations,
      valueRange: range[0] ?? { min: 0, max: 0 },
    };
  }

  private where(query: PublicItemsQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(inventoryItems.isPublic, true)];
    if (query.search) conditions.push(publicSearchCondition(query.search));
    if (query.category)
      conditions.push(eq(inventoryItems.itemCategory, query.category.toLowerCase()));
    if (query.brand)
      conditions.push(sql`lower(${inventoryItems.brand}) = ${query.brand.toLowerCase()}`);
    if (query.condition) conditions.push(eq(inventoryItems.condition, query.condition));
    if (query.location) {
      conditions.push(sql`${users.publicArea} ILIKE ${`%${escapeLike(query.location)}%`}`);
    }
    if (query.min_value !== undefined)
      conditions.push(gte(inventoryItems.estimatedValue, query.min_value));
    if (query.max_value !== undefined)
      conditions.push(lte(inventoryItems.estimatedValue, query.max_value));
    if (query.is_verified !== undefined)
      conditions.push(eq(inventoryItems.isVerified, query.is_verified));
    if (query.has_image === true) conditions.push(sql`${files.contentType} = 'image'`);
    if (query.has_image === false)
      conditions.push(sql`(${files.contentType} IS NULL OR ${files.contentType} <> 'image')`);
    return and(...conditions);
  }

  private orderBy(sort: PublicItemsQuery['sort']): SQL[] {
    const direction = sort.startsWith('-') ? desc : asc;
    if (sort.endsWith('value')) {
      return [
        sql`${inventoryItems.estimatedValue} ${sql.raw(sort.startsWith('-') ? 'DESC' : 'ASC')} NULLS LAST`,
        direction(inventoryItems.id),
      ];
    }
    if (sort.endsWith('name'))
      return [direction(sql`lower(${inventoryItems.itemName})`), direction(inventoryItems.id)];
    return [direction(inventoryItems.createdAt), direction(inventoryItems.id)];
  }

  /** Public items with their owners' names and chosen areas, and whether each is lent out. */
  private selectPublic() {
    return this.db
      .select({
        ...getTableColumns(inventoryItems),
        ownerName: users.fullName,
        ownerEmail: users.email,
        ownerArea: users.publicArea,
        // A shared household's items are shown as the household's, whoever added them.
        householdName: sql<
          string | null
        >`(SELECT h.name FROM households h WHERE h.id = ${inventoryItems.householdId} AND h.personal_user_id IS NULL)`,
        source: sourceColumns,
        lentOut: sql<boolean>`EXISTS (SELECT 1 FROM shares s WHERE s.item_id = ${inventoryItems.id} AND s.status IN ('PENDING','CLAIMED','RETURNED'))`,
      })
      .from(inventoryItems)
      .innerJoin(users, eq(users.id, inventoryItems.userId))
      .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
      .$dynamic();
  }

  private pageQuery(where: SQL | undefined, query: PublicItemsQuery) {
    return this.selectPublic()
      .where(where)
      .orderBy(...this.orderBy(query.sort))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
  }

  /** One page of public items matching the query, with their owners, and the total. */
  async page(query: PublicItemsQuery): Promise<{ rows: PublicItemRow[]; total: number }> {
    const where = this.where(query);
    const needsFiles = query.has_image !== undefined;
    const needsOwners = query.location !== undefined;
    let countQuery = this.db.select({ value: count() }).from(inventoryItems).$dynamic();
    if (needsFiles)
      countQuery = countQuery.leftJoin(files, eq(files.id, inventoryItems.sourceFileId));
    if (needsOwners) countQuery = countQuery.innerJoin(users, eq(users.id, inventoryItems.userId));
    const [rows, [totalRow]] = await Promise.all([
      this.pageQuery(where, query),
      countQuery.where(where),
    ]);
    return { rows, total: Number(totalRow?.value ?? 0) };
  }

  /** One item if its owner made it public (undefined otherwise), as a page lists it. */
  async findPublic(id: string): Promise<PublicItemRow | undefined> {
    const [row] = await this.selectPublic()
      .where(and(eq(inventoryItems.id, id), eq(inventoryItems.isPublic, true)))
      .limit(1);
    return row;
  }

  /** The households the viewer belongs to (any role): their items are their own in discovery. */
  async householdsOf(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ id: householdMembers.householdId })
      .from(householdMembers)
      .where(eq(householdMembers.userId, userId));
    return new Set(rows.map((row) => row.id));
  }

  /** An item with its owner's address, for a borrow request (public or not: the caller checks). */
  async findWithOwner(itemId: string) {
    const [item] = await this.db
      .select({
        id: inventoryItems.id,
        name: inventoryItems.itemName,
        ownerId: inventoryItems.userId,
        isPublic: inventoryItems.isPublic,
        isShareable: inventoryItems.isShareable,
        householdId: inventoryItems.householdId,
        ownerEmail: users.email,
      })
      .from(inventoryItems)
      .innerJoin(users, eq(users.id, inventoryItems.userId))
      .where(eq(inventoryItems.id, itemId))
      .limit(1);
    return item;
  }
}
