import type { PublicItem, PublicItemsPage, publicItemsQuerySchema } from '@circle/contract';
import type { z } from 'zod';
import { and, asc, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import { files, inventoryItems, users } from '../../db/schema.js';
import { FileUrlSigner, pictureOf } from '../files/file-urls.js';
import { searchCondition } from '../inventory/inventory.repository.js';
import { approximateLocation, publicLocation } from '../sharing/sharing-dates.js';

type Query = z.infer<typeof publicItemsQuerySchema>;

interface Facets {
  categories: string[];
  brands: string[];
  conditions: string[];
  locations: string[];
  valueRange: { min: number; max: number };
}

const FACET_TTL_MS = 30_000;
const FACET_LIMIT = 100;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Discovery of the items their owners made public: never anything private, the owner's place
 * only at city precision, images through signed URLs that expire.
 */
export class PublicItems {
  private facets: { value: Facets; until: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  private refreshing: Promise<Facets> | undefined;
  /** Bumped by every invalidation: a computation started before it must not be kept. */
  private generation = 0;

  /**
   * Facets describe every public item and change slowly: they are kept for 30 s, and once stale
   * they are served while a fresh set is computed in the background. A change of what is public
   * drops them (see invalidate), so a newly published item's category shows at once.
   */
  private async facetsFor(): Promise<Facets> {
    const cached = this.facets;
    if (cached && cached.until > Date.now()) return cached.value;
    this.refreshing ??= this.loadFacets(this.generation).finally(() => {
      this.refreshing = undefined;
    });
    if (cached) {
      this.refreshing.catch(() => undefined);
      return cached.value;
    }
    return this.refreshing;
  }

  private async loadFacets(generation: number): Promise<Facets> {
    const distinct = async (column: SQL) => {
      const rows = await this.db.execute(sql`
        SELECT value FROM (
          SELECT ${column} AS value, count(*) AS n FROM inventory_items
          WHERE is_public AND ${column} IS NOT NULL AND ${column} <> ''
          GROUP BY 1
        ) f ORDER BY n DESC, value LIMIT ${FACET_LIMIT}`);
      return (rows as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
    };
    const [categories, brands, conditions, locations, range] = await Promise.all([
      distinct(sql.raw('item_category')),
      distinct(sql.raw('brand')),
      distinct(sql.raw('condition')),
      distinct(sql.raw('location')),
      this.db
        .select({
          min: sql<number>`coalesce(min(${inventoryItems.estimatedValue}), 0)`.mapWith(Number),
          max: sql<number>`coalesce(max(${inventoryItems.estimatedValue}), 0)`.mapWith(Number),
        })
        .from(inventoryItems)
        .where(eq(inventoryItems.isPublic, true)),
    ]);
    const value: Facets = {
      categories,
      brands,
      conditions,
      // Coordinates are never offered as a facet: they would pinpoint a home.
      locations: locations.filter((location) => approximateLocation(location) === null),
      valueRange: range[0] ?? { min: 0, max: 0 },
    };
    if (generation === this.generation) {
      this.facets = { value, until: Date.now() + FACET_TTL_MS };
    }
    return value;
  }

  /**
   * What is public changed (an item published, hidden, edited or deleted): the next page
   * computes the facets afresh instead of serving the stale set, and a computation already
   * running is neither awaited nor kept.
   */
  invalidate() {
    this.facets = undefined;
    this.refreshing = undefined;
    this.generation += 1;
  }

  async page(viewerId: string, query: Query): Promise<PublicItemsPage> {
    const conditions: (SQL | undefined)[] = [eq(inventoryItems.isPublic, true)];
    if (query.search) conditions.push(searchCondition(query.search, null));
    if (query.category)
      conditions.push(eq(inventoryItems.itemCategory, query.category.toLowerCase()));
    if (query.brand)
      conditions.push(sql`lower(${inventoryItems.brand}) = ${query.brand.toLowerCase()}`);
    if (query.condition) conditions.push(eq(inventoryItems.condition, query.condition));
    if (query.location) {
      conditions.push(sql`${inventoryItems.location} ILIKE ${`%${escapeLike(query.location)}%`}`);
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
    const where = and(...conditions);

    const sort = query.sort;
    const direction = sort.startsWith('-') ? desc : asc;
    const orderBy = sort.endsWith('value')
      ? [
          sql`${inventoryItems.estimatedValue} ${sql.raw(sort.startsWith('-') ? 'DESC' : 'ASC')} NULLS LAST`,
          direction(inventoryItems.id),
        ]
      : sort.endsWith('name')
        ? [direction(sql`lower(${inventoryItems.itemName})`), direction(inventoryItems.id)]
        : [direction(inventoryItems.createdAt), direction(inventoryItems.id)];

    const offset = (query.page - 1) * query.per_page;
    const needsFiles = query.has_image !== undefined;
    const countQuery = this.db.select({ value: count() }).from(inventoryItems);
    const [rows, [totalRow], facets] = await Promise.all([
      this.db
        .select({
          ...getTableColumns(inventoryItems),
          ownerName: users.fullName,
          ownerEmail: users.email,
          source: {
            id: files.id,
            storageKey: files.storageKey,
            thumbnailKey: files.thumbnailKey,
            mimeType: files.mimeType,
            filename: files.filename,
            contentType: files.contentType,
          },
          lentOut: sql<boolean>`EXISTS (SELECT 1 FROM shares s WHERE s.item_id = ${inventoryItems.id} AND s.status IN ('PENDING','CLAIMED','RETURNED'))`,
        })
        .from(inventoryItems)
        .innerJoin(users, eq(users.id, inventoryItems.userId))
        .leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
        .where(where)
        .orderBy(...orderBy)
        .limit(query.per_page)
        .offset(offset),
      (needsFiles
        ? countQuery.leftJoin(files, eq(files.id, inventoryItems.sourceFileId))
        : countQuery
      ).where(where),
      this.facetsFor(),
    ]);
    const signer = new FileUrlSigner(this.storage);
    const items: PublicItem[] = await Promise.all(
      rows.map(async (row) => {
        const picture = pictureOf(row, row.source);
        const image = picture ? await signer.urlsOf(picture) : null;
        return {
          id: row.id,
          item_name: row.itemName,
          item_description: row.itemDescription,
          item_category: row.itemCategory,
          brand: row.brand,
          estimated_value: row.estimatedValue,
          condition: row.condition,
          location: publicLocation(row.location),
          tags: row.tags,
          confidence_score: Number(row.confidenceScore.toFixed(4)),
          is_verified: row.isVerified,
          perishability_type: row.perishabilityType,
          estimated_expiry_date: null,
          prominence_score: Number(row.prominenceScore.toFixed(4)),
          owner_name: row.ownerName?.trim() || row.ownerEmail.split('@')[0]!,
          owner_location: approximateLocation(row.location),
          image_url: image?.url ?? null,
          thumbnail_url: image?.thumbnailUrl ?? image?.url ?? null,
          image_expires_at: image?.expiresAt.toISOString() ?? null,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
          is_shareable: row.isShareable,
          is_available: row.isShareable && !row.lentOut && row.userId !== viewerId,
          is_own: row.userId === viewerId,
          sharing_types_available: row.isShareable ? ['BORROW'] : [],
        };
      }),
    );
    const total = Number(totalRow?.value ?? 0);
    const totalPages = Math.ceil(total / query.per_page);
    return {
      items,
      page: query.page,
      per_page: query.per_page,
      total_items: total,
      total_pages: totalPages,
      has_next: query.page < totalPages,
      has_prev: query.page > 1,
      available_categories: facets.categories,
      available_brands: facets.brands,
      available_conditions: facets.conditions,
      available_locations: facets.locations,
      value_range: facets.valueRange,
    };
  }
}
