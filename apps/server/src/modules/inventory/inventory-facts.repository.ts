import { NEUTRAL_MEMBER_NAME } from '@circle/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { searchCondition } from './item-search.js';

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
  tags: string[];
  notes: string | null;
  is_public: boolean;
  is_shareable: boolean;
}

/** A bound on the estimated value. */
export interface ValueBound {
  amount: number;
  inclusive: boolean;
}

/** Which of the user's items a fact is about; every part is optional and they all apply. */
export interface Scope {
  categories?: string[] | undefined;
  locations?: string[] | undefined;
  /** Places left out of the set ("not counting the garage"), with the places inside them. */
  locationsLeftOut?: string[] | undefined;
  /** Category and room came from one word ("kitchen stuff"): either one matches. */
  categoryOrLocation?: boolean | undefined;
  brands?: string[] | undefined;
  conditions?: string[] | undefined;
  valueMin?: ValueBound | undefined;
  valueMax?: ValueBound | undefined;
  isPublic?: boolean | undefined;
  isShareable?: boolean | undefined;
  lent?: boolean | undefined;
  /** ISO date: added on or after. */
  addedSince?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  location?: string | undefined;
  /** Free text matched against names, brands, tags and descriptions. */
  text?: string | undefined;
  ids?: string[] | undefined;
  /** Items left out of the set ("power tools, not counting the mower"). */
  excludeIds?: string[] | undefined;
  /** false: only items without an estimated value. */
  valued?: boolean | undefined;
  /** false: only items without a photo. */
  photographed?: boolean | undefined;
  /** Items whose name holds every one of these words (singular or plural). */
  nameWords?: string[] | undefined;
  /** Items these members of the household added. */
  addedBy?: string[] | undefined;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface LoanItem extends FactItem {
  person: string;
  expected_return_date: string | null;
  overdue: boolean;
}

const ITEM_COLUMNS =
  sql.raw(`i.id, i.source_file_id AS file_id, i.item_name, i.item_description AS description,
  i.item_category AS category, i.brand, i.condition, i.location, i.estimated_value::float AS estimated_value,
  i.confidence_score, i.quantity, i.created_at::text AS created_at, i.tags, i.notes, i.is_public,
  i.is_shareable`);

/**
 * A borrowed item as its borrower may see it: what the share page shows, the owner's chosen
 * area for a place, and none of the owner's notes, tags, rooms or files (`u` is the owner).
 */
const BORROWED_ITEM_COLUMNS =
  sql.raw(`i.id, NULL::text AS file_id, i.item_name, i.item_description AS description,
  i.item_category AS category, i.brand, i.condition, u.public_area AS location,
  i.estimated_value::float AS estimated_value, i.confidence_score, i.quantity,
  i.created_at::text AS created_at, ARRAY[]::text[] AS tags, NULL::text AS notes, false AS is_public,
  false AS is_shareable`);

const lower = (values: string[]) => sql.param(values.map((value) => value.toLowerCase()));

/**
 * Items in a place of one of these names or anywhere below it ("the garage" holds what is on
 * its shelves), or whose location text is the name.
 */
/**
 * Items in the named places or anywhere below them. The branch is worked out once for the
 * households asked about, not once per item: an item's place is always of its own household.
 */
function inPlaces(names: string[], households: SQL): SQL {
  return sql`(lower(i.location) = ANY(${lower(names)}::text[]) OR i.place_id IN (
    WITH RECURSIVE branch AS (
      SELECT p.id FROM places p WHERE p.household_id IN (${households})
        AND lower(p.name) = ANY(${lower(names)}::text[])
      UNION
      SELECT c.id FROM places c JOIN branch b ON c.parent_id = b.id
    ) SELECT id FROM branch))`;
}
const LENT = sql.raw(`EXISTS (SELECT 1 FROM shares s WHERE s.item_id = i.id AND s.status = 'CLAIMED'
  AND s.sharing_type = 'BORROW')`);
const PHOTOGRAPHED = sql.raw(`EXISTS (SELECT 1 FROM files f WHERE f.id = i.source_file_id
  AND f.content_type = 'image')`);

/**
 * Exact answers about one user's inventory, straight from inventory_items (read-only; the
 * inventory module owns the table). Both assistants use them: the local one through its intent
 * layer, the OpenAI one as tools.
 */
export class InventoryFacts {
  /** The items the answers are about: the household's, or (without one) those the user added. */
  private readonly mine: SQL;

