/**
 * Worker-thread entry (run by piscina): Universal Sentence Encoder lite on tfjs + WASM.
 * The tokenizer and the graph model are loaded once per worker and reused for every task.
 *
 * Graph inputs (from dist/model.json; the file has no signature, these are its two
 * Placeholder nodes, both int64 in TensorFlow, int32 in tfjs):
 * - `indices` [N, 2]: for every token, its [text number, position in the text];
 * - `values`  [N]:    the token ids, in the same order.
 * There is no dense-shape input: the graph derives it as max(indices) + 1 and pads with -1,
 * so every text needs at least one token (the tokenizer always gives the leading '▁').
 * Positions ≥ 128 are dropped by the graph (`ClipToMaxLength`), so texts are cut to 128 ids.
 * Output: `…/hidden_layers/l2_normalize` [texts, 512], already L2-normalised by the graph.
 * The graph contains `Where` (dynamic shapes), hence `executeAsync`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { tfjsWasmDir } from '../../ai/local/package-paths.js';
import { normalize } from '../embedder.js';
import {
  MAX_BATCH,
  USE_LITE_DIMENSIONS,
  USE_LITE_MAX_TOKENS,
  useLiteDir,
  type EmbedResult,
  type EmbedTask,
} from './embed-shared.js';
import { SentencePieceTokenizer } from './sentencepiece.js';

const INPUT_INDICES = 'indices';
const INPUT_VALUES = 'values';
const OUTPUT_NODE = 'module_apply_default/Encoder_en/hidden_layers/l2_normalize';

interface ModelJson {
  modelTopology: tf.io.ModelArtifacts['modelTopology'];
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: object;
  weightsManifest: Array<{ paths: string[]; weights: tf.io.WeightsManifestEntry[] }>;
}

/**
 * The model's artifacts read straight from disk, handed to `loadGraphModel` as an IO handler
 * object (no URL, so no global `file://` router is needed in this worker).
 */
async function readArtifacts(modelJsonPath: string): Promise<tf.io.ModelArtifacts> {
  const json = JSON.parse(await readFile(modelJsonPath, 'utf8')) as ModelJson;
  const weightSpecs = json.weightsManifest.flatMap((group) => group.weights);
  const shards = await Promise.all(
    json.weightsManifest
      .flatMap((group) => group.paths)
      .map((shard) => readFile(path.join(path.dirname(modelJsonPath), shard))),
  );
  const all = Buffer.concat(shards);
  return {
    modelTopology: json.modelTopology,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy ?? null,
    signature: json.signature,
    weightSpecs,
    // A large Buffer.concat owns its whole ArrayBuffer; slice (copy) only if it does not.
    weightData:
      all.byteOffset === 0 && all.byteLength === all.buffer.byteLength
        ? all.buffer
        : all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
  };
}

interface Loaded {
  model: GraphModel;
  tokenizer: SentencePieceTokenizer;
}

let loading: Promise<Loaded> | undefined;

async function load(): Promise<Loaded> {
  setWasmPaths(tfjsWasmDir());
  if (!(await tf.setBackend('wasm'))) throw new Error('tfjs WASM backend failed to initialise');
  await tf.ready();
  const dir = useLiteDir();
  const [artifacts, tokenizer] = await Promise.all([
    readArtifacts(path.join(dir, 'model.json')),
    SentencePieceTokenizer.fromFile(path.join(dir, 'vocab.json')),
  ]);
  const model = await loadGraphModel({ load: () => Promise.resolve(artifacts) });
  // The first execution compiles kernels; do it now so the first real request is not slow.
  const loaded = { model, tokenizer };
  await run(loaded, ['warm up']);
  return loaded;
}

/** Embeds at most MAX_BATCH texts in one graph execution; every input tensor is disposed. */
async function run(
  { model, tokenizer }: Loaded,
  texts: string[],
): Promise<{ data: Float32Array; tokens: number }> {
  const indices: number[] = [];
  const values: number[] = [];
  texts.forEach((text, row) => {
    tokenizer.encode(text, { maxTokens: USE_LITE_MAX_TOKENS }).forEach((id, position) => {
      indices.push(row, position);
      values.push(id);
    });
  });
  const inputs = {
    [INPUT_INDICES]: tf.tensor2d(indices, [values.length, 2], 'int32'),
    [INPUT_VALUES]: tf.tensor1d(values, 'int32'),
  };
  let output: tf.Tensor | undefined;
  try {
    output = (await model.executeAsync(inputs, OUTPUT_NODE)) as tf.Tensor;
    if (output.shape[0] !== texts.length || output.shape[1] !== USE_LITE_DIMENSIONS) {
      throw new Error(
        `USE-lite gave shape [${output.shape.join(', ')}] for ${texts.length} text(s)`,
      );
    }
    return { data: (await output.data()) as Float32Array, tokens: values.length };
  } finally {
    output?.dispose();
    tf.dispose(Object.values(inputs));
  }
}

/**
 * Piscina task. Returns an `EmbedResult` wrapped as a piscina "movable" so that the vectors'
 * buffer is transferred to the main thread instead of copied.
 */
export default async function embed(task: EmbedTask): Promise<unknown> {
  loading ??= load();
  const loaded = await loading.catch((error: unknown) => {
    loading = undefined; // retry on the next task
    throw error;
  });
  const started = performance.now();
  const vectors = new Float32Array(task.texts.length * USE_LITE_DIMENSIONS);
  let tokens = 0;
  for (let from = 0; from < task.texts.length; from += MAX_BATCH) {
    const batch = await run(loaded, task.texts.slice(from, from + MAX_BATCH));
    vectors.set(batch.data, from * USE_LITE_DIMENSIONS);
    tokens += batch.tokens;
  }
  // The graph normalises already; this removes float drift and guards against a changed graph.
  for (let row = 0; row < task.texts.length; row++) {
    normalize(vectors.subarray(row * USE_LITE_DIMENSIONS, (row + 1) * USE_LITE_DIMENSIONS));
  }
  const result: EmbedResult = {
    vectors,
    tokens,
    inferenceMs: performance.now() - started,
    liveTensors: tf.memory().numTensors,
  };
  return move({ [transferableSymbol]: vectors.buffer, [valueSymbol]: result });
}
