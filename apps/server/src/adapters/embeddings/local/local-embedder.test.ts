/**
 * The real USE-lite model in a worker thread: shape, unit length, determinism, batching, no
 * tensor leaks, and semantic sanity on inventory-style texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosine } from '../embedder.js';
import { createLocalEmbedder } from './local-embedder.js';

const TIMEOUT = 60_000;

const norm = (v: Float32Array) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));

/** Items as a user would name them, each with a query a user might type to find it. */
const PAIRS: ReadonlyArray<{ query: string; item: string }> = [
  { query: 'something to make coffee', item: 'Nespresso Vertuo coffee machine' },
  { query: 'where is my laptop', item: 'Dell XPS 15 laptop' },
  { query: 'tool to drill holes in the wall', item: 'DeWalt cordless drill' },
  { query: 'television', item: 'Samsung 55-inch QLED TV' },
  { query: 'headphones for music', item: 'Sony WH-1000XM4 noise cancelling headphones' },
  { query: 'camera for taking photos', item: 'Canon EOS R6 mirrorless camera' },
  { query: 'musical instrument', item: 'Fender Stratocaster electric guitar' },
  { query: 'furniture to store clothes', item: 'IKEA Malm chest of drawers' },
  { query: 'travel documents', item: 'Passport and birth certificate folder' },
  { query: 'bicycle', item: 'Trek mountain bike' },
  { query: 'appliance for baking cakes', item: 'KitchenAid stand mixer' },
  { query: 'warm coat for winter', item: 'North Face down jacket' },
  { query: 'jewellery', item: 'Gold wedding ring' },
  { query: 'cleaning the floor', item: 'Dyson V11 cordless vacuum cleaner' },
  { query: 'medical supplies', item: 'First aid kit with bandages' },
];
const ITEMS = PAIRS.map((p) => p.item);

describe('local USE-lite embedder', { timeout: TIMEOUT }, () => {
  const embedder = createLocalEmbedder();
  let items: Float32Array[];

  beforeAll(async () => {
    await embedder.warmUp();
    items = await embedder.embed(ITEMS);
  }, TIMEOUT);
  afterAll(() => embedder.close());

  it('describes itself', () => {
    expect(embedder.dimensions).toBe(512);
    expect(embedder.model).toBe('use-lite-512');
  });

  it('gives one 512-number unit vector per text', async () => {
    const vectors = await embedder.embed(['hello world', '', 'Nespresso Vertuo', '日本語 😀']);
    expect(vectors).toHaveLength(4);
    for (const v of vectors) {
      expect(v).toBeInstanceOf(Float32Array);
      expect(v).toHaveLength(512);
      expect(v.every(Number.isFinite)).toBe(true);
      expect(norm(v)).toBeCloseTo(1, 5);
    }
    expect(await embedder.embed([])).toEqual([]);
  });

  it('is deterministic, and a text gets the same vector alone or in a padded batch', async () => {
    const [alone] = await embedder.embed(['Dell XPS 15 laptop']);
    const [again] = await embedder.embed(['Dell XPS 15 laptop']);
    expect(Array.from(again!)).toEqual(Array.from(alone!));
    expect(cosine(alone!, items[1]!)).toBeGreaterThan(0.99999);
  });

  it('keeps order across several batches of 32 and does not leak tensors', async () => {
    const texts = Array.from({ length: 70 }, (_, i) => `${ITEMS[i % ITEMS.length]!} #${i}`);
    const before = await embedder.embedRaw(['x']);
    const vectors = await embedder.embed(texts);
    expect(vectors).toHaveLength(70);
    const [single] = await embedder.embed([texts[69]!]);
    expect(cosine(vectors[69]!, single!)).toBeGreaterThan(0.99999);
    const after = await embedder.embedRaw(['x']);
    expect(after.liveTensors).toBe(before.liveTensors);
  });

  it('keeps tfjs out of the main thread', () => {
    // tfjs-core registers its engine on the global object when first imported.
    expect((globalThis as Record<string, unknown>)._tfengine).toBeUndefined();
  });

  it('rejects what is not a list of strings', async () => {
    await expect(embedder.embed([42 as unknown as string])).rejects.toThrow(TypeError);
  });

  it('puts a coffee query nearer a coffee machine than a drill', async () => {
    const [query] = await embedder.embed(['something to make coffee']);
    const coffee = cosine(query!, items[0]!);
    const drill = cosine(query!, items[2]!);
    expect(coffee).toBeGreaterThan(drill);
  });

  it('finds the laptop among ten items', async () => {
    const [query] = await embedder.embed(['where is my laptop']);
    const ranked = ITEMS.slice(0, 10)
      .map((item, i) => ({ item, score: cosine(query!, items[i]!) }))
      .sort((a, b) => b.score - a.score);
    expect(ranked[0]!.item).toBe('Dell XPS 15 laptop');
  });

  it('ranks the intended item first for most inventory queries', async () => {
    const queries = await embedder.embed(PAIRS.map((p) => p.query));
    const lines: string[] = [];
    let hits = 0;
    PAIRS.forEach((pair, q) => {
      const ranked = ITEMS.map((item, i) => ({ item, score: cosine(queries[q]!, items[i]!) })).sort(
        (a, b) => b.score - a.score,
      );
      const rank = ranked.findIndex((r) => r.item === pair.item) + 1;
      if (rank === 1) hits++;
      lines.push(
        `${rank === 1 ? 'ok  ' : 'MISS'} "${pair.query}" → rank ${rank}` +
          (rank === 1 ? '' : ` (top: "${ranked[0]!.item}" ${ranked[0]!.score.toFixed(3)})`),
      );
    });
    console.log(
      `USE-lite top-1 accuracy: ${hits}/${PAIRS.length} over ${ITEMS.length} items\n${lines.join('\n')}`,
    );
    expect(hits).toBeGreaterThanOrEqual(10);
  });
});
