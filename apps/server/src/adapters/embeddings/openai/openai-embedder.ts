/**
 * Sentence embeddings from an OpenAI-compatible `/embeddings` endpoint (OpenAI, Azure-style
 * proxies, LocalAI, Ollama's OpenAI API, …). Vectors are normalised to unit length here, since not
 * every server does. The dimension count is learned from the first answer.
 */
import { OpenAiError } from '../../ai/openai/openai-client.js';
import { normalize, type Embedder } from '../embedder.js';

export interface OpenAiEmbedderOptions {
  /** e.g. `https://api.openai.com/v1`; `/embeddings` is appended. */
  baseUrl: string;
  apiKey: string | undefined;
  /** e.g. `text-embedding-3-small`. */
  model: string;
  /** Per attempt. Default 30 s. */
  timeoutMs?: number;
  /** Attempts per request, the first included. Default 3. */
  maxAttempts?: number;
  /** Wait before the first retry; doubles each time. Default 500 ms. */
  retryDelayMs?: number;
  /** Texts per request. Default 128 (OpenAI accepts up to 2048). */
  batchSize?: number;
  fetch?: typeof fetch;
}

interface EmbeddingsResponse {
  data?: Array<{ embedding?: unknown; index?: unknown }>;
}

/** Longest wait honoured from a Retry-After header. */
const MAX_RETRY_AFTER_MS = 30_000;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export class OpenAiEmbedder implements Embedder {
  readonly model: string;
  private learnedDimensions = 0;
  private readonly url: string;
  private readonly fetch: typeof fetch;
  /** Aborted by `close()`, so that pending requests and back-offs end at once. */
  private readonly lifetime = new AbortController();

  constructor(private readonly options: OpenAiEmbedderOptions) {
    if (!options.baseUrl) throw new Error('The embeddings service needs a base URL');
    if (!options.model) throw new Error('The embeddings service needs a model name');
    this.model = options.model;
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** 0 until the service has answered once (`warmUp` makes sure it has). */
  get dimensions(): number {
    return this.learnedDimensions;
  }

  /** Checks that the service answers and learns the dimension count. */
  async warmUp(): Promise<void> {
    await this.embed(['warm up']);
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (this.lifetime.signal.aborted) throw new Error('The embeddings client is closed');
    if (!Array.isArray(texts) || texts.some((t) => typeof t !== 'string')) {
      throw new TypeError('embed expects a list of strings');
    }
    const batchSize = Math.max(1, this.options.batchSize ?? 128);
    const vectors: Float32Array[] = [];
    for (let from = 0; from < texts.length; from += batchSize) {
      vectors.push(...(await this.request(texts.slice(from, from + batchSize))));
    }
    return vectors;
  }

  close(): Promise<void> {
    this.lifetime.abort(new Error('The embeddings client was closed'));
    return Promise.resolve();
  }

  /** One POST; 429, 5xx and network failures are retried with growing waits. */
  private async request(input: string[]): Promise<Float32Array[]> {
    const maxAttempts = Math.max(1, this.options.maxAttempts ?? 3);
    const baseDelay = this.options.retryDelayMs ?? 500;
    const closed = this.lifetime.signal;
    let lastError: OpenAiError | undefined;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 30_000);
      let response: Response;
      try {
        response = await this.fetch(this.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: this.options.model, input }),
          signal: AbortSignal.any([closed, timeout]),
        });
      } catch (error) {
        if (closed.aborted) throw closed.reason as Error;
        lastError = new OpenAiError(
          timeout.aborted
            ? `the embeddings service did not answer within ${this.options.timeoutMs ?? 30_000} ms`
            : `the embeddings service at ${this.url} could not be reached (${(error as Error).message})`,
        );
        if (attempt < maxAttempts) await sleep(baseDelay * 2 ** (attempt - 1), closed);
        continue;
      }
      if (response.ok) return this.parse(await response.json().catch(() => undefined), input);

      const detail = (await response.text().catch(() => '')).trim();
      lastError = new OpenAiError(
        `the embeddings service answered ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`,
        response.status,
      );
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt === maxAttempts) break;
      const retryAfter = Number(response.headers.get('retry-after'));
      const wait =
        Number.isFinite(retryAfter) && retryAfter > 0
          ? Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS)
          : baseDelay * 2 ** (attempt - 1);
      await sleep(wait, closed);
    }
    throw lastError ?? new OpenAiError('the embeddings service failed');
  }

  private parse(body: unknown, input: string[]): Float32Array[] {
    const data = (body as EmbeddingsResponse | undefined)?.data;
    if (!Array.isArray(data)) {
      throw new OpenAiError('the embeddings service answered without a `data` list');
    }
    if (data.length !== input.length) {
      throw new OpenAiError(
        `the embeddings service returned ${data.length} vectors for ${input.length} texts`,
      );
    }
    const vectors = new Array<Float32Array>(input.length);
    data.forEach((entry, position) => {
      // OpenAI sends `index`; honour it, since the order of `data` is not promised.
      const index = typeof entry.index === 'number' ? entry.index : position;
      const { embedding } = entry;
      if (
        !Array.isArray(embedding) ||
        embedding.length === 0 ||
        !embedding.every((x) => typeof x === 'number' && Number.isFinite(x))
      ) {
        throw new OpenAiError(
          'the embeddings service returned a vector that is not a list of numbers (base64 encoding is not supported)',
        );
      }
      if (this.learnedDimensions === 0) this.learnedDimensions = embedding.length;
      if (embedding.length !== this.learnedDimensions) {
        throw new OpenAiError(
          `the embeddings service returned ${embedding.length} dimensions, expected ${this.learnedDimensions}`,
        );
      }
      if (!Number.isInteger(index) || index < 0 || index >= input.length || vectors[index]) {
        throw new OpenAiError(`the embeddings service returned a bad index ${index}`);
      }
      vectors[index] = normalize(Float32Array.from(embedding as number[]));
    });
    return vectors;
  }
}

export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): OpenAiEmbedder {
  return new OpenAiEmbedder(options);
}
