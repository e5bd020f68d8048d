import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/database.js';

/** An asset id as printed on labels: three digits, a dash, three digits ("000-142"). */
export const ASSET_ID_PATTERN = /^\d{3,}-\d{3}$/;

/**
 * The household's next short asset id ("000-142"), for anything it labels (items, places). The
 * household's counter goes up inside `tx` and its row stays locked until `tx` ends, so call it in
 * the transaction that inserts the labelled row: two inserts never share a number, and a rolled
 * back insert gives its number back. Items get theirs from the insert trigger that calls the same
 * database function (migration 20261127T1601), whatever code inserts them.
 */
export async function allocateAssetId(tx: DbOrTx, householdId: string): Promise<string> {
  const [row] = await rowsOf<{ asset_id: string }>(
    tx,
    sql`SELECT allocate_asset_id(${householdId}::uuid) AS asset_id`,
  );
  return row!.asset_id;
}

/** The asset id of a household's n-th labelled thing (n ≥ 1), as the database writes it. */
export function formatAssetId(n: number): string {
  return `${String(Math.floor(n / 1000)).padStart(3, '0')}-${String(n % 1000).padStart(3, '0')}`;
}
