import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

const NUL_ISSUE = {
  msg: 'String must not contain NUL (U+0000) characters',
  type: 'string_pattern_mismatch',
};

/** Sends raw bytes to the listening server and returns the status and body it answers. */
function rawRequest(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe(`input at the edge (${databaseKind})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let port: number;
  const analyzer = new FakeAnalyzer();
  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    auth = (await signedInUser(t)).auth;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a NUL in JSON, form, query, path and multipart fields with a 422 that names it', async () => {
    const cases = [
      {
        request: {
          method: 'PUT' as const,
          url: '/api/auth/update-profile',
          payload: { full_name: 'Ada\u0000' },
        },
        loc: ['body', 'full_name'],
      },
      {
        request: {
          method: 'POST' as const,
          url: '/api/auth/login',
          payload: 'username=a%00@example.com&password=secret123',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        loc: ['body', 'username'],
      },
      { request: { url: '/api/users/inventory?search=lamp%00' }, loc: ['query', 'search'] },
      { request: { url: '/api/share/abc%00def' }, loc: ['path', 'token'] },
      {
        request: { method: 'POST' as const, url: '/api/query/chat', payload: { query: '\u0000' } },
        loc: ['body', 'query'],
      },
    ];
    for (const { request, loc } of cases) {
      const response = await t.app.inject({
        ...request,
        headers: { ...auth, ...('headers' in request ? request.headers : {}) },
      });
      expect(response.statusCode, request.url).toBe(422);
      expect(response.json()).toEqual({ detail: [{ loc, ...NUL_ISSUE }] });
    }
    const multipart = await upload(t.app, auth, {
      file: { buffer: Buffer.from('A lamp'), filename: 'list.txt' },
      content_type: 'text',
      location: 'Attic\u0000',
    });
    expect(multipart.statusCode).toBe(422);
    expect(multipart.json()).toEqual({ detail: [{ loc: ['body', 'location'], ...NUL_ISSUE }] });
    expect(analyzer.calls).toHaveLength(0);
  });

  it('states the default upload limit as people read it (20 MiB is "20 MB")', async () => {
    const response = await upload(t.app, auth, {
      file: { buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 0x41), filename: 'huge.txt' },
      content_type: 'text',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The file is too large. The limit is 20 MB.' });
  });

  it('answers malformed percent-encoding and over-long path segments in the {detail} shape', async () => {
    const malformed = await t.app.inject({ url: '/api/share/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      detail: 'The URL is malformed (invalid percent-encoding)',
    });
    const long = await t.app.inject({ url: `/api/share/${'a'.repeat(600)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: 'The URL is too long' });
  });

  it('answers oversized headers and malformed requests from the HTTP parser in the {detail} shape', async () => {
    const bigHeader = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(bigHeader.status).toBe(431);
    expect(JSON.parse(bigHeader.body)).toEqual({
      detail: 'The request headers (with the URL) are too large',
    });
    const bigUrl = await rawRequest(
      port,
      `GET /api/users/inventory?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(bigUrl.status).toBe(431);
    expect(JSON.parse(bigUrl.body)).toHaveProperty('detail');
    const nulHeader = await rawRequest(
      port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nUser-Agent: a\u0000b\r\n\r\n',
    );
    expect(nulHeader.status).toBe(400);
    expect(JSON.parse(nulHeader.body)).toEqual({ detail: 'The request is malformed' });
  });
});