  constructor(
    private readonly database: Database,
    private readonly userId: string,
    /** The household asked about; none means the items the user added. */
    readonly householdId?: string,
  ) {
    this.mine = householdId ? sql`i.household_id = ${householdId}` : sql`i.user_id = ${userId}`;
  }

  /** Keys caches of what the answers are about (the user's view of one household). */
  get scopeKey(): string {
    return `${this.userId}:${this.householdId ?? ''}`;
  }

  /** The household's members with their names, to know who added what. */
  async members(): Promise<{ id: string; name: string }[]> {
    if (!this.householdId) return [];
    return this.rows<{ id: string; name: string }>(sql`
      SELECT u.id, coalesce(nullif(trim(u.full_name), ''), split_part(u.email, '@', 1)) AS name
      FROM household_members m JOIN users u ON u.id = m.user_id
      WHERE m.household_id = ${this.householdId} ORDER BY m.joined_at, u.id`);
  }

  private where(scope: Scope): SQL {
    const parts: SQL[] = [this.mine];
    if (scope.category) parts.push(sql`i.item_category = ${scope.category.toLowerCase()}`);
    if (scope.brand) parts.push(sql`lower(i.brand) = ${scope.brand.toLowerCase()}`);
    if (scope.location) parts.push(inPlaces([scope.location], this.households()));
    const categories = scope.categories?.length
      ? sql`i.item_category = ANY(${lower(scope.categories)}::text[])`
      : undefined;
    const locations = scope.locations?.length
      ? inPlaces(scope.locations, this.households())
      : undefined;
    if (categories && locations && scope.categoryOrLocation)
      parts.push(sql`(${categories} OR ${locations})`);
    else parts.push(...[categories, locations].filter((part): part is SQL => part !== undefined));
    // An item with no place is in none of the places left out.
    if (scope.locationsLeftOut?.length)
      parts.push(sql`NOT coalesce(${inPlaces(scope.locationsLeftOut, this.households())}, false)`);
    if (scope.brands?.length) parts.push(sql`lower(i.brand) = ANY(${lower(scope.brands)}::text[])`);
    if (scope.conditions?.length)
      parts.push(sql`lower(i.condition) = ANY(${lower(scope.conditions)}::text[])`);
    if (scope.valueMin)
      parts.push(
        scope.valueMin.inclusive
          ? sql`i.estimated_value >= ${scope.valueMin.amount}`
          : sql`i.estimated_value > ${scope.valueMin.amount}`,
      );
    if (scope.valueMax)
      parts.push(
        scope.valueMax.inclusive
          ? sql`i.estimated_value <= ${scope.valueMax.amount}`
          : sql`i.estimated_value < ${scope.valueMax.amount}`,
      );
    if (scope.isPublic !== undefined) parts.push(sql`i.is_public = ${scope.isPublic}`);
    if (scope.isShareable !== undefined) parts.push(sql`i.is_shareable = ${scope.isShareable}`);
    if (scope.lent !== undefined) parts.push(scope.lent ? LENT : sql`NOT ${LENT}`);
    if (scope.addedBy) parts.push(sql`i.user_id = ANY(${sql.param(scope.addedBy)}::uuid[])`);
    if (scope.addedSince) parts.push(sql`i.created_at >= ${scope.addedSince}::date`);
    if (scope.valued === false) parts.push(sql`i.estimated_value IS NULL`);
    if (scope.photographed === false) parts.push(sql`NOT ${PHOTOGRAPHED}`);
    if (scope.text) parts.push(searchCondition(scope.text, null, 'i'));
    for (const word of scope.nameWords ?? []) {
      parts.push(sql`lower(i.item_name) ~ ${`\\m${escapeRegex(word.toLowerCase())}(e?s)?\\M`}`);
    }
    if (scope.excludeIds?.length)
      parts.push(sql`NOT (i.id = ANY(${sql.param(scope.excludeIds)}::uuid[]))`);
    if (scope.ids)
      parts.push(
        scope.ids.length > 0 ? sql`i.id = ANY(${sql.param(scope.ids)}::uuid[])` : sql`false`,
      );
    return sql.join(parts, sql` AND `);
  }

