/**
 * Worker-thread entry (run by piscina): CenterNet COCO-80 object detection on tfjs + WASM.
 * The model is loaded once per worker and reused for every task. Input is 512×512 raw RGB bytes;
 * output is the model's 100 raw detection rows (x1, y1, x2, y2 in 512-px coordinates, score,
 * class). Post-processing (threshold, NMS, mapping) happens in `detections.ts`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { INPUT_SIZE, type DetectResult, type DetectTask } from './detector-shared.js';
import { centernetModelPath, tfjsWasmDir } from './package-paths.js';

const OUTPUT_NODE = 'tower_0/detections';

interface ModelJson {
  modelTopology: tf.io.ModelArtifacts['modelTopology'];
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: object;
  userDefinedMetadata?: tf.io.ModelArtifacts['userDefinedMetadata'];
  weightsManifest: Array<{ paths: string[]; weights: tf.io.WeightsManifestEntry[] }>;
}

/** A `file://` IO handler: tfjs-core has none without tfjs-node. */
function fileHandler(url: string): tf.io.IOHandler {
  return {
    async load(): Promise<tf.io.ModelArtifacts> {
      const jsonPath = new URL(url).pathname;
      const json = JSON.parse(await readFile(jsonPath, 'utf8')) as ModelJson;
      const specs: tf.io.WeightsManifestEntry[] = [];
      const shards: Buffer[] = [];
      for (const group of json.weightsManifest) {
        specs.push(...group.weights);
        for (const shard of group.paths)
          shards.push(await readFile(path.join(path.dirname(jsonPath), shard)));
      }
      const all = Buffer.concat(shards);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy ?? null,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
        weightSpecs: specs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
}

let modelPromise: Promise<GraphModel> | undefined;

async function loadModel(): Promise<GraphModel> {
  setWasmPaths(tfjsWasmDir());
  if (!(await tf.setBackend('wasm'))) throw new Error('tfjs WASM backend failed to initialise');
  await tf.ready();
  // tfjs asks every router and skips those answering null, although the type does not say so.
  const router = (url: string | string[]): tf.io.IOHandler | null =>
    typeof url === 'string' && url.startsWith('file://') ? fileHandler(url) : null;
  tf.io.registerLoadRouter(router as (url: string | string[]) => tf.io.IOHandler);
  const model = await loadGraphModel(pathToFileURL(centernetModelPath()).href);
  // First execution compiles kernels; do it here so the first real photo is not slow.
  tf.tidy(() => {
    model.execute(tf.zeros([1, INPUT_SIZE, INPUT_SIZE, 3]), OUTPUT_NODE);
  });
  return model;
}

export default async function detect(task: DetectTask): Promise<DetectResult> {
  modelPromise ??= loadModel();
  const model = await modelPromise.catch((error: unknown) => {
    modelPromise = undefined; // retry on the next task
    throw error;
  });
  if (!task.pixels) return { rows: new Float32Array(0), inferenceMs: 0 };
  const { pixels } = task;
  if (pixels.length !== INPUT_SIZE * INPUT_SIZE * 3) {
    throw new Error(`Expected ${INPUT_SIZE}x${INPUT_SIZE} RGB input, got ${pixels.length} bytes`);
  }
  const started = performance.now();
  const output = tf.tidy(() => {
    const input = tf.tensor4d(new Float32Array(pixels), [1, INPUT_SIZE, INPUT_SIZE, 3], 'float32');
    return model.execute(input, OUTPUT_NODE) as tf.Tensor;
  });
  try {
    const rows = (await output.data()) as Float32Array;
    return { rows, inferenceMs: performance.now() - started };
  } finally {
    output.dispose();
  }
}
