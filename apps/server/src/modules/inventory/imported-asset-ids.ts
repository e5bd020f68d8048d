import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { households, inventoryItems, places } from '../../db/schema.js';

type NewInventoryItem = typeof inventoryItems.$inferInsert;

/** The item without an asset id: the insert trigger counts out the household's next one. */
function withoutAssetId({ assetId: _dropped, ...item }: NewInventoryItem): NewInventoryItem {
  return item;
}

/** The highest counter value an asset id may stand for (the counter is a 32-bit integer). */
const MAX_ASSET_NUMBER = 2_000_000_000;

/** The household counter value an id such as "000-142" (142) or "1234-567" stands for. */
export function assetNumberOf(assetId: string): number | null {
  const match = /^(\d{3,})-(\d{3})$/.exec(assetId);
  return match ? Number(match[1]) * 1000 + Number(match[2]) : null;
}

/**
 * Imported items keep the asset ids their file names where the household has none such yet (among
 * its items and places, or earlier in the file); the others get new ones from the counter. The
 * counter first moves past every numbered id of the file, under the household row's lock, so a
 * number counted out later, by this import or anyone, never meets a kept one.
 */
export async function keepImportedAssetIds(
  tx: Tx,
  items: NewInventoryItem[],
): Promise<NewInventoryItem[]> {
  const byHousehold = new Map<string, NewInventoryItem[]>();
  for (const item of items) {
    if (!item.assetId) continue;
    const number = assetNumberOf(item.assetId);
    // A number past the counter's range, or no household to check against: a new id instead.
    if (!item.householdId || (number !== null && number > MAX_ASSET_NUMBER)) continue;
    const group = byHousehold.get(item.householdId) ?? [];
    group.push(item);
    byHousehold.set(item.householdId, group);
  }
  const kept = new Set<NewInventoryItem>();
  for (const [householdId, group] of byHousehold) {
    const highest = Math.max(0, ...group.map((item) => assetNumberOf(item.assetId!) ?? 0));
    await tx
      .update(households)
      .set({ assetCounter: sql`greatest(${households.assetCounter}, ${highest})` })
      .where(eq(households.id, householdId));
    const wanted = [...new Set(group.map((item) => item.assetId!))];
    const taken = new Set<string>();
    for (let start = 0; start < wanted.length; start += 1000) {
      const slice = wanted.slice(start, start + 1000);
      const itemRows = await tx
        .select({ assetId: inventoryItems.assetId })
        .from(inventoryItems)
        .where(
          and(eq(inventoryItems.householdId, householdId), inArray(inventoryItems.assetId, slice)),
        );
      const placeRows = await tx
        .select({ assetId: places.assetId })
        .from(places)
        .where(and(eq(places.householdId, householdId), inArray(places.assetId, slice)));
      for (const row of [...itemRows, ...placeRows]) if (row.assetId) taken.add(row.assetId);
    }
    for (const item of group) {
      if (taken.has(item.assetId!)) continue;
      taken.add(item.assetId!);
      kept.add(item);
    }
  }
  return items.map((item) => (kept.has(item) || !item.assetId ? item : withoutAssetId(item)));
}
