import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { inventoryItems, places } from '../../db/schema.js';
import type { AccessPolicy } from '../households/index.js';

/** One thing a label is printed for: an item or a place of a household. */
export interface LabelSubject {
  kind: 'item' | 'place';
  id: string;
  /** Its short id ("000-142"). */
  assetId: string;
  name: string;
  /** The Circle link its QR code holds. */
  url: string;
}

/**
 * Finds the labelled things of one kind that the user may read. Ids that do not exist, or that
 * belong to a household the user is not a member of, are simply missing from the answer.
 */
export interface LabelSubjectSource {
  readonly kind: LabelSubject['kind'];
  find(userId: string, ids: string[]): Promise<LabelSubject[]>;
}

/** The address of an item or a place in the web app: `<public URL>/items/<id>`. */
export function subjectUrl(publicUrl: string, kind: LabelSubject['kind'], id: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${kind === 'item' ? 'items' : 'places'}/${id}`;
}

/** Rows with a household, kept when the user is a member of that household in any role. */
export async function readableBy<T extends { householdId: string }>(
  access: AccessPolicy,
  userId: string,
  rows: T[],
): Promise<T[]> {
  const households = [...new Set(rows.map((row) => row.householdId))];
  const member = await Promise.all(households.map((id) => access.isMember(userId, id)));
  const readable = new Set(households.filter((_, k) => member[k]));
  return rows.filter((row) => readable.has(row.householdId));
}

/** The household's items, as labels show them. */
export function itemLabelSource(deps: {
  db: Db;
  access: AccessPolicy;
  publicUrl: string;
}): LabelSubjectSource {
  return {
    kind: 'item',
    async find(userId, ids) {
      if (ids.length === 0) return [];
      const rows = await deps.db
        .select({
          id: inventoryItems.id,
          householdId: inventoryItems.householdId,
          assetId: inventoryItems.assetId,
          name: inventoryItems.itemName,
        })
        .from(inventoryItems)
        .where(inArray(inventoryItems.id, ids));
      return (await readableBy(deps.access, userId, rows)).map((row) => ({
        kind: 'item' as const,
        id: row.id,
        assetId: row.assetId,
        name: row.name,
        url: subjectUrl(deps.publicUrl, 'item', row.id),
      }));
    },
  };
}

/** The household's places, as labels show them; scanning one opens the place's page. */
export function placeLabelSource(deps: {
  db: Db;
  access: AccessPolicy;
  publicUrl: string;
}): LabelSubjectSource {
  return {
    kind: 'place',
    async find(userId, ids) {
      if (ids.length === 0) return [];
      const rows = await deps.db
        .select({
          id: places.id,
          householdId: places.householdId,
          assetId: places.assetId,
          name: places.name,
        })
        .from(places)
        .where(inArray(places.id, ids));
      return (await readableBy(deps.access, userId, rows)).map((row) => ({
        kind: 'place' as const,
        id: row.id,
        assetId: row.assetId ?? '',
        name: row.name,
        url: subjectUrl(deps.publicUrl, 'place', row.id),
      }));
    },
  };
}
