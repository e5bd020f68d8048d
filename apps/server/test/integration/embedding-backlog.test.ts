import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ManualClock } from '../../src/adapters/clock.js';
import { loadConfig } from '../../src/config.js';
import { newItem } from '../support/factories.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { FakeEmbedder } from '../support/fake-embedder.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/test-database.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function embeddedCount(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.app.services.database.rows<{ n: string | number }>(
    sql`SELECT count(*) AS n FROM item_embeddings WHERE user_id = ${userId}`,
  );
  return Number(row?.n ?? 0);
}

describe(`the embedding backlog survives failures and restarts (${databaseKind})`, () => {
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'circle-backlog-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A server process on the shared database, as after a restart. */
  async function start(embedder: FakeEmbedder): Promise<TestApp> {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'error',
      EMBEDDING_DRAIN_INTERVAL_MS: '100',
    });
    const analyzer = new FakeAnalyzer();
    const app = await buildApp(config, {
      database: database.database,
      clock: new ManualClock(),
      logger: false,
      analyzer,
      embedder,
    });
    await app.ready();
    return {
      app,
      clock: new ManualClock(),
      config,
      outboxDir: path.join(dataDir, 'outbox'),
      close: () => app.close(),
      analyzer,
    } as TestApp & { analyzer: FakeAnalyzer };
  }

  it('items whose embedding failed are embedded by the next process, without any search', async () => {
    const failing = new FakeEmbedder();
    failing.fail = true;
    const first = (await start(failing)) as TestApp & { analyzer: FakeAnalyzer };
    const user = await signedInUser(first);
    for (const name of ['Garden hose', 'Camping stove', 'Desk lamp']) {
      await newItem(first, first.analyzer, user.auth, { itemName: name });
    }
    // The overloaded embedder refuses the work; the mark stays.
    await vi.waitFor(async () => expect(await first.app.services.itemIndex.backlogSize()).toBe(1), {
      timeout: 10_000,
    });
    await first.app.services.itemIndex.drain();
    expect(await embeddedCount(first, user.userId)).toBe(0);
    expect(await first.app.services.itemIndex.backlogSize()).toBe(1);
    await first.close();

    const working = new FakeEmbedder();
    const second = await start(working);
    try {
      await vi.waitFor(
        async () => {
          expect(await embeddedCount(second, user.userId)).toBe(3);
          expect(await second.app.services.itemIndex.backlogSize()).toBe(0);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(working.queries).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe(`a search by meaning answers within its budget under a backlog (${databaseKind})`, () => {
  let t: TestApp;
  let analyzer: FakeAnalyzer;
  let embedder: FakeEmbedder;

  beforeAll(async () => {
    analyzer = new FakeAnalyzer();
    embedder = new FakeEmbedder();
    t = await buildTestApp({
      env: { SEARCH_MEANING_BUDGET_MS: '200', EMBEDDING_DRAIN_INTERVAL_MS: '100' },
      overrides: { analyzer, embedder },
    });
  });
  afterAll(async () => {
    embedder.release();
    await t?.close();
  });

  const search = (auth: Record<string, string>, text: string) =>
    t.app.inject({
      url: `/api/users/inventory?search=${encodeURIComponent(text)}`,
      headers: auth,
    });
  const names = (response: { json(): { items: { item_name: string }[] } }) =>
    response
      .json()
      .items.map((item) => item.item_name)
      .sort();

  it('finds the items already indexed while new ones wait, and never waits for the backlog', async () => {
    const user = await signedInUser(t);
    await newItem(t, analyzer, user.auth, { itemName: 'Espresso cup' });
    await newItem(t, analyzer, user.auth, { itemName: 'Desk lamp' });
    await vi.waitFor(async () => expect(await embeddedCount(t, user.userId)).toBe(2), {
      timeout: 10_000,
      interval: 50,
    });

    // A large import arrives; the embedder is stuck on it.
    embedder.holdBatches = true;
    for (let i = 0; i < 5; i += 1) {
      await newItem(t, analyzer, user.auth, { itemName: `Vinyl record ${i}` });
    }
    await vi.waitFor(() => expect(embedder.held).toBe(1), { timeout: 10_000, interval: 20 });

    // No word matches: the meaning fallback answers with what is indexed.
    const found = await search(user.auth, 'xylophone quartet');
    expect(found.statusCode).toBe(200);
    expect(names(found)).toEqual(['Desk lamp', 'Espresso cup']);

    // With the embedder stuck even for the query, the answer comes anyway, empty.
    embedder.holdQueries = true;
    const stalled = await search(user.auth, 'harmonica trio');
    expect(stalled.statusCode).toBe(200);
    expect(stalled.json().items).toEqual([]);
    expect(await t.app.services.itemIndex.backlogSize()).toBe(1);

    // Once the embedder is free, the backlog drains by itself.
    embedder.release();
    await vi.waitFor(
      async () => {
        expect(await embeddedCount(t, user.userId)).toBe(7);
        expect(await t.app.services.itemIndex.backlogSize()).toBe(0);
      },
      { timeout: 10_000, interval: 50 },
    );
    const all = await search(user.auth, 'xylophone quartet');
    expect(all.json().items).toHaveLength(7);
  });
});
