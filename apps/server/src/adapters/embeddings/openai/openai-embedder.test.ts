/** The OpenAI-compatible embedder against a fake `/embeddings` server on 127.0.0.1. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiError } from '../../ai/openai/openai-client.js';
import { createOpenAiEmbedder } from './openai-embedder.js';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: { model?: string; input?: string[] };
}

type Handler = (seen: Seen, res: ServerResponse) => void;

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/** A fake vector per text: [length, 1, 0] (so normalisation is visible). */
const answer = (input: string[]) => ({
  object: 'list',
  model: 'fake-embed',
  // Reversed on purpose: clients must order by `index`.
  data: input
    .map((text, index) => ({ object: 'embedding', index, embedding: [text.length, 1, 0] }))
    .reverse(),
  usage: { prompt_tokens: 1, total_tokens: 1 },
});

describe('OpenAI-compatible embedder', () => {
  let server: Server;
  let baseUrl: string;
  const requests: Seen[] = [];
  let handlers: Handler[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        const seen: Seen = {
          method: req.method,
          url: req.url,
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body: JSON.parse(raw || '{}') as Seen['body'],
        };
        requests.push(seen);
        const handler = handlers.shift() ?? ((s, r) => json(r, 200, answer(s.body.input ?? [])));
        handler(seen, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    requests.length = 0;
    handlers = [];
  });

  const make = (extra: { timeoutMs?: number; batchSize?: number } = {}) =>
    createOpenAiEmbedder({
      baseUrl,
      apiKey: 'sk-test',
      model: 'fake-embed',
      timeoutMs: 2_000,
      retryDelayMs: 5,
      ...extra,
    });

  it('posts {model, input} to /embeddings and returns unit vectors in input order', async () => {
    const embedder = make();
    expect(embedder.dimensions).toBe(0);
    const vectors = await embedder.embed(['abc', 'a']);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual({
      method: 'POST',
      url: '/v1/embeddings',
      authorization: 'Bearer sk-test',
      contentType: 'application/json',
      body: { model: 'fake-embed', input: ['abc', 'a'] },
    });
    expect(embedder.dimensions).toBe(3);
    expect(embedder.model).toBe('fake-embed');
    expect(Array.from(vectors[0]!)).toEqual(
      [3 / Math.sqrt(10), 1 / Math.sqrt(10), 0].map(Math.fround),
    );
    expect(Array.from(vectors[1]!)).toEqual([Math.SQRT1_2, Math.SQRT1_2, 0].map(Math.fround));
    await embedder.close();
  });

  it('sends nothing for an empty list and splits long lists into batches', async () => {
    const embedder = make({ batchSize: 2 });
    expect(await embedder.embed([])).toEqual([]);
    expect(requests).toHaveLength(0);
    const vectors = await embedder.embed(['a', 'bb', 'ccc', 'dddd', 'eeeee']);
    expect(requests.map((r) => r.body.input)).toEqual([['a', 'bb'], ['ccc', 'dddd'], ['eeeee']]);
    expect(vectors.map((v) => Math.round((v[0]! / v[1]!) * 10) / 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('retries after a 429 and then succeeds', async () => {
    handlers.push((_, res) => json(res, 429, { error: { message: 'slow down' } }));
    const vectors = await make().embed(['hello']);
    expect(requests).toHaveLength(2);
    expect(vectors).toHaveLength(1);
  });

  it('retries 5xx at most three times in all, then reports the last answer', async () => {
    for (let i = 0; i < 4; i++) handlers.push((_, res) => json(res, 503, { error: 'down' }));
    const error = await make()
      .embed(['x'])
      .catch((e: unknown) => e);
    expect(requests).toHaveLength(3);
    expect(error).toBeInstanceOf(OpenAiError);
    expect((error as OpenAiError).status).toBe(503);
    expect((error as Error).message).toMatch(/answered 503: .*down/);
  });

  it('does not retry a 401 and says why', async () => {
    handlers.push((_, res) => json(res, 401, { error: { message: 'Incorrect API key' } }));
    await expect(make().embed(['x'])).rejects.toThrow(/answered 401: .*Incorrect API key/);
    expect(requests).toHaveLength(1);
  });

  it('rejects answers of the wrong shape with a clear error', async () => {
    handlers.push((_, res) => json(res, 200, { data: [] }));
    await expect(make().embed(['x'])).rejects.toThrow(/returned 0 vectors for 1 texts/);
    handlers.push((_, res) => json(res, 200, { data: [{ index: 0, embedding: 'AAAA' }] }));
    await expect(make().embed(['x'])).rejects.toThrow(/not a list of numbers/);
    const embedder = make();
    await embedder.embed(['x']);
    handlers.push((_, res) => json(res, 200, { data: [{ index: 0, embedding: [1, 2] }] }));
    await expect(embedder.embed(['y'])).rejects.toThrow(/2 dimensions, expected 3/);
  });

  it('times out a silent server, retrying, and gives a clear error', async () => {
    const hang: Handler = (_, res) => setTimeout(() => json(res, 200, answer(['x'])), 500);
    handlers.push(hang, hang);
    const embedder = createOpenAiEmbedder({
      baseUrl,
      apiKey: undefined,
      model: 'fake-embed',
      timeoutMs: 100,
      maxAttempts: 2,
      retryDelayMs: 5,
    });
    await expect(embedder.embed(['x'])).rejects.toThrow(/did not answer within 100 ms/);
    expect(requests).toHaveLength(2);
    expect(requests[0]!.authorization).toBeUndefined();
  });

  it('reports an unreachable service', async () => {
    const embedder = createOpenAiEmbedder({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'k',
      model: 'm',
      maxAttempts: 1,
    });
    await expect(embedder.embed(['x'])).rejects.toThrow(/could not be reached/);
  });

  it('learns the dimensions on warm-up and refuses work once closed', async () => {
    const embedder = make();
    await embedder.warmUp();
    expect(embedder.dimensions).toBe(3);
    await embedder.close();
    await expect(embedder.embed(['x'])).rejects.toThrow(/closed/);
  });
});
