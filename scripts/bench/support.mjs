// Shared pieces of the benchmarks: start the built server, wait for health, load with autocannon.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts apps/server/dist/main.js and resolves once /api/health answers 200. */
export async function startServer({ databaseUrl, env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'circle-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_HOUR: '100000',
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  const coldStartMs = performance.now() - started;
  return {
    url,
    dataDir,
    coldStartMs,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** A bare Fastify hello-world in its own process, the yardstick for the API's overhead. */
export async function startHelloWorld() {
  const port = await freePort();
  const code = `
    const Fastify = require(${JSON.stringify(path.join(root, 'node_modules/fastify'))});
    const app = Fastify();
    app.get('/', { schema: { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } } }, async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await sleep(25);
    }
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

export async function load({ url, method = 'GET', headers, body, connections = 50, duration = 8 }) {
  const result = await autocannon({ url, method, headers, body, connections, duration });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function latestCode(dataDir, email) {
  const dir = path.join(dataDir, 'outbox');
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    if (raw.includes(`To: ${email}`)) return /Subject: (\d{6})/.exec(raw)[1];
  }
  throw new Error(`no mail to ${email}`);
}

/** Registers and verifies a user through the API; returns a bearer token. */
export async function signedInUser(
  server,
  email = `bench.${Date.now()}@example.com`,
  password = 'Circle-pass-123',
) {
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, full_name: 'Bench Mark' }),
  }).then((r) => r.json());
  const code = latestCode(server.dataDir, email);
  await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-verification-token': registered.verification_token,
    },
    body: JSON.stringify({ code }),
  });
  const form = new URLSearchParams({ username: email, password }).toString();
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  }).then((r) => r.json());
  return { email, password, form, token: login.access_token };
}

/** A fresh database on the PostgreSQL server, dropped by the returned function. */
export async function scratchDatabase(serverUrl) {
  const name = `circle_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}
