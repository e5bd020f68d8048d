import { sql } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import { rowsOf } from '../../db/database.js';

/** One category's figures over the user's owned items. */
export interface CategoryTotals {
  category: string;
  total_items: number;
  total_value: number;
  verified_value: number;
  unverified_value: number;
  verified_items: number;
  public_items: number;
  with_location: number;
  complete_items: number;
  filled_fields: number;
}

/**
 * The dashboard's aggregates over inventory_items (the inventory module owns the table): one
 * pass over the owner's items per question. Read-only.
 */
export class ItemStatisticsRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** Per category: counts and values (value × quantity) of the user's owned items. */
  categoryTotals(householdId: string): Promise<CategoryTotals[]> {
    return rowsOf<CategoryTotals>(
      this.db,
      sql`
        SELECT item_category AS category, count(*)::int AS total_items,
          coalesce(sum(estimated_value * quantity), 0)::float AS total_value,
          coalesce(sum(estimated_value * quantity) FILTER (WHERE is_verified), 0)::float AS verified_value,
          coalesce(sum(estimated_value * quantity) FILTER (WHERE NOT is_verified), 0)::float AS unverified_value,
          count(*) FILTER (WHERE is_verified)::int AS verified_items,
          count(*) FILTER (WHERE is_public)::int AS public_items,
          count(*) FILTER (WHERE coalesce(location, '') <> '')::int AS with_location,
          count(*) FILTER (WHERE coalesce(brand, '') <> '' AND condition IS NOT NULL
            AND estimated_value IS NOT NULL AND coalesce(location, '') <> '')::int AS complete_items,
          (count(*) FILTER (WHERE coalesce(brand, '') <> '') + count(*) FILTER (WHERE condition IS NOT NULL)
            + count(*) FILTER (WHERE estimated_value IS NOT NULL) + count(*) FILTER (WHERE coalesce(location, '') <> '')
            + count(*) FILTER (WHERE coalesce(item_description, '') <> '') + count(*) FILTER (WHERE cardinality(tags) > 0))::int AS filled_fields
        FROM inventory_items WHERE household_id = ${householdId}
        GROUP BY item_category`,
    );
  }

  /** Brands (case-insensitive) with their item counts, most items first. */
  brandCounts(householdId: string): Promise<{ brand: string; count: number }[]> {
    return rowsOf(
      this.db,
      sql`
        SELECT min(brand) AS brand, count(*)::int AS count FROM inventory_items
        WHERE household_id = ${householdId} AND coalesce(brand, '') <> ''
        GROUP BY lower(brand) ORDER BY count DESC, 1`,
    );
  }

  /** The user's newest items. */
  recentItems(
    householdId: string,
    limit: number,
  ): Promise<{ item_name: string; created_at: Date | string }[]> {
    return rowsOf(
      this.db,
      sql`
        SELECT item_name, created_at FROM inventory_items WHERE household_id = ${householdId}
        ORDER BY created_at DESC LIMIT ${limit}`,
    );
  }
}
