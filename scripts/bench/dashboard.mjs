// Issue: dashboard and assistant. Statistics for 100,000 items (uncached and cached) and the
// local assistant's answer time with 10,000 items, on the embedded database (and PostgreSQL when
// DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile } from './inventory.mjs';
import { printTable, root, scratchDatabase, startServer } from './support.mjs';

async function seededServer(target, items, extraArgs = []) {
  const database = target.postgresUrl ? await scratchDatabase(target.postgresUrl) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'circle-bench-dash-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    LOG_LEVEL: 'warn',
  };
  const seeded = spawnSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/scripts/seed.js'), '--items', String(items), ...extraArgs],
    { env, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(seeded.stderr);
  const server = await startServer({ databaseUrl: database?.url, env: { DATA_DIR: dataDir } });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: 'seed@example.com',
      password: 'Circle-pass-123',
    }).toString(),
  }).then((r) => r.json());
  return {
    server,
    database,
    auth: { authorization: `Bearer ${login.access_token}` },
    seedOutput: seeded.stdout,
  };
}

async function timed(count, request) {
  const times = [];
  let last;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    last = await request(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1), last };
}

function targetsOf(postgresUrl) {
  return [
    { name: 'embedded PGlite' },
    ...(postgresUrl ? [{ name: 'PostgreSQL server', postgresUrl }] : []),
  ];
}

export async function benchStatistics({ postgresUrl, items = 100_000 }) {
  const rows = [];
  for (const target of targetsOf(postgresUrl)) {
    const { server, database, auth } = await seededServer(target, items);
    const get = (query) =>
      fetch(`${server.url}/api/users/statistics${query}`, { headers: auth }).then((r) => r.json());
    await get('?refresh=true');
    const uncached = await timed(20, () => get('?refresh=true'));
    const cached = await timed(100, () => get(''));
    rows.push({
      database: target.name,
      request: 'uncached (refresh=true)',
      p50: uncached.p50,
      p95: uncached.p95,
      server_ms: uncached.last.calculation_time_ms,
    });
    rows.push({
      database: target.name,
      request: 'cached',
      p50: cached.p50,
      p95: cached.p95,
      server_ms: cached.last.calculation_time_ms,
    });
    await server.stop();
    await database?.drop();
  }
  printTable(
    `GET /api/users/statistics with ${items.toLocaleString('en-US')} items (ms, end to end; server_ms = calculation_time_ms)`,
    rows,
  );
}

const QUESTIONS = [
  'What is my most valuable item?',
  'What is my inventory worth in total?',
  'How much are my electronics worth?',
  'How many watches do I have?',
  'Where is my laptop?',
  'What is in the Garage?',
  'What have I lent out?',
  'something to keep me warm in winter',
  'What did I add recently?',
  'How many Sony items do I have?',
];

/** Long enough for the server's start-up warm-up on this kind of machine. */
const WARM_UP_MS = 20_000;

export async function benchAssistant({ postgresUrl, items = 10_000 }) {
  const rows = [];
  const perQuestion = [];
  for (const target of targetsOf(postgresUrl)) {
    // Seeded with embeddings, as items created through uploads are; the time is reported.
    const { server, database, auth, seedOutput } = await seededServer(target, items, ['--embed']);
    const embedded = /Embedded the items in (\d+) ms/.exec(seedOutput)?.[1];
    const ask = (query) =>
      fetch(`${server.url}/api/query/chat`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }).then(async (r) => {
        if (!r.ok) throw new Error(`chat answered ${r.status}: ${await r.text()}`);
        return r.json();
      });
    const started = performance.now();
    await ask('something to keep me warm in winter');
    const firstMs = Math.round(performance.now() - started);
    // The steady state: the start-up warm-up (the assistant, then the photo models) runs off the
    // request path and is left to finish before the timed questions.
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    const byQuestion = new Map(QUESTIONS.map((question) => [question, []]));
    const answers = await timed(QUESTIONS.length * 5, async (i) => {
      const question = QUESTIONS[i % QUESTIONS.length];
      const started = performance.now();
      const reply = await ask(question);
      byQuestion.get(question).push(performance.now() - started);
      return reply;
    });
    // Which questions make the tail: the median and the slowest of each question's five runs.
    perQuestion.push(
      ...[...byQuestion].map(([question, times]) => {
        times.sort((a, b) => a - b);
        return {
          database: target.name,
          question,
          p50: +percentile(times, 50).toFixed(1),
          max: +times.at(-1).toFixed(1),
        };
      }),
    );
    rows.push({
      database: target.name,
      embedding_10k_items_ms: Number(embedded),
      first_answer_ms: firstMs,
      p50: answers.p50,
      p95: answers.p95,
    });
    await server.stop();
    await database?.drop();
  }
  printTable(
    `POST /api/query/chat, local assistant, ${items.toLocaleString('en-US')} items, ${QUESTIONS.length} questions × 5 (ms)`,
    rows,
  );
  printTable('Per question (ms)', perQuestion);
}
