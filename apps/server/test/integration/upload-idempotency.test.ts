import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer, analyzedItem } from '../support/fake-analyzer.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { multipartBody, type UploadFields } from '../support/upload.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe(`uploads with an Idempotency-Key (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let user: User;
  let other: User;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    user = await signedInUser(t);
    other = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (text: string): UploadFields => ({
    file: { buffer: Buffer.from(text), filename: 'list.txt' },
    content_type: 'text',
  });
  const send = (who: User, fields: UploadFields, key?: string) => {
    const { payload, headers } = multipartBody(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload/',
      payload,
      headers: { ...headers, ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const fileCount = async (who: User) =>
    (
      await t.app.services.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM files WHERE user_id = ${who.userId}`,
      )
    )[0]!.n;

  it('answers a retry with the first upload (200) instead of making a second file', async () => {
    const before = await fileCount(user);
    const first = await send(user, list('Cordless drill, $120'), 'retry-key-1');
    expect(first.statusCode).toBe(201);
    const retry = await send(user, list('Cordless drill, $120'), 'retry-key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);
    expect(retry.json().inventory_items.map((item: { id: string }) => item.id)).toEqual(
      first.json().inventory_items.map((item: { id: string }) => item.id),
    );
    expect(await fileCount(user)).toBe(before + 1);
    expect(analyzer.calls.filter((call) => call.text?.includes('Cordless'))).toHaveLength(1);
  });

  it('keeps keys per user, refuses other content under a used key, and forgets keys after 24 h', async () => {
    const mine = await send(user, list('Ladder'), 'shared-key');
    const theirs = await send(other, list('Ladder'), 'shared-key');
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);

    const different = await send(user, list('A different list'), 'shared-key');
    expect(different.statusCode).toBe(422);
    expect(different.json().detail).toMatch(/already used for a different upload/);

    t.clock.advance(24 * 3_600_000 + 1);
    const later = await send(user, list('A different list'), 'shared-key');
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(mine.json().id);
  });

  it('lets racing retries make one file; the losers get 409 or the first result', async () => {
    const before = await fileCount(user);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    analyzer.next = async () => {
      await gate;
      return { aiDescription: 'A list.', items: [analyzedItem()], extractedText: null };
    };
    const racing = Array.from({ length: 4 }, () => send(user, list('Tent, $300'), 'race-key'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const statuses = (await Promise.all(racing)).map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true);
    expect(await fileCount(user)).toBe(before + 1);
    const retry = await send(user, list('Tent, $300'), 'race-key');
    expect(retry.statusCode).toBe(200);
  });

  it('frees the key when the upload fails, so a retry can succeed', async () => {
    const empty = await send(user, { content_type: 'text' }, 'failing-key');
    expect(empty.statusCode).toBe(400);
    // A request refused before anything was stored leaves the key free for the real upload.
    const retry = await send(user, list('Kayak'), 'failing-key');
    expect(retry.statusCode).toBe(201);
  });

  it('validates the key', async () => {
    const response = await send(user, list('Bike'), 'has spaces in it');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['header', 'idempotency-key'] });
  });

  it('documents the replay in OpenAPI', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/upload'].post;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
  });
});
