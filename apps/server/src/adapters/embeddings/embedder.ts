/**
 * Sentence embeddings: a text becomes a fixed-length unit vector, so that the cosine of two
 * vectors (their dot product) measures how close the texts are in meaning. Two adapters exist:
 * `local/local-embedder.ts` (Universal Sentence Encoder lite on tfjs WASM, offline) and
 * `openai/openai-embedder.ts` (any OpenAI-compatible `/embeddings` endpoint).
 */
export interface Embedder {
  /** Length of every vector returned by `embed` (512 for USE-lite; learned for remote models). */
  readonly dimensions: number;
  /** Identifies the model; vectors from different models must never be compared. */
  readonly model: string;
  /** One unit-length vector per text, in order. An empty list gives an empty list. */
  embed(texts: string[]): Promise<Float32Array[]>;
  /** Loads the model (or checks the service) ahead of the first request. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** Cosine similarity in [-1, 1]; 0 when either vector is all zeros. */
export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) {
    throw new Error(`Cannot compare vectors of ${a.length} and ${b.length} dimensions`);
  }
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  if (normA === 0 || normB === 0) return 0;
  return dot / Math.sqrt(normA * normB);
}

/** Scales `vector` in place to unit length (all-zero vectors are left as they are). */
export function normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const x of vector) sum += x * x;
  if (sum > 0 && Number.isFinite(sum)) {
    const scale = 1 / Math.sqrt(sum);
    for (let i = 0; i < vector.length; i++) vector[i] = vector[i]! * scale;
  }
  return vector;
}
