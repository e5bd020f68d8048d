import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Embedder } from '../../adapters/embeddings/embedder.js';
import type { Database } from '../../db/database.js';
import type { EmbeddingBacklogRepository } from './embedding-backlog.repository.js';
import { type BacklogEntry } from './embedding-backlog.repository.js';
import { ItemEmbeddingsRepository } from './item-embeddings.repository.js';

/** Whose question it is and about which household (their personal one when not named). */
export interface IndexScope {
  userId: string;
  householdId?: string | undefined;
}

interface HouseholdVectors {
  ids: string[];
  matrix: Float32Array;
  dimensions: number;
  loadedAt: number;
}

interface ItemText {
  id: string;
  /** Who added it. */
  userId: string;
  text: string;
  hash: string;
}

/**
 * Texts per embedding call of the backlog. The backlog sends one call at a time, so a search's
 * query waits behind at most one such batch in the embedder's queue.
 */
const BATCH = 16;
const PUBLISH_EVERY = BATCH * 128;
/** How long a question of the assistant waits, once, for a first index of the user. */
const FIRST_INDEX_WAIT_MS = 3000;
const MAX_CACHED_HOUSEHOLDS = 50;
/** Vectors held longer than this are reloaded, so work done by another process shows up. */
const CACHE_REFRESH_MS = 30_000;
const MAX_CACHED_QUERIES = 500;

export interface ItemIndexDeps {
  database: Database;
  backlog: EmbeddingBacklogRepository;
  /** Created on first use: loading a model costs memory and time. */
  embedder: () => Embedder;
  log: FastifyBaseLogger;
  /** Quiet time after a change before the user's items are embedded. */
  debounceMs?: number;
  /** Asks the job runtime for a run of the `embedding-backlog` job (which calls `drain()`). */
  requestDrain?: (delayMs: number) => void;
}

export interface NearestOptions {
  /**
   * Answer within this many milliseconds with what is indexed: a query whose embedding is not
   * ready by then finds nothing by meaning.
   */
  budgetMs?: number;
  /**
   * Wait up to this long (3 s by default, never beyond the budget), once per user, for a first
   * index when the user has no vectors yet.
   */
  firstIndexWaitMs?: number;
}

/** Resolves to the value, or to `undefined` once `ms` have passed. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  if (ms <= 0) return undefined;
  if (ms === Infinity) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

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
 * One embedding per inventory item, computed in the embedder's worker threads, stored in the
 * database and held per household in memory for fast similarity: a question searches every
 * item of the household asked about, whoever added it. Items needing embeddings are marked
 * in a durable backlog (embedding_backlog) that the `embedding-backlog` job drains one user and
 * one batch at a time (asked for on every change, and on its schedule): work survives restarts
 * and failures, and a search's query never queues behind more than one batch.
 */
export class ItemIndex {
  /** Vectors by household id. */
  private readonly cache = new Map<string, HouseholdVectors>();
  /** Each user's personal household, the scope of a question that names none. */
  private readonly personal = new Map<string, string>();
  private readonly queryVectors = new Map<string, Promise<Float32Array | undefined>>();
  private readonly syncing = new Map<string, Promise<void>>();
  private readonly waitedFor = new Set<string>();
  private readonly preferred = new Set<string>();
  private readonly backlog: EmbeddingBacklogRepository;
  private readonly embeddings: ItemEmbeddingsRepository;
  private readonly debounceMs: number;
  private readonly requestDrain: (delayMs: number) => void;
  private draining: Promise<void> | undefined;
  private drainAgain = false;
  private closed = false;
  private modelWarm = false;
  private warming: Promise<void> | undefined;

  private readonly embedder: () => Embedder;
  private readonly log: FastifyBaseLogger;

  constructor(deps: ItemIndexDeps) {
    this.embeddings = new ItemEmbeddingsRepository({ db: deps.database.db });
    this.backlog = deps.backlog;
    this.embedder = deps.embedder;
    this.log = deps.log;
    this.debounceMs = deps.debounceMs ?? 1000;
    this.requestDrain = deps.requestDrain ?? (() => undefined);
  }

  /** Finds work left by earlier runs (items without a current vector) and asks for a drain. */
  start() {
    if (this.closed) return;
    this.backlog
      .markUsersWithStaleItems()
      .then(() => this.requestDrain(0))
      .catch((error: unknown) => this.log.warn({ err: error }, 'embedding backlog scan failed'));
  }

