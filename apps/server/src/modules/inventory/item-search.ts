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