  /** Changes whenever the user's items change: keys the per-user caches of the assistant. */
  async version(): Promise<string> {
    const [row] = await this.rows<{ items: number; changed: string | null }>(sql`
      SELECT count(*)::int AS items, max(updated_at)::text AS changed
      FROM inventory_items i WHERE ${this.mine}`);
    return `${row?.items ?? 0}:${row?.changed ?? ''}`;
  }

  /** The households whose places the items asked about may be in. */
  private households(): SQL {
    return this.householdId
      ? sql`SELECT ${this.householdId}::uuid`
      : sql`SELECT household_id FROM household_members WHERE user_id = ${this.userId}`;
  }

  /** Who may have added the items in question: the household's members, or the user. */
  private adders(): SQL {
    return this.householdId
      ? sql`SELECT user_id FROM household_members WHERE household_id = ${this.householdId}
          UNION SELECT ${this.userId}::uuid`
      : sql`SELECT ${this.userId}::uuid`;
  }

  /** Distinct words of the user's items (names, brands, categories, rooms, tags). */
  async words(limit = 20_000): Promise<string[]> {
    const rows = await this.rows<{ word: string }>(sql`
      SELECT DISTINCT word FROM inventory_search_words WHERE user_id IN (${this.adders()})
      LIMIT ${limit}`);
    return rows.map((row) => row.word);
  }