  /** The user's items changed: their embeddings are due once the user has paused. */
  async markDirty(userId: string): Promise<void> {
    await this.backlog.mark(userId, this.debounceMs);
    this.requestDrain(this.debounceMs);
  }

  /** Embeds the user's items that have no current vector, then reloads the user's vectors. */
  sync(userId: string, { paced = false }: { paced?: boolean } = {}): Promise<void> {
    const running = this.syncing.get(userId);
    if (running) return running;
    const work = this.syncNow(userId, paced).finally(() => this.syncing.delete(userId));
    this.syncing.set(userId, work);
    return work;
  }

  /** Drains the backlog now; resolves when nothing is due (the job, tests, the benchmark). */
  async drain(): Promise<void> {
    this.wake();
    while (this.draining) await this.draining;
  }

  /** How many users wait for embeddings. */
  backlogSize(): Promise<number> {
    return this.backlog.size();
  }

  private wake() {
    if (this.closed) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drainDue()
      .catch((error: unknown) => this.log.warn({ err: error }, 'embedding backlog failed'))
      .finally(() => {
        this.draining = undefined;
        if (this.drainAgain) {
          this.drainAgain = false;
          this.wake();
        }
      });
  }

  private async drainDue() {
    while (!this.closed) {
      const entry = await this.backlog.nextDue([...this.preferred]);
      if (!entry) return;
      this.preferred.delete(entry.userId);
      await this.embedEntry(entry);
    }
  }

  private async embedEntry(entry: BacklogEntry) {
    try {
      await this.sync(entry.userId, { paced: true });
      await this.backlog.finish(entry);
    } catch (error) {
      // The mark stays: the user is tried again later, so no work is ever dropped.
      this.log.warn({ err: error, userId: entry.userId }, 'embedding items failed; will retry');
      await this.backlog.postpone(entry);
    }
  }

  /** `paced`: rest as long as each batch took, so a backlog never takes more than half a core. */
  private async syncNow(userId: string, paced: boolean) {
    const embedder = this.embedder();
    const model = embedder.model;
    const [rows, households] = await Promise.all([
      this.embeddings.itemTexts(userId),
      this.embeddings.householdsOf(userId),
    ]);
    for (const household of households) {
      if (household.personal) this.personal.set(userId, household.id);
    }
    const stale: ItemText[] = [];
    for (const row of rows) {
      const text = itemText(row);
      const hash = createHash('sha1').update(text).digest('hex');
      if (row.text_hash !== hash || row.model !== model) {
        stale.push({ id: row.id, userId: row.user_id, text, hash });
      }
    }
    const loadAll = () =>
      Promise.all(households.map((household) => this.load(household.id, model)));
    for (let start = 0; start < stale.length && !this.closed; start += BATCH) {
      // A large backlog (a bulk import) becomes searchable bit by bit.
      if (start > 0 && start % PUBLISH_EVERY === 0) await loadAll();
      const started = performance.now();
      await this.store(model, stale.slice(start, start + BATCH), embedder);
      if (paced) await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
      this.modelWarm = true;
    }
    if (this.closed) throw new Error('The item index closed before the user was embedded');
    await loadAll();
  }

  private async store(model: string, batch: ItemText[], embedder: Embedder) {
    const vectors = await embedder.embed(batch.map((item) => item.text));
    const values = batch.map((item, index) => ({
      itemId: item.id,
      userId: item.userId,
      model,
      textHash: item.hash,
      vector: Buffer.from(
        vectors[index]!.buffer,
        vectors[index]!.byteOffset,
        vectors[index]!.byteLength,
      ),
      updatedAt: new Date(),
    }));
    await this.embeddings.store(values);
  }

  private async load(householdId: string, model: string): Promise<HouseholdVectors> {
    const rows = await this.embeddings.vectors(householdId, model);
    const dimensions = rows[0] ? rows[0].vector.byteLength / 4 : 0;
    const matrix = new Float32Array(rows.length * dimensions);
    rows.forEach((row, index) => {
      const bytes = row.vector;
      matrix.set(
        new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
        index * dimensions,
      );
    });
    if (this.cache.size >= MAX_CACHED_HOUSEHOLDS && !this.cache.has(householdId)) {
      this.cache.delete(this.cache.keys().next().value!);
    }
    const vectors = {
      ids: rows.map((row) => row.itemId),
      matrix,
      dimensions,
      loadedAt: Date.now(),
    };
    this.cache.set(householdId, vectors);
    return vectors;
  }

