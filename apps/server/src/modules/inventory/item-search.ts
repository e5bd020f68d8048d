import { sql, type SQL } from 'drizzle-orm';

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Below this length a word is not corrected: "den" is half of "dewalt". */
export const MIN_CORRECTED_LENGTH = 4;

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

/**
 * A search over what a public item shows (name, brand, category, tags, description): an owner's
 * notes and rooms, which the stored search columns include, must not be findable by strangers.
 */
export function publicSearchCondition(search: string): SQL {
  const shown = sql.raw(`concat_ws(' ', inventory_items.item_name, inventory_items.brand,
    inventory_items.item_category, array_to_string(inventory_items.tags, ' '),
    inventory_items.item_description)`);
  return sql`(to_tsvector('english', ${shown}) @@ websearch_to_tsquery('english', ${search})
    OR lower(${shown}) LIKE ${`%${escapeLike(search.toLowerCase())}%`})`;
}