  /** Items any of whose words (name, brand, tags, notes, description) match one of `words`. */
  async matching(words: string[], limit = 300): Promise<FactItem[]> {
    const clean = [
      ...new Set(
        words.map((word) =>
          // "Winsor & Newton": the words either side of a sign, never an empty word between them,
          // which to_tsquery would refuse.
          word
            .toLowerCase()
            .replace(/['’]/g, '')
            .replace(/[^a-z0-9 ]/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
      ),
    ]
      .filter((word) => word.length >= 2)
      .slice(0, 200);
    if (clean.length === 0) return [];
    const query = clean.map((word) => word.split(' ').join(' <-> ')).join(' | ');
    const patterns = clean.map((word) => `%${word}%`);
    return this.rows<FactItem>(sql`
      SELECT ${ITEM_COLUMNS} FROM inventory_items i
      WHERE ${this.mine} AND (i.search_vector @@ to_tsquery('english', ${query})
        OR i.search_text LIKE ANY(${sql.param(patterns)}::text[]))
      ORDER BY i.estimated_value DESC NULLS LAST, i.id LIMIT ${limit}`);
  }

  /** The current loans (either way) of the given items, keyed by item id. */
  async loansOf(
    ids: string[],
    today: string,
  ): Promise<Map<string, LoanItem & { kind: 'lent' | 'borrowed' }>> {
    const all = [
      ...(await this.loans('lent', today)).map((loan) => ({ ...loan, kind: 'lent' as const })),
      ...(await this.loans('borrowed', today)).map((loan) => ({
        ...loan,
        kind: 'borrowed' as const,
      })),
    ];
    const wanted = new Set(ids);
    return new Map(all.filter((loan) => wanted.has(loan.id)).map((loan) => [loan.id, loan]));
  }

  /** Names the user owns more than once (several items or a quantity above one). */
  async duplicateNames(): Promise<Set<string>> {
    const rows = await this.rows<{ name: string }>(sql`
      SELECT lower(item_name) AS name FROM inventory_items i WHERE ${this.mine}
      GROUP BY 1 HAVING count(*) > 1 OR sum(quantity) > 1`);
    return new Set(rows.map((row) => row.name));
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
      valued_units: number;
    }>(sql`
      SELECT count(*)::int AS items, coalesce(sum(quantity), 0)::int AS units,
        coalesce(sum(estimated_value * quantity), 0)::float AS value,
        count(*) FILTER (WHERE estimated_value IS NULL)::int AS unvalued,
        coalesce(sum(quantity) FILTER (WHERE estimated_value IS NOT NULL), 0)::int AS valued_units
      FROM inventory_items i WHERE ${this.where(scope)}`);
    return row ?? { items: 0, units: 0, value: 0, unvalued: 0, valued_units: 0 };
  }

  async items(
    scope: Scope,
    order: 'value_desc' | 'value_asc' | 'newest' | 'oldest',
    limit: number,
    offset = 0,
  ) {
    const orderBy = {
      value_desc: sql.raw('i.estimated_value DESC NULLS LAST, i.item_name, i.id'),
      value_asc: sql.raw('i.estimated_value ASC NULLS LAST, i.item_name, i.id'),
      newest: sql.raw('i.created_at DESC, i.id'),
      oldest: sql.raw('i.created_at ASC, i.id'),
    }[order];
    const valuedOnly =
      order === 'newest' || order === 'oldest' ? sql`` : sql` AND i.estimated_value IS NOT NULL`;
    return this.rows<FactItem>(sql`
      SELECT ${ITEM_COLUMNS} FROM inventory_items i
      WHERE ${this.where(scope)}${valuedOnly} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`);
  }

  async byCategory() {
    return this.rows<{ category: string; items: number; value: number }>(sql`
      SELECT item_category AS category, count(*)::int AS items,
        coalesce(sum(estimated_value * quantity), 0)::float AS value
      FROM inventory_items i WHERE ${this.mine}
      GROUP BY 1 ORDER BY value DESC, items DESC`);
  }

  /** Distinct categories, brands and locations, to recognise them in a question. */
  async vocabulary() {
    const rows = await this.rows<{ kind: string; value: string; items: number }>(sql`
      SELECT 'category' AS kind, item_category AS value, count(*)::int AS items FROM inventory_items i
        WHERE ${this.mine} GROUP BY 2
      UNION ALL
      SELECT 'brand', min(brand), count(*)::int FROM inventory_items i
        WHERE ${this.mine} AND coalesce(brand, '') <> '' GROUP BY lower(brand)
      UNION ALL
      SELECT 'location', min(location), count(*)::int FROM inventory_items i
        WHERE ${this.mine} AND coalesce(location, '') <> '' GROUP BY lower(location)
      UNION ALL
      SELECT 'location', min(p.name), 0 FROM places p
        WHERE p.household_id IN (SELECT DISTINCT i.household_id FROM inventory_items i
          WHERE ${this.mine})
        GROUP BY lower(p.name)`);
    const of = (kind: string) =>
      rows
        .filter((row) => row.kind === kind)
        .sort((a, b) => b.items - a.items)
        .map((row) => row.value)
        // A place's name once, however many items and places carry it.
        .filter(
          (value, k, all) => all.findIndex((v) => v.toLowerCase() === value.toLowerCase()) === k,
        );
    return { categories: of('category'), brands: of('brand'), locations: of('location') };
  }

  /** Names of the people things are lent to or borrowed from right now ("alex kim"). */
  async loanPeople(): Promise<string[]> {
    const lentFrom = this.householdId
      ? sql`s.household_id = ${this.householdId}`
      : sql`s.owner_id = ${this.userId}`;
    const rows = await this.rows<{ person: string }>(sql`
      SELECT DISTINCT coalesce(nullif(trim(u.full_name), ''), s.recipient_email) AS person
      FROM shares s JOIN users u ON u.id = s.recipient_id
      WHERE ${lentFrom} AND s.status = 'CLAIMED' AND s.sharing_type = 'BORROW'
      UNION
      SELECT DISTINCT nullif(trim(u.full_name), '')
      FROM shares s JOIN users u ON u.id = s.owner_id
      WHERE s.recipient_id = ${this.userId} AND s.status = 'CLAIMED' AND s.sharing_type = 'BORROW'`);
    return rows.map((row) => row.person).filter((person): person is string => Boolean(person));
  }

  /** Words of the things borrowed right now ("the waterblaster"): the owner names them too. */
  async borrowedWords(): Promise<string[]> {
    const rows = await this.rows<{ item_name: string; brand: string | null }>(sql`
      SELECT i.item_name, i.brand FROM shares s JOIN inventory_items i ON i.id = s.item_id
      WHERE s.recipient_id = ${this.userId} AND s.status = 'CLAIMED' AND s.sharing_type = 'BORROW'`);
    const words = rows.flatMap((row) =>
      `${row.item_name} ${row.brand ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u),
    );
    return [...new Set(words.filter((word) => word.length >= 3))];
  }

  /** Items lent out (as owner) or borrowed (as recipient) right now. */
  async loans(kind: 'lent' | 'borrowed', today: string): Promise<LoanItem[]> {
    const lentFrom = this.householdId
      ? sql`s.household_id = ${this.householdId}`
      : sql`s.owner_id = ${this.userId}`;
    const mine = kind === 'lent' ? lentFrom : sql`s.recipient_id = ${this.userId}`;
    const person = kind === 'lent' ? sql.raw('s.recipient_id') : sql.raw('s.owner_id');
    const columns = kind === 'lent' ? ITEM_COLUMNS : BORROWED_ITEM_COLUMNS;
    const rows = await this.rows<
      LoanItem & { person_name: string | null; person_email: string | null }
    >(sql`
      SELECT ${columns}, coalesce(nullif(trim(u.full_name), ''),
          CASE WHEN u.id IS NOT NULL THEN ${NEUTRAL_MEMBER_NAME} END, s.recipient_email, 'someone') AS person,
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
      SELECT count(*)::int AS items FROM inventory_items i WHERE ${this.mine} AND i.is_public`);
    return row?.items ?? 0;
  }

  async publicItems(limit: number) {
    return this.rows<FactItem>(sql`
      SELECT ${ITEM_COLUMNS} FROM inventory_items i WHERE ${this.mine} AND i.is_public
      ORDER BY i.created_at DESC LIMIT ${limit}`);
  }

  /** Items by id, in the given order (semantic matches). */
  async byIds(ids: string[]) {
    if (ids.length === 0) return [];
    const rows = await this.rows<FactItem>(sql`
      SELECT ${ITEM_COLUMNS} FROM inventory_items i WHERE ${this.where({ ids })}`);
    // A thing borrowed, named in an earlier answer ("when does it go back"), is found too.
    const found = new Set(rows.map((row) => row.id));
    const others = ids.filter((id) => !found.has(id));
    if (others.length > 0)
      rows.push(
        ...(await this.rows<FactItem>(sql`
          SELECT ${BORROWED_ITEM_COLUMNS}
          FROM shares s JOIN inventory_items i ON i.id = s.item_id
          LEFT JOIN users u ON u.id = s.owner_id
          WHERE s.recipient_id = ${this.userId} AND s.status = 'CLAIMED'
            AND s.sharing_type = 'BORROW' AND i.id = ANY(${sql.param(others)}::uuid[])`)),
      );
    const order = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
}