  /** The household's vectors: from memory, reloaded in the background once they are old. */
  private async vectorsOf(householdId: string, model: string): Promise<HouseholdVectors> {
    const cached = this.cache.get(householdId);
    if (!cached) return this.load(householdId, model);
    if (Date.now() - cached.loadedAt > CACHE_REFRESH_MS) {
      cached.loadedAt = Date.now();
      this.load(householdId, model).catch((error: unknown) =>
        this.log.warn({ err: error, householdId }, 'reloading item vectors failed'),
      );
    }
    return cached;
  }

  /** The household a question searches: the one named, or the asker's personal household. */
  private async householdOf(scope: IndexScope): Promise<string | undefined> {
    if (scope.householdId) return scope.householdId;
    const known = this.personal.get(scope.userId);
    if (known) return known;
    const personal = (await this.embeddings.householdsOf(scope.userId)).find((h) => h.personal);
    if (personal) this.personal.set(scope.userId, personal.id);
    return personal?.id;
  }

  /** A query's vector; recent queries are remembered, and one finishing late is kept for next time. */
  private queryVector(query: string): Promise<Float32Array | undefined> {
    const known = this.queryVectors.get(query);
    if (known) return known;
    const pending = this.embedder()
      .embed([query])
      .then(([vector]) => vector)
      .catch((error: unknown) => {
        this.queryVectors.delete(query);
        this.log.warn({ err: error }, 'embedding a query failed');
        return undefined;
      });
    if (this.queryVectors.size >= MAX_CACHED_QUERIES) {
      this.queryVectors.delete(this.queryVectors.keys().next().value!);
    }
    this.queryVectors.set(query, pending);
    return pending;
  }

  /** The household's items nearest in meaning to `query`, best first, with their cosine. */
  async nearest(
    scope: IndexScope,
    query: string,
    limit: number,
    minScore = 0,
    options: NearestOptions = {},
  ): Promise<{ id: string; score: number }[]> {
    const deadline = options.budgetMs === undefined ? Infinity : Date.now() + options.budgetMs;
    const left = () => deadline - Date.now();
    const model = this.embedder().model;
    const firstWait = options.firstIndexWaitMs ?? FIRST_INDEX_WAIT_MS;
    const { userId } = scope;
    const householdId = await this.householdOf(scope);
    if (!householdId) return [];
    // The asker's embedding covers every item of their households, whoever added it.
    if (!this.cache.has(householdId) && (await this.backlog.has(userId))) {
      // Embedding this user comes next; a question may wait for it once, briefly.
      this.preferred.add(userId);
      this.wake();
      if (firstWait > 0 && !this.waitedFor.has(userId)) {
        this.waitedFor.add(userId);
        await within(this.drainUntilIndexed(userId), Math.min(firstWait, left()));
      }
    }
    const vectorsWork = this.vectorsOf(householdId, model);
    const queryWork = this.queryVector(query);
    const vectors = await within(vectorsWork, left());
    if (!vectors || vectors.ids.length === 0) return [];
    const queryVector = await within(queryWork, left());
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

  private async drainUntilIndexed(userId: string) {
    while (!this.closed && (await this.backlog.has(userId))) {
      if (this.draining) await this.draining;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
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
   * True when a similarity search would answer at once: the model is loaded and the household's
   * vectors are in memory. Otherwise both are started in the background, and callers answer
   * without meanings rather than wait.
   */
  ready(scope: IndexScope): boolean {
    const { userId } = scope;
    const householdId = scope.householdId ?? this.personal.get(userId);
    if (!this.modelWarm) {
      this.warmUp().catch((error: unknown) => this.log.warn({ err: error }, 'embedder failed'));
      return false;
    }
    if (!householdId || !this.cache.has(householdId)) {
      this.sync(userId).catch((error: unknown) =>
        this.log.warn({ err: error, userId }, 'embedding items failed'),
      );
      return false;
    }
    return true;
  }

  forget(householdId: string) {
    this.cache.delete(householdId);
  }

  /** Stops draining and waits for the batch in progress. */
  async close() {
    this.closed = true;
    await this.draining;
  }
}
