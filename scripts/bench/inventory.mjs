// Issue: uploads and inventory. Inventory list, filter and search latency with 100,000 items for
// one user on both databases, and list latency while four analyses run at once.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printTable, root, scratchDatabase, startServer } from './support.mjs';

const FIXTURES = path.resolve(root, '../shared/fixtures');

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sequential requests, so each latency is one request's own. */
async function latencies(url, headers, count) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50: +percentile(times, 50).toFixed(1),
    p95: +percentile(times, 95).toFixed(1),
    p99: +percentile(times, 99).toFixed(1),
  };
}

async function signIn(server, email, password) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  const body = await response.json();
  if (!body.access_token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.access_token}` };
}

const QUERIES = {
  'list (newest first)': '',
  'list page 50': 'offset=1000',
  'filter category + min value, by value':
    'category=electronics&min_value=100&sort_by=value&sort_order=desc',
  'filter verified + public': 'verified_only=true&is_public=true',
  'search "headphones"': 'search=headphones',
  'search typo "hedphones"': 'search=hedphones',
  'search brand + sort by name': 'search=dewalt&sort_by=name&sort_order=asc',
};

export async function benchInventoryScale({ postgresUrl, items = 100_000 }) {
  const rows = [];
  const targets = [{ name: 'embedded PGlite' }];
  if (postgresUrl) targets.push({ name: 'PostgreSQL server', postgresUrl });
  for (const target of targets) {
    const database = target.postgresUrl ? await scratchDatabase(target.postgresUrl) : undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'circle-bench-seed-'));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'warn',
    };
    const seeded = spawnSync(
      process.execPath,
      [path.join(root, 'apps/server/dist/scripts/seed.js'), '--items', String(items)],
      { env, encoding: 'utf8' },
    );
    if (seeded.status !== 0) throw new Error(seeded.stderr);
    console.log(seeded.stdout.trim().split('\r').at(-1));
    const server = await startServer({ databaseUrl: database?.url, env: { DATA_DIR: dataDir } });
    const auth = await signIn(server, 'seed@example.com', 'Circle-pass-123');
    for (const [name, query] of Object.entries(QUERIES)) {
      const url = `${server.url}/api/users/inventory?${query}`;
      await latencies(url, auth, 5); // warm-up
      rows.push({ database: target.name, query: name, ...(await latencies(url, auth, 100)) });
    }
    await server.stop();
    await database?.drop();
  }
  printTable(
    `GET /api/users/inventory with ${items.toLocaleString('en-US')} items for one user (ms, sequential)`,
    rows,
  );
}

export async function benchInventoryUnderAnalysis() {
  const server = await startServer();
  const { signedInUser } = await import('./support.mjs');
  const user = await signedInUser(server);
  const auth = { authorization: `Bearer ${user.token}` };
  const photos = [
    'images/coffee.png',
    'images/scratch_kitchen.jpg',
    'images/fruits.jpg',
    'images/stuff.jpg',
  ].map((file) => ({
    name: path.basename(file),
    bytes: readFileSync(path.join(FIXTURES, file)),
  }));
  const uploadOnce = async (photo) => {
    const form = new FormData();
    form.append('content_type', 'image');
    form.append('file', new Blob([photo.bytes]), photo.name);
    const response = await fetch(`${server.url}/api/upload/`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    return response.json();
  };
  // Warm the models and give the list something to show.
  for (const photo of photos) await uploadOnce(photo);
  const quiet = await latencies(`${server.url}/api/users/inventory`, auth, 100);

  let running = true;
  let analyses = 0;
  const workers = photos.map(async (photo) => {
    while (running) {
      await uploadOnce(photo);
      analyses += 1;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = performance.now();
  const busy = await latencies(`${server.url}/api/users/inventory`, auth, 300);
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await Promise.all(workers);
  await server.stop();
  printTable('GET /api/users/inventory while four uploads are analysed at once (ms, sequential)', [
    { while: 'no analysis', ...quiet },
    { while: `4 concurrent analyses (${analyses} finished in ${seconds.toFixed(1)} s)`, ...busy },
  ]);
}

const PUBLIC_QUERIES = {
  'newest first': '',
  'page 20': 'page=20',
  category: 'category=electronics',
  'category + value range, by value': 'category=furniture&min_value=200&max_value=1500&sort=-value',
  'search "headphones"': 'search=headphones',
  'brand + condition': 'brand=Sony&condition=good',
  'verified only, by name': 'is_verified=true&sort=name',
};

export async function benchPublicItems({ postgresUrl, items = 100_000, users = 1000 }) {
  const rows = [];
  const targets = [{ name: 'embedded PGlite' }];
  if (postgresUrl) targets.push({ name: 'PostgreSQL server', postgresUrl });
  for (const target of targets) {
    const database = target.postgresUrl ? await scratchDatabase(target.postgresUrl) : undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'circle-bench-public-'));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'warn',
    };
    const args = ['--items', String(items), '--users', String(users), '--public'];
    const seeded = spawnSync(
      process.execPath,
      [path.join(root, 'apps/server/dist/scripts/seed.js'), ...args],
      { env, encoding: 'utf8' },
    );
    if (seeded.status !== 0) throw new Error(seeded.stderr);
    console.log(seeded.stdout.trim().split('\r').at(-1));
    const server = await startServer({ databaseUrl: database?.url, env: { DATA_DIR: dataDir } });
    const auth = await signIn(server, 'seed1@example.com', 'Circle-pass-123');
    // The first request computes the facets over every public item; later ones reuse them (30 s).
    const cold = performance.now();
    await (await fetch(`${server.url}/api/public/items`, { headers: auth })).arrayBuffer();
    rows.push({
      database: target.name,
      query: 'first request (facets computed)',
      p50: +(performance.now() - cold).toFixed(1),
      p95: '-',
      p99: '-',
    });
    for (const [name, query] of Object.entries(PUBLIC_QUERIES)) {
      const url = `${server.url}/api/public/items?${query}`;
      await latencies(url, auth, 5);
      rows.push({ database: target.name, query: name, ...(await latencies(url, auth, 100)) });
    }
    await server.stop();
    await database?.drop();
  }
  printTable(
    `GET /api/public/items with ${items.toLocaleString('en-US')} public items from ${users} users, facets included (ms, sequential)`,
    rows,
  );
}
