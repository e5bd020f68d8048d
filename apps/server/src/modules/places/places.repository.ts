import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, RepositoryDeps, Tx } from '../../db/database.js';
import { files, inventoryItems, places, type FileRow, type PlaceRow } from '../../db/schema.js';
import type { PlaceStats } from '../../domain/place-tree.js';

export type NewPlace = typeof places.$inferInsert;

/** Two siblings with one name (the unique index places_sibling_name_idx). */
export class SiblingNameTaken extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

async function siblingSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new SiblingNameTaken();
    throw error;
  }
}

class Vanished extends Error {}

/** Where a deleted place's contents go. */
export type PlaceContentsTarget =
  | { kind: 'place'; id: string }
  /** Items leave their place; sub-places move up to the deleted place's parent. */
  | { kind: 'none'; parentId: string | null };

/** The households' places (the places module owns the table). */
export class PlacesRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  async all(householdId: string): Promise<PlaceRow[]> {
    return this.db.select().from(places).where(eq(places.householdId, householdId));
  }

  async find(householdId: string, id: string): Promise<PlaceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(places)
      .where(and(eq(places.id, id), eq(places.householdId, householdId)))
      .limit(1);
    return row;
  }

  /** Items and their value (× quantity) directly in each place of the household. */
  async stats(householdId: string): Promise<Map<string, PlaceStats>> {
    const rows = await this.db
      .select({
        placeId: inventoryItems.placeId,
        items: sql<number>`count(*)`.mapWith(Number),
        value:
          sql<number>`coalesce(sum(${inventoryItems.estimatedValue} * ${inventoryItems.quantity}), 0)::float`.mapWith(
            Number,
          ),
      })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.householdId, householdId), isNotNull(inventoryItems.placeId)))
      .groupBy(inventoryItems.placeId);
    return new Map(rows.map((row) => [row.placeId!, { items: row.items, value: row.value }]));
  }

  /** The path ("Home / Garage / Shelf A") of each of these places. */
  async pathsOf(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ id: places.id, path: sql<string>`place_path(${places.id})` })
      .from(places)
      .where(inArray(places.id, unique));
    return new Map(rows.map((row) => [row.id, row.path]));
  }

  /** The household's image files among these, to show as places' photos. */
  async photos(
    householdId: string,
    fileIds: string[],
  ): Promise<
    Map<string, Pick<FileRow, 'id' | 'storageKey' | 'thumbnailKey' | 'mimeType' | 'filename'>>
  > {
    const unique = [...new Set(fileIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: files.id,
        storageKey: files.storageKey,
        thumbnailKey: files.thumbnailKey,
        mimeType: files.mimeType,
        filename: files.filename,
      })
      .from(files)
      .where(
        and(
          inArray(files.id, unique),
          eq(files.householdId, householdId),
          eq(files.contentType, 'image'),
        ),
      );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The place's new photo: the image file and the place pointing at it, in one transaction. */
  async insertPhoto(
    householdId: string,
    placeId: string,
    file: typeof files.$inferInsert,
    now: Date,
  ): Promise<boolean> {
    return this.db
      .transaction(async (tx: Tx) => {
        await tx.insert(files).values(file);
        const rows = await tx
          .update(places)
          .set({ photoFileId: file.id, updatedAt: now })
          .where(and(eq(places.id, placeId), eq(places.householdId, householdId)))
          .returning({ id: places.id });
        // The place went in the meantime: keep no file row for it.
        if (rows.length !== 1) throw new Vanished();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof Vanished) return false;
        throw error;
      });
  }

  async insert(place: NewPlace): Promise<void> {
    await siblingSafe(() => this.db.insert(places).values(place));
  }

  async update(
    householdId: string,
    id: string,
    changes: Partial<PlaceRow>,
    now: Date,
  ): Promise<boolean> {
    const rows = await siblingSafe(() =>
      this.db
        .update(places)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(places.id, id), eq(places.householdId, householdId)))
        .returning({ id: places.id }),
    );
    return rows.length === 1;
  }

  /** How many items and sub-places are directly in the place. */
  async contents(id: string): Promise<{ items: number; places: number }> {
    const [items, children] = await Promise.all([
      this.db.$count(inventoryItems, eq(inventoryItems.placeId, id)),
      this.db.$count(places, eq(places.parentId, id)),
    ]);
    return { items: Number(items), places: Number(children) };
  }

  /**
   * Moves the place's items and sub-places to the target, then deletes it: all in one
   * transaction, so nothing is lost when a step fails.
   */
  async delete(
    householdId: string,
    id: string,
    target: PlaceContentsTarget,
    now: Date,
  ): Promise<{ movedItems: string[]; movedPlaces: number } | null> {
    return siblingSafe(() =>
      this.db.transaction(async (tx: Tx) => {
        const placeTarget = target.kind === 'place' ? target.id : null;
        const parentTarget = target.kind === 'place' ? target.id : target.parentId;
        const items = await tx
          .update(inventoryItems)
          .set({ placeId: placeTarget, updatedAt: now })
          .where(and(eq(inventoryItems.placeId, id), eq(inventoryItems.householdId, householdId)))
          .returning({ id: inventoryItems.id });
        const children = await tx
          .update(places)
          .set({ parentId: parentTarget, updatedAt: now })
          .where(and(eq(places.parentId, id), eq(places.householdId, householdId)))
          .returning({ id: places.id });
        const removed = await tx
          .delete(places)
          .where(and(eq(places.id, id), eq(places.householdId, householdId)))
          .returning({ id: places.id });
        // The place went in the meantime: undo the moves.
        if (removed.length !== 1) throw new Vanished();
        return { movedItems: items.map((item) => item.id), movedPlaces: children.length };
      }),
    ).catch((error: unknown) => {
      if (error instanceof Vanished) return null;
      throw error;
    });
  }
}
