import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

/**
 * Far longer than any answer takes, far shorter than the stall it guards against: a connection
 * left waiting for a body nobody reads would exceed it.
 */
const CLIENT_TIMEOUT_MS = 30_000;

/** One HTTP/1.1 connection kept open: each `send` writes a request and reads its answer. */
class KeepAliveClient {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  private readonly socket: Socket;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    this.socket.on('close', () => this.waiting?.());
  }

  private parsed(): { status: number; headers: string; body: string } | undefined {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffer.length < end + 4 + length) return undefined;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(head.split(' ')[1]), headers: head, body };
  }

  async send(request: Buffer | string) {
    this.socket.write(request);
    const deadline = Date.now() + CLIENT_TIMEOUT_MS;
    for (;;) {
      const answer = this.parsed();
      if (answer) return answer;
      if (this.socket.destroyed) throw new Error('The server closed the connection');
      if (Date.now() > deadline) throw new Error('No answer: the connection stalled');
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 1000);
      });
    }
  }

  close() {
    this.socket.destroy();
  }
}

/** A feedback form (its title holding a NUL when asked), then a screenshot part of `size` bytes. */
function feedbackForm(size: number, title = 'Broken\u0000title'): Buffer {
  const boundary = '----circle-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('feedback_type', 'bug_report') +
      field('feedback_title', title) +
      field('feedback_content', 'Something went wrong on the page.') +
      `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="s.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(size, 7), tail]);
  return Buffer.concat([
    Buffer.from(
      'POST /api/feedback/submit HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    ),
    body,
  ]);
}

const health = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';

describe(`a refused form leaves its connection usable (${databaseKind})`, () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a NUL in a field before the screenshot, then the next request on the socket', async () => {
    for (const size of [10, 200_000, 3_000_000]) {
      const client = new KeepAliveClient(port);
      try {
        const refused = await client.send(feedbackForm(size));
        expect(refused.status, refused.body).toBe(422);
        expect(JSON.parse(refused.body).detail[0].loc).toEqual(['body', 'feedback_title']);
        const next = await client.send(health);
        expect(next.status, `after a ${size}-byte screenshot`).toBe(200);
        expect(JSON.parse(next.body).status).toBe('ok');
      } finally {
        client.close();
      }
    }
  });

  it('answers a screenshot over the limit, then the next request on the socket', async () => {
    const client = new KeepAliveClient(port);
    try {
      const refused = await client.send(feedbackForm(6_000_000, 'Broken page title'));
      expect(refused.status, refused.body).toBe(413);
      expect((await client.send(health)).status).toBe(200);
    } finally {
      client.close();
    }
  });
});
