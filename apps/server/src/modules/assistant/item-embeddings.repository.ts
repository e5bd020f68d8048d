import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type RepositoryDeps } from '../../db/database.js';
import { inventoryItems, itemEmbeddings } from '../../db/schema.js';

/** An item's searchable fields with the hash and model of its stored vector, if any. */
export interface ItemTextRow {
  id: string;
  /** Who added the item (its vector is stored under them) and the household it belongs to. */
  user_id: string;
  household_id: string;
  item_name: string;
  item_category: string;
  brand: string | null;
  item_description: string | null;
  location: string | null;
  tags: string[];
  text_hash: string | null;
  model: string | null;
}

export interface NewEmbedding {
  itemId: string;
  userId: string;
  model: string;
  textHash: string;
  vector: Buffer;
  updatedAt: Date;
}

/** Owner of item_embeddings: one vector per inventory item, for search by meaning. */
export class ItemEmbeddingsRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /**
   * Every item the user added or that belongs to a household of theirs (another member may have
   * changed it), with what its current vector was computed from.
   */
  itemTexts(userId: string): Promise<ItemTextRow[]> {
    return rowsOf<ItemTextRow>(
      this.db,
      sql`
        SELECT i.id, i.user_id, i.household_id, i.item_name, i.item_category, i.brand,
               i.item_description, i.location, i.tags, e.text_hash, e.model
        FROM inventory_items i LEFT JOIN item_embeddings e ON e.item_id = i.id
        WHERE i.user_id = ${userId}
           OR i.household_id IN (SELECT m.household_id FROM household_members m
                                 WHERE m.user_id = ${userId})`,
    );
  }

  /** The households the user belongs to, the personal one marked. */
  async householdsOf(userId: string): Promise<{ id: string; personal: boolean }[]> {
    const rows = await rowsOf<{ id: string; personal: boolean }>(
      this.db,
      sql`
        SELECT h.id, (h.personal_user_id IS NOT NULL AND h.personal_user_id = ${userId}) AS personal
        FROM household_members m JOIN households h ON h.id = m.household_id
        WHERE m.user_id = ${userId}`,
    );
    return rows.map((row) => ({ id: row.id, personal: Boolean(row.personal) }));
  }

  /** Writes the vectors; items deleted meanwhile are skipped (only existing items get one). */
  async store(values: NewEmbedding[]): Promise<void> {
    if (values.length === 0) return;
    const rows = values.map(
      (v) =>
        sql`(${v.itemId}::uuid, ${v.userId}::uuid, ${v.model}, ${v.textHash}, ${v.vector}::bytea, ${v.updatedAt.toISOString()}::timestamptz)`,
    );
    await this.db.execute(sql`
      INSERT INTO item_embeddings (item_id, user_id, model, text_hash, vector, updated_at)
      SELECT v.item_id, v.user_id, v.model, v.text_hash, v.vector, v.updated_at
      FROM (VALUES ${sql.join(rows, sql`, `)})
        AS v (item_id, user_id, model, text_hash, vector, updated_at)
      WHERE EXISTS (SELECT 1 FROM inventory_items i WHERE i.id = v.item_id)
      ON CONFLICT (item_id) DO UPDATE SET
        model = excluded.model, text_hash = excluded.text_hash,
        vector = excluded.vector, updated_at = excluded.updated_at`);
  }

  /** The vectors made by `model` of the household's items, whoever added them. */
  vectors(householdId: string, model: string): Promise<{ itemId: string; vector: Buffer }[]> {
    return this.db
      .select({ itemId: itemEmbeddings.itemId, vector: itemEmbeddings.vector })
      .from(itemEmbeddings)
      .innerJoin(inventoryItems, eq(inventoryItems.id, itemEmbeddings.itemId))
      .where(and(eq(inventoryItems.householdId, householdId), eq(itemEmbeddings.model, model)));
  }
}
