import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Embedder } from '../../src/adapters/embeddings/embedder.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import {
  BAD_IDS,
  BAD_QUERY_VALUES,
  BAD_STRINGS,
  BAD_VALUES,
  containsNul,
  NUL_STRINGS,
  pick,
  seededRandom,
  type Random,
} from '../support/fuzz-inputs.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { multipartBody } from '../support/upload.js';

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { in: string; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** A cheap stand-in for the sentence encoder: the fuzzer tests the API, not the model. */
const fakeEmbedder: Embedder = {
  dimensions: 8,
  model: 'fuzz-embedder',
  async embed(texts) {
    return texts.map((text) => {
      const vector = new Float32Array(8);
      for (let i = 0; i < text.length; i += 1) vector[i % 8]! += text.charCodeAt(i) % 7;
      const norm = Math.hypot(...vector) || 1;
      return vector.map((x) => x / norm);
    });
  },
  async warmUp() {},
  async close() {},
};

const SEED = 20_261_125;
/** Answers that never end (the live event stream): its edges are tested in live-events.test.ts. */
const STREAMS = new Set(['/api/users/events']);
const MULTIPART_FIELDS: Record<string, string[]> = {
  '/api/upload': ['content_type', 'description', 'location', 'text_content'],
  '/api/feedback/submit': [
    'feedback_type',
    'feedback_title',
    'feedback_content',
    'rating',
    'would_recommend',
    'user_email',
    'user_name',
    'page_url',
  ],
};

describe(`every OpenAPI operation under hostile input (${databaseKind})`, () => {
  let t: TestApp;
  let doc: Document;
  let auth: Record<string, string>;
  let realIds: string[];
  const analyzer = new FakeAnalyzer();

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer, embedder: fakeEmbedder } });
    doc = (await t.app.inject({ url: '/api/openapi.json' })).json<Document>();
    const user = await signedInUser(t);
    auth = user.auth;
    const item = await newItem(t, analyzer, auth, { itemName: 'Fuzzed lamp' });
    realIds = [item.id, item.source_file_id];
  });
  afterAll(async () => {
    await t?.close();
  });

  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) {
      const name = schema.$ref.split('/').at(-1)!;
      return resolve(doc.components?.schemas?.[name]);
    }
    const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (choice) return resolve(choice.find((s) => resolve(s).type !== 'null') ?? choice[0]);
    return schema;
  };

  /** A plausible value for a schema, so that one bad field at a time reaches the handler. */
  const plausible = (raw: Schema | undefined, depth = 0): unknown => {
    const schema = resolve(raw);
    if (schema.enum?.length) return schema.enum[0];
    const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
    if (type === 'object' || schema.properties) {
      if (depth > 4) return {};
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          plausible(value, depth + 1),
        ]),
      );
    }
    if (type === 'array') return [plausible(schema.items, depth + 1)];
    if (type === 'integer' || type === 'number') return 1;
    if (type === 'boolean') return true;
    if (schema.format === 'email') return 'fuzz@example.com';
    if (schema.format === 'uuid') return realIds[0];
    if (schema.format === 'date') return '2026-12-01';
    if (schema.format === 'date-time') return '2026-12-01T10:00:00Z';
    return 'Plausible text';
  };

  const nulMultipartRequests = new WeakSet<InjectOptions>();

  /** Whether a request carries a NUL in a string field (file contents may hold any bytes). */
  const carriesNul = (request: InjectOptions) => {
    if (/%00/i.test(String(request.url))) return true;
    if (typeof request.payload !== 'string') return nulMultipartRequests.has(request);
    const isForm = String(request.headers?.['content-type']).startsWith('application/x-www');
    return isForm ? request.payload.includes('%00') : request.payload.includes('\\u0000');
  };

  /** Requests for one operation: each input slot in turn gets hostile values. */
  function requestsFor(path: string, method: string, op: Operation, random: Random) {
    const params = op.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const headerParams = params.filter((p) => p.in === 'header');
    const content = op.requestBody?.content ?? {};
    const requests: InjectOptions[] = [];

    const url = (ids: Record<string, string>, query: Record<string, string> = {}) => {
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(ids[name] ?? realIds[0]!),
      );
      const search = new URLSearchParams(query).toString();
      return search ? `${filled}?${search}` : filled;
    };
    const base = (): InjectOptions => ({ method: method.toUpperCase() as 'GET', url: url({}) });

    for (const param of pathParams) {
      for (const id of [...BAD_IDS, ...realIds])
        requests.push({ ...base(), url: url({ [param.name]: id }) });
    }
    for (const param of queryParams) {
      for (let i = 0; i < 4; i += 1) {
        requests.push({
          ...base(),
          url: url({}, { [param.name]: pick(random, BAD_QUERY_VALUES) }),
        });
      }
      requests.push({ ...base(), url: url({}, { [param.name]: NUL_STRINGS[0]! }) });
    }
    if (queryParams.length) {
      const all = Object.fromEntries(
        queryParams.map((p) => [p.name, pick(random, BAD_QUERY_VALUES)]),
      );
      requests.push({ ...base(), url: url({}, all) });
      requests.push({ ...base(), url: `${url({})}?${queryParams[0]!.name}=%E0%A4%A&x=%` });
    }
    for (const param of headerParams) {
      for (const value of ['garbage', 'x'.repeat(300), '']) {
        requests.push({ ...base(), headers: { [param.name]: value } });
      }
    }

    const json = content['application/json'];
    if (json) {
      const valid = plausible(json.schema) as Record<string, unknown>;
      const send = (payload: unknown) =>
        requests.push({
          ...base(),
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
      send(valid);
      for (const key of Object.keys(valid)) {
        for (let i = 0; i < 5; i += 1) send({ ...valid, [key]: pick(random, BAD_VALUES) });
        send({ ...valid, [key]: NUL_STRINGS[0] });
      }
      for (const whole of [[], 'text', 42, null, { ...valid, extra: 'a\u0000' }]) send(whole);
    }
    const form = content['application/x-www-form-urlencoded'];
    if (form) {
      for (let i = 0; i < 8; i += 1) {
        const fields = { username: pick(random, BAD_STRINGS), password: pick(random, BAD_STRINGS) };
        requests.push({
          ...base(),
          payload: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      }
    }
    const multipartFields = MULTIPART_FIELDS[path];
    if (multipartFields) {
      for (let i = 0; i < 12; i += 1) {
        const fields = Object.fromEntries(
          multipartFields.map((name) => [name, String(pick(random, BAD_STRINGS))]),
        );
        const bytes = Buffer.from(
          pick(random, ['plain text\u0000with NUL', 'x'.repeat(3000), '\u0000\u0001\u0002', '']),
        );
        const { payload, headers } = multipartBody({
          ...fields,
          ...(i % 3 === 2
            ? {}
            : {
                file: { buffer: bytes, filename: pick(random, ['a.txt', 'b.jpg', 'c\u0000.png']) },
              }),
        } as never);
        const request = { ...base(), payload, headers };
        if (containsNul(fields)) nulMultipartRequests.add(request);
        requests.push(request);
      }
    }
    if (!requests.length) requests.push(base());
    return requests;
  }

  it('answers every request below 500, in the {detail} shape, and refuses every NUL', async () => {
    const random = seededRandom(SEED);
    const serverErrors: string[] = [];
    const badShapes: string[] = [];
    const acceptedNul: string[] = [];
    let count = 0;
    const statuses = new Map<number, number>();
    const describeRequest = (request: InjectOptions, response: LightMyRequestResponse) =>
      `${request.method} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 160)}`;

    // Ending the session comes last, so every other operation runs signed in.
    const last = ['/api/auth/logout', '/api/auth/delete-account'];
    const entries = Object.entries(doc.paths).sort(
      ([a], [b]) => Number(last.includes(a)) - Number(last.includes(b)),
    );
    for (const [path, operations] of entries) {
      if (STREAMS.has(path)) continue;
      for (const [method, op] of Object.entries(operations)) {
        for (const request of requestsFor(path, method, op, random)) {
          const response = await t.app.inject({
            ...request,
            headers: { ...auth, ...(request.headers ?? {}) },
          });
          count += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (process.env.FUZZ_LOG)
            appendFileSync(process.env.FUZZ_LOG, describeRequest(request, response) + '\n');
          if (response.statusCode >= 500) serverErrors.push(describeRequest(request, response));
          if (response.statusCode >= 400 && !('detail' in response.json<object>())) {
            badShapes.push(describeRequest(request, response));
          }
          if (carriesNul(request) && response.statusCode < 400) {
            acceptedNul.push(describeRequest(request, response));
          }
        }
      }
    }
    // The handlers were reached: many requests passed validation, and none hid behind a 401.
    expect(count).toBeGreaterThan(500);
    const succeeded = [...statuses].filter(([status]) => status < 300);
    expect(succeeded.reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThan(40);
    expect(statuses.get(401) ?? 0).toBeLessThan(30);
    expect(serverErrors).toEqual([]);
    expect(badShapes).toEqual([]);
    expect(acceptedNul).toEqual([]);
  }, 240_000);
});
