import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Embedder } from '../../adapters/embeddings/embedder.js';
import type { Db } from '../../db/database.js';
import { itemEmbeddings } from '../../db/schema.js';

interface UserVectors {
  ids: string[];
  matrix: Float32Array;
  dimensions: number;
}

interface ItemText {
  id: string;
  text: string;
  hash: string;
}

const BATCH = 32;
const PUBLISH_EVERY = BATCH * 64;
/** How long a question waits for a first index before answering without meanings. */
const FIRST_SYNC_WAIT_MS = 3000;
const MAX_CACHED_USERS = 50;

/** The text an item is embedded from: what a person would call it and where it is. */
export function itemText(item: {
  item_name: string;
  item_category: string;
  brand: string | null;
  item_description: string | null;
  location: string | null;
  tags: string[];
}): string {
  return [
    item.item_name,
    item.brand ? `by ${item.brand}` : '',
    item.item_category,
    item.location ? `in the ${item.location}` : '',
    item.tags.join(', '),
    item.item_description ?? '',
  ]
    .filter(Boolean)
    .join('. ')
    .slice(0, 600);
}

/**
 * One embedding per inventory item, computed in the embedder's worker threads after items are
 * created or edited, stored in the database and held per user in memory for fast similarity.
 */
export class ItemIndex {
  private readonly cache = new Map<string, UserVectors>();
  private readonly dirty = new Set<string>();
  private readonly syncing = new Map<string, Promise<void>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly waitedFor = new Set<string>();
  private modelWarm = false;
  private warming: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly embedder: () => Embedder,
    private readonly log: FastifyBaseLogger,
    private readonly debounceMs = 1000,
  ) {}

  /** The user's items changed: embed what is new or edited soon, in the background. */
  markDirty(userId: string) {
    this.dirty.add(userId);
    clearTimeout(this.timers.get(userId));
    const timer = setTimeout(() => {
      this.timers.delete(userId);
      this.sync(userId).catch((error: unknown) =>
        this.log.warn({ err: error, userId }, 'embedding items failed'),
      );
    }, this.debounceMs);
    timer.unref();
    this.timers.set(userId, timer);
  }

  /** Embeds the user's items that have no current vector, then reloads the user's vectors. */
  sync(userId: string): Promise<void> {
    const running = this.syncing.get(userId);
    if (running) return running;
    const work = this.syncNow(userId).finally(() => this.syncing.delete(userId));
    this.syncing.set(userId, work);
    return work;
  }

  private async syncNow(userId: string) {
    this.dirty.delete(userId);
    const embedder = this.embedder();
    const model = embedder.model;
    const rows = (await this.db.execute(sql`
      SELECT i.id, i.item_name, i.item_category, i.brand, i.item_description, i.location, i.tags,
             e.text_hash, e.model
      FROM inventory_items i LEFT JOIN item_embeddings e ON e.item_id = i.id
      WHERE i.user_id = ${userId}`)) as unknown as {
      rows: {
        id: string;
        item_name: string;
        item_category: string;
        brand: string | null;
        item_description: string | null;
        location: string | null;
        tags: string[];
        text_hash: string | null;
        model: string | null;
      }[];
    };
    const stale: ItemText[] = [];
    for (const row of rows.rows) {
      const text = itemText(row);
      const hash = createHash('sha1').update(text).digest('hex');
      if (row.text_hash !== hash || row.model !== model) stale.push({ id: row.id, text, hash });
    }
    for (let start = 0; start < stale.length; start += BATCH) {
      // A large backlog (a bulk import) becomes searchable bit by bit.
      if (start > 0 && start % PUBLISH_EVERY === 0) await this.load(userId, model);
      const batch = stale.slice(start, start + BATCH);
      const vectors = await embedder.embed(batch.map((item) => item.text));
      this.modelWarm = true;
      const values = batch.map((item, index) => ({
        itemId: item.id,
        userId,
        model,
        textHash: item.hash,
        vector: Buffer.from(
          vectors[index]!.buffer,
          vectors[index]!.byteOffset,
          vectors[index]!.byteLength,
        ),
        updatedAt: new Date(),
      }));
      await this.db
        .insert(itemEmbeddings)
        .values(values)
        .onConflictDoUpdate({
          target: itemEmbeddings.itemId,
          set: {
            model: sql`excluded.model`,
            textHash: sql`excluded.text_hash`,
            vector: sql`excluded.vector`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    await this.load(userId, model);
  }

  private async load(userId: string, model: string) {
    const rows = await this.db
      .select({ itemId: itemEmbeddings.itemId, vector: itemEmbeddings.vector })
      .from(itemEmbeddings)
      .where(and(eq(itemEmbeddings.userId, userId), eq(itemEmbeddings.model, model)));
    const dimensions = rows[0] ? rows[0].vector.byteLength / 4 : 0;
    const matrix = new Float32Array(rows.length * dimensions);
    rows.forEach((row, index) => {
      const bytes = row.vector;
      matrix.set(
        new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
        index * dimensions,
      );
    });
    if (this.cache.size >= MAX_CACHED_USERS && !this.cache.has(userId)) {
      this.cache.delete(this.cache.keys().next().value!);
    }
    this.cache.set(userId, { ids: rows.map((row) => row.itemId), matrix, dimensions });
  }

  /** The user's items nearest in meaning to `query`, best first, with their cosine. */
  async nearest(
    userId: string,
    query: string,
    limit: number,
    minScore = 0,
  ): Promise<{ id: string; score: number }[]> {
    if (!this.cache.has(userId) || this.dirty.has(userId)) {
      const pending = this.sync(userId);
      pending.catch((error: unknown) =>
        this.log.warn({ err: error, userId }, 'embedding items failed'),
      );
      // Answer from the vectors at hand; only a first index is waited for, briefly and once.
      if (!this.cache.has(userId) && !this.waitedFor.has(userId)) {
        this.waitedFor.add(userId);
        await Promise.race([
          pending,
          new Promise((resolve) => setTimeout(resolve, FIRST_SYNC_WAIT_MS).unref()),
        ]);
      }
    }
    const vectors = this.cache.get(userId);
    if (!vectors || vectors.ids.length === 0) return [];
    const [queryVector] = await this.embedder().embed([query]);
    if (!queryVector || queryVector.length !== vectors.dimensions) return [];
    const scores: { id: string; score: number }[] = [];
    const { matrix, dimensions } = vectors;
    for (let row = 0; row < vectors.ids.length; row += 1) {
      let dot = 0;
      const offset = row * dimensions;
      for (let i = 0; i < dimensions; i += 1) dot += matrix[offset + i]! * queryVector[i]!;
      if (dot >= minScore) scores.push({ id: vectors.ids[row]!, score: dot });
    }
    return scores.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  async warmUp() {
    this.warming ??= this.embedder()
      .warmUp()
      .then(() => {
        this.modelWarm = true;
      });
    await this.warming;
  }

  /**
   * True when a similarity search would answer at once: the model is loaded and the user's
   * vectors are in memory. Otherwise both are started in the background, and callers answer
   * without meanings rather than wait.
   */
  ready(userId: string): boolean {
    if (!this.modelWarm) {
      this.warmUp().catch((error: unknown) => this.log.warn({ err: error }, 'embedder failed'));
      return false;
    }
    if (!this.cache.has(userId)) {
      this.sync(userId).catch((error: unknown) =>
        this.log.warn({ err: error, userId }, 'embedding items failed'),
      );
      return false;
    }
    return true;
  }

  forget(userId: string) {
    this.cache.delete(userId);
    this.dirty.delete(userId);
  }

  close() {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
