import type { ReferencedItem } from '@circle/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { searchCondition } from '../inventory/inventory.repository.js';

export interface FactItem {
  id: string;
  file_id: string | null;
  item_name: string;
  description: string | null;
  category: string;
  brand: string | null;
  condition: string | null;
  location: string | null;
  estimated_value: number | null;
  confidence_score: number;
  quantity: number;
  created_at: string;
}

export interface Scope {
  category?: string | undefined;
  brand?: string | undefined;
  location?: string | undefined;
  /** Free text matched against names, brands, tags and descriptions. */
  text?: string | undefined;
  ids?: string[] | undefined;
}

export interface LoanItem extends FactItem {
  person: string;
  expected_return_date: string | null;
  overdue: boolean;
}

const ITEM_COLUMNS =
  sql.raw(`i.id, i.source_file_id AS file_id, i.item_name, i.item_description AS description,
  i.item_category AS category, i.brand, i.condition, i.location, i.estimated_value::float AS estimated_value,
  i.confidence_score, i.quantity, i.created_at`);

export function referenced(item: FactItem): ReferencedItem {
  return {
    id: item.id,
    file_id: item.file_id,
    item_name: item.item_name,
    description: item.description,
    category: item.category,
    brand: item.brand,
    condition: item.condition,
    location: item.location,
    estimated_value: item.estimated_value === null ? null : Number(item.estimated_value),
    confidence_score: Number(Number(item.confidence_score).toFixed(4)),
    exists: true,
  };
}

/**
 * Exact answers about one user's inventory, straight from the database. Both assistants use
 * them: the local one through its intent layer, the OpenAI one as tools.
 */
export class InventoryFacts {
  constructor(
    private readonly database: Database,
    private readonly userId: string,
  ) {}

  private where(scope: Scope): SQL {
    const parts: SQL[] = [sql`i.user_id = ${this.userId}`];
    if (scope.category) parts.push(sql`i.item_category = ${scope.category.toLowerCase()}`);
    if (scope.brand) parts.push(sql`lower(i.brand) = ${scope.brand.toLowerCase()}`);
    if (scope.location) parts.push(sql`lower(i.location) = ${scope.location.toLowerCase()}`);
    if (scope.text) parts.push(searchCondition(scope.text, null, 'i'));
    if (scope.ids)
      parts.push(
        scope.ids.length > 0 ? sql`i.id = ANY(${sql.param(scope.ids)}::uuid[])` : sql`false`,
      );
    return sql.join(parts, sql` AND `);
  }

  private rows<T>(query: SQL) {
    return this.database.rows<T>(query);
  }

  /** Counts and values of the items in scope; value counts each unit (quantity). */
  async totals(scope: Scope = {}) {
    const [row] = await this.rows<{
      items: number;
      units: number;
      value: number;
      unvalued: number;
    }>(sql`
      SELECT count(*)::int AS items, coalesce(sum(quantity), 0)::int AS units,
        coalesce(sum(estimated_value * quantity), 0)::float AS value,
        count(*) FILTER (WHERE estimated_value IS NULL)::int AS unvalued
      FROM inventory_items i WHERE ${this.where(scope)}`);
    return row ?? { items: 0, units: 0, value: 0, unvalued: 0 };
  }

  async items(scope: Scope, order: 'value_desc' | 'value_asc' | 'newest', limit: number) {
    const orderBy =
      order === 'value_desc'
        ? sql.raw('i.estimated_value DESC NULLS LAST, i.id')
        : order === 'value_asc'
          ? sql.raw('i.estimated_value ASC NULLS LAST, i.id')
          : sql.raw('i.created_at DESC, i.id');
    const valuedOnly = order === 'newest' ? sql`` : sql` AND i.estimated_value IS NOT NULL`;
    return this.rows<FactItem>(sql`
      SELECT ${ITEM_COLUMNS} FROM inventory_items i
      WHERE ${this.where(scope)}${valuedOnly} ORDER BY ${orderBy} LIMIT ${limit}`);
  }

  async byCategory() {
    return this.rows<{ category: string; items: number; value: number }>(sql`
      SELECT item_category AS category, count(*)::int AS items,
        coalesce(sum(estimated_value * quantity), 0)::float AS value
      FROM inventory_items i WHERE i.user_id = ${this.userId}
      GROUP BY 1 ORDER BY value DESC, items DESC`);
  }

  /** Distinct categories, brands and locations, to recognise them in a question. */
  async vocabulary() {
    const rows = await this.rows<{ kind: string; value: string; items: number }>(sql`
      SELECT 'category' AS kind, item_category AS value, count(*)::int AS items FROM inventory_items i
        WHERE i.user_id = ${this.userId} GROUP BY 2
      UNION ALL
      SELECT 'brand', min(brand), count(*)::int FROM inventory_items i
        WHERE i.user_id = ${this.userId} AND coalesce(brand, '') <> '' GROUP BY lower(brand)
      UNION ALL
      SELECT 'location', min(location), count(*)::int FROM inventory_items i
        WHERE i.user_id = ${this.userId} AND coalesce(location, '') <> '' GROUP BY lower(location)`);
    const of = (kind: string) =>
      rows
        .filter((row) => row.kind === kind)
        .sort((a, b) => b.items - a.items)
        .map((row) => row.value);
    return { categories: of('category'), brands: of('brand'), locations: of('location') };
  }

  /** Items lent out (as owner) or borrowed (as recipient) right now. */
  async loans(kind: 'lent' | 'borrowed', today: string): Promise<LoanItem[]> {
    const mine =
      kind === 'lent' ? sql`s.owner_id = ${this.userId}` : sql`s.recipient_id = ${this.userId}`;
    const person = kind === 'lent' ? sql.raw('s.recipient_id') : sql.raw('s.owner_id');
    const rows = await this.rows<
      LoanItem & { person_name: string | null; person_email: string | null }
    >(sql`
      SELECT ${ITEM_COLUMNS}, coalesce(u.full_name, split_part(u.email, '@', 1), s.recipient_email, 'someone') AS person,
        s.expected_return_date::text AS expected_return_date
      FROM shares s JOIN inventory_items i ON i.id = s.item_id
      LEFT JOIN users u ON u.id = ${person}
      WHERE ${mine} AND s.status = 'CLAIMED' AND s.sharing_type = 'BORROW'
      ORDER BY s.expected_return_date NULLS LAST`);
    return rows.map((row) => ({
      ...row,
      overdue: row.expected_return_date !== null && row.expected_return_date < today,
    }));
  }

  async publicCount() {
    const [row] = await this.rows<{ items: number }>(sql`
      SELECT count(*)::int AS items FROM inventory_items i WHERE i.user_id = ${this.userId} AND i.is_public`);
    return row?.items ?? 0;
  }

  async publicItems(limit: number) {
    return this.rows<FactItem>(sql`
      SELECT ${ITEM_COLUMNS} FROM inventory_items i WHERE i.user_id = ${this.userId} AND i.is_public
      ORDER BY i.created_at DESC LIMIT ${limit}`);
  }

  /** Items by id, in the given order (semantic matches). */
  async byIds(ids: string[]) {
    if (ids.length === 0) return [];
    const rows = await this.rows<FactItem>(sql`
      SELECT ${ITEM_COLUMNS} FROM inventory_items i WHERE ${this.where({ ids })}`);
    const order = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
}
