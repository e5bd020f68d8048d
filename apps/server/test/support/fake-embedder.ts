import type { Embedder } from '../../src/adapters/embeddings/embedder.js';

/**
 * An embedder under the test's control: every text means the same (one unit vector), so any item
 * that has a vector matches any query by meaning. `hold` makes item batches wait until `release`;
 * `fail` makes them fail, as an overloaded worker queue does.
 */
export class FakeEmbedder implements Embedder {
  readonly dimensions = 4;
  readonly model = 'fake-embedder';
  batches = 0;
  queries = 0;
  fail = false;
  holdBatches = false;
  holdQueries = false;
  private readonly waiting: (() => void)[] = [];

  async embed(texts: string[]): Promise<Float32Array[]> {
    // Item texts are sentences joined by ". "; a search query is not.
    const isBatch = texts.some((text) => text.includes('. '));
    if (isBatch) {
      if (this.fail) throw new Error('Task queue is at limit');
      if (this.holdBatches) await new Promise<void>((resolve) => this.waiting.push(resolve));
      this.batches += 1;
    } else {
      if (this.holdQueries) await new Promise<void>((resolve) => this.waiting.push(resolve));
      this.queries += 1;
    }
    return texts.map(() => new Float32Array([0.5, 0.5, 0.5, 0.5]));
  }

  /** Calls waiting for `release`. */
  get held(): number {
    return this.waiting.length;
  }

  release() {
    this.holdBatches = false;
    this.holdQueries = false;
    for (const resume of this.waiting.splice(0)) resume();
  }

  async warmUp() {}
  async close() {
    this.release();
  }
}
