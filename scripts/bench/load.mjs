// Load: 50 simulated users for 60 s with a realistic mix (inventory lists with filters and
// searches, item reads and edits, discovery, statistics, the assistant, file lists, uploads of
// small photos and text documents), on the embedded database and on PostgreSQL. Prints latency
// per endpoint, errors by status, timeouts, and checks that every acknowledged write is present.
// Live streams (--streams 500, at most 10 per user's session) stay open for the whole run.
// Options: --users 50 --seconds 60 --think-ms 1000 --timeout-ms 30000 --settle-seconds 15 (time
// the server gets after seeding to index the seeded items, as it would between sessions).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { percentile } from './inventory.mjs';
import { openLiveStreams, sampleHealth } from './live-streams.mjs';
import { printTable, root, scratchDatabase, signedInUser, startServer } from './support.mjs';

const FIXTURES = path.resolve(root, '../shared/fixtures');

function option(name, fallback) {
  const args = process.argv;
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  const value = inline ? inline.split('=')[1] : args[args.indexOf(`--${name}`) + 1];
  const number = Number(value);
  return (inline || args.includes(`--${name}`)) && Number.isFinite(number) ? number : fallback;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// What people own, written the way they list it; each user's first document takes 12 of these.
const BELONGINGS = [
  'DeWalt 20V cordless drill kit - $149',
  'Makita circular saw - $129',
  'Bosch laser level - $89',
  'Samsung 55" QLED TV - $650',
  'Sony WH-1000XM4 headphones - $278',
  'Apple iPad Air 64GB - $499',
  'Nintendo Switch console - $299',
  'KitchenAid stand mixer - $379',
  'Le Creuset dutch oven - $320',
  'Nespresso coffee machine - $159',
  'Vitamix blender - $449',
  'IKEA Poang armchair - $129',
  'Herman Miller Aeron chair - $895',
  'Trek hybrid bike - $1,050',
  'Coleman camping tent - $189',
  'Patagonia rain jacket - $229',
  'North Face winter parka - $320',
  'Yamaha acoustic guitar - $249',
  'Canon EOS R6 camera body - $2,099',
  'Garmin Forerunner watch - $349',
  'Weber charcoal grill - $179',
  'Dyson V11 vacuum - $599',
  'Lego Millennium Falcon set - $159',
  'Kindle Paperwhite - $139',
];
const WORD_SEARCHES = ['drill', 'chair', 'camera', 'guitar', 'tent', 'mixer', 'headphones'];
const MEANING_SEARCHES = [
  'something to keep me dry',
  'music instrument',
  'gear for sleeping outdoors',
  'appliance for breakfast',
  'power tools for building',
];
const QUESTIONS = [
  'How many items do I have?',
  'What is my most valuable item?',
  'Where is my drill?',
  'What do I own for cooking?',
  'What is the total value of my electronics?',
];
const CATEGORIES = ['electronics', 'tools', 'kitchenware', 'furniture', 'sports_equipment'];

function inventoryDocument(index) {
  const lines = Array.from(
    { length: 12 },
    (_, i) => `- ${BELONGINGS[(index * 5 + i) % BELONGINGS.length]}`,
  );
  return `Home inventory of user ${index}\n\nGarage and living room\n${lines.join('\n')}\n`;
}

async function smallPhotos() {
  const names = ['fruits.jpg', 'stuff.jpg', 'scratch_kitchen.jpg', 'coffee.png'];
  return Promise.all(
    names.map(async (name) => ({
      name: name.replace(/\.png$/, '.jpg'),
      bytes: await sharp(readFileSync(path.join(FIXTURES, 'images', name)))
        .resize({ width: 640, height: 640, fit: 'inside' })
        .jpeg({ quality: 80 })
        .toBuffer(),
    })),
  );
}

/** Records every call: latency per endpoint, statuses, timeouts. */
class Recorder {
  latencies = new Map();
  statuses = new Map();
  timeouts = new Map();
  failures = new Map();

  async call(server, label, urlPath, init, timeoutMs) {
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}${urlPath}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      this.add(this.latencies, label, performance.now() - started);
      if (response.status >= 400) this.count(this.statuses, `${label} → ${response.status}`);
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      const kind = error.name === 'TimeoutError' ? this.timeouts : this.failures;
      this.count(kind, `${label}${kind === this.failures ? ` (${error.message})` : ''}`);
      return { status: 0, body: null };
    }
  }

  add(map, key, value) {
    if (!map.has(key)) map.set(key, []);
    map.get(key).push(value);
  }

  count(map, key) {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
}

async function seedUser(server, recorder, index, timeoutMs) {
  const user = await signedInUser(server, `load.${Date.now()}.${index}@example.com`);
  const auth = { authorization: `Bearer ${user.token}` };
  const form = new FormData();
  form.append('content_type', 'text');
  form.append('file', new Blob([inventoryDocument(index)]), 'inventory.txt');
  const uploaded = await recorder.call(
    server,
    'seed upload',
    '/api/upload/',
    { method: 'POST', headers: auth, body: form },
    180_000,
  );
  if (uploaded.status !== 201) throw new Error(`seeding user ${index}: upload ${uploaded.status}`);
  const itemIds = uploaded.body.inventory_items.map((item) => item.id);
  for (const id of itemIds.slice(0, 3)) {
    await recorder.call(
      server,
      'seed visibility',
      `/api/users/inventory/${id}/visibility`,
      {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: '{"is_public":true}',
      },
      timeoutMs,
    );
  }
  return { index, auth, itemIds, edits: new Map(), uploads: [], words: WORD_SEARCHES };
}

/** The mix: [weight, label, action]. Weights are per 100 actions. */
function actions(server, recorder, photos, timeoutMs) {
  const get = (label, url, user) =>
    recorder.call(server, label, url, { headers: user.auth }, timeoutMs);
  const upload = async (user, label, fields, file) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    // The mix re-sends a few sample files; a person who means to upload a file again confirms it.
    form.append('allow_duplicate', 'true');
    form.append('file', new Blob([file.bytes]), file.name);
    const response = await recorder.call(
      server,
      label,
      '/api/upload/',
      { method: 'POST', headers: user.auth, body: form },
      180_000,
    );
    if (response.status === 201) {
      user.uploads.push({ id: response.body.id, items: response.body.inventory_items.length });
      user.itemIds.push(...response.body.inventory_items.map((item) => item.id));
    }
  };
  return [
    [14, 'GET inventory (newest)', (u) => get('GET inventory (newest)', '/api/users/inventory', u)],
    [
      10,
      'GET inventory (filters)',
      (u) =>
        get(
          'GET inventory (filters)',
          `/api/users/inventory?category=${pick(CATEGORIES)}&min_value=50&sort_by=value&sort_order=desc`,
          u,
        ),
    ],
    [
      8,
      'GET inventory (word search)',
      (u) => get('GET inventory (word search)', `/api/users/inventory?search=${pick(u.words)}`, u),
    ],
    [
      6,
      'GET inventory (meaning search)',
      (u) =>
        get(
          'GET inventory (meaning search)',
          `/api/users/inventory?search=${encodeURIComponent(pick(MEANING_SEARCHES))}`,
          u,
        ),
    ],
    [10, 'GET item', (u) => get('GET item', `/api/users/inventory/${pick(u.itemIds)}`, u)],
    [
      8,
      'PATCH item',
      async (u) => {
        const id = pick(u.itemIds);
        const notes = `checked ${u.index}-${Math.random().toString(36).slice(2, 10)}`;
        const response = await recorder.call(
          server,
          'PATCH item',
          `/api/users/inventory/${id}`,
          {
            method: 'PATCH',
            headers: { ...u.auth, 'content-type': 'application/json' },
            body: JSON.stringify({ notes, estimated_value: Math.round(Math.random() * 500) }),
          },
          timeoutMs,
        );
        if (response.status === 200) u.edits.set(id, notes);
      },
    ],
    [
      9,
      'GET public items',
      (u) =>
        get(
          'GET public items',
          pick([
            '/api/public/items',
            `/api/public/items?category=${pick(CATEGORIES)}`,
            `/api/public/items?search=${pick(WORD_SEARCHES)}&sort=-value`,
          ]),
          u,
        ),
    ],
    [8, 'GET statistics', (u) => get('GET statistics', '/api/users/statistics', u)],
    [6, 'GET files', (u) => get('GET files', '/api/users/files', u)],
    [
      6,
      'POST chat',
      (u) =>
        recorder.call(
          server,
          'POST chat',
          '/api/query/chat',
          {
            method: 'POST',
            headers: { ...u.auth, 'content-type': 'application/json' },
            body: JSON.stringify({ query: pick(QUESTIONS) }),
          },
          timeoutMs,
        ),
    ],
    [
      2,
      'POST upload (text)',
      (u) =>
        upload(
          u,
          'POST upload (text)',
          { content_type: 'text' },
          {
            name: 'list.txt',
            bytes: Buffer.from(inventoryDocument(u.index + Math.floor(Math.random() * 10))),
          },
        ),
    ],
    [
      1,
      'POST upload (photo)',
      (u) => upload(u, 'POST upload (photo)', { content_type: 'image' }, pick(photos)),
    ],
  ];
}

function chooser(mix) {
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const entry of mix) {
      roll -= entry[0];
      if (roll < 0) return entry;
    }
    return mix[0];
  };
}

/** Every acknowledged edit and upload must be there afterwards. */
async function verifyWrites(server, users, timeoutMs) {
  const recorder = new Recorder();
  let edits = 0;
  let uploads = 0;
  const missing = [];
  for (const user of users) {
    for (const [id, notes] of user.edits) {
      edits += 1;
      const { status, body } = await recorder.call(
        server,
        'verify',
        `/api/users/inventory/${id}`,
        { headers: user.auth },
        timeoutMs,
      );
      if (status !== 200 || body.notes !== notes) missing.push(`edit of item ${id}`);
    }
    for (const upload of user.uploads) {
      uploads += 1;
      const { status, body } = await recorder.call(
        server,
        'verify',
        `/api/users/files/${upload.id}`,
        { headers: user.auth },
        timeoutMs,
      );
      if (status !== 200 || body.inventory_items.length !== upload.items)
        missing.push(`upload ${upload.id}`);
    }
  }
  return { edits, uploads, missing };
}

async function runTarget(target, settings, photos) {
  const database = target.postgresUrl ? await scratchDatabase(target.postgresUrl) : undefined;
  const server = await startServer({ databaseUrl: database?.url });
  try {
    const recorder = new Recorder();
    const seeded = performance.now();
    const users = [];
    for (let from = 0; from < settings.users; from += 5) {
      const batch = Array.from({ length: Math.min(5, settings.users - from) }, (_, i) => from + i);
      users.push(
        ...(await Promise.all(
          batch.map((index) => seedUser(server, recorder, index, settings.timeoutMs)),
        )),
      );
    }
    // The detector loads at start-up; one photo makes sure it is ready before the clock starts.
    await actions(server, recorder, photos, settings.timeoutMs).at(-1)[2](users[0]);
    await sleep(settings.settleSeconds * 1000);
    console.log(
      `${target.name}: ${users.length} users seeded in ${Math.round((performance.now() - seeded) / 1000)} s; running ${settings.seconds} s`,
    );

    const live = await openLiveStreams(server, users, settings.streams);
    const stopHealth = sampleHealth(server);
    const measured = new Recorder();
    const mix = actions(server, measured, photos, settings.timeoutMs);
    const next = chooser(mix);
    const deadline = performance.now() + settings.seconds * 1000;
    await Promise.all(
      users.map(async (user) => {
        await sleep(Math.random() * settings.thinkMs);
        while (performance.now() < deadline) {
          await next()[2](user);
          await sleep(settings.thinkMs * (0.5 + Math.random()));
        }
      }),
    );
    const health = await stopHealth();
    const streams = { opened: live.opened, refused: live.refused, ...live.stats() };
    live.close();
    const verified = await verifyWrites(server, users, settings.timeoutMs);
    return { measured, verified, streams, health };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

function report(target, { measured, verified, streams, health }, targetP99) {
  const rows = [...measured.latencies.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        endpoint: label,
        requests: sorted.length,
        p50: +percentile(sorted, 50).toFixed(0),
        p95: +percentile(sorted, 95).toFixed(0),
        p99: +percentile(sorted, 99).toFixed(0),
        max: +sorted.at(-1).toFixed(0),
      };
    });
  printTable(`${target.name}: latency per endpoint (ms)`, rows);
  const errors = Object.fromEntries(measured.statuses);
  const timeouts = Object.fromEntries(measured.timeouts);
  const failures = Object.fromEntries(measured.failures);
  console.log(
    `live streams: ${streams.opened} opened (${streams.refused} refused), ${streams.open} still open at the end, ${streams.frames} frames delivered; health under them: p50 ${health.p50} ms, p95 ${health.p95} ms, p99 ${health.p99} ms over ${health.samples} checks, ${health.failures} failed`,
  );
  console.log('errors by status:', Object.keys(errors).length ? errors : 'none');
  console.log('timeouts:', Object.keys(timeouts).length ? timeouts : 'none');
  if (Object.keys(failures).length) console.log('network failures:', failures);
  console.log(
    `acknowledged writes: ${verified.edits} edits and ${verified.uploads} uploads checked, ${verified.missing.length} missing${verified.missing.length ? `: ${verified.missing.slice(0, 10).join(', ')}` : ''}`,
  );
  // Uploads run the AI analysis within the call (the client allows 180 s): they are reported, and
  // the latency target applies to every other endpoint.
  const over = rows.filter((row) => !row.endpoint.startsWith('POST upload') && row.p99 > targetP99);
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  const timeoutCount = Object.values(timeouts).reduce((a, b) => a + b, 0);
  console.log(
    `target (0 errors, 0 timeouts, p99 ≤ ${targetP99} ms outside uploads): ${
      errorCount === 0 && timeoutCount === 0 && over.length === 0 && verified.missing.length === 0
        ? 'met'
        : `NOT met (${errorCount} errors, ${timeoutCount} timeouts, over: ${over.map((row) => row.endpoint).join(', ') || 'none'})`
    }`,
  );
}

export async function benchLoad({ postgresUrl }) {
  const settings = {
    users: option('users', 50),
    seconds: option('seconds', 60),
    thinkMs: option('think-ms', 1000),
    timeoutMs: option('timeout-ms', 30_000),
    settleSeconds: option('settle-seconds', 15),
    streams: option('streams', 500),
  };
  const photos = await smallPhotos();
  const targets = [{ name: 'embedded PGlite', p99: 2500 }];
  if (postgresUrl) targets.push({ name: 'PostgreSQL server', postgresUrl, p99: 1000 });
  console.log(
    `\nLoad: ${settings.users} users, ${settings.streams} live streams, ${settings.seconds} s, think time ${settings.thinkMs} ms (±50 %), client timeout ${settings.timeoutMs} ms, ${settings.settleSeconds} s between seeding and the clock`,
  );
  for (const target of targets) {
    const result = await runTarget(target, settings, photos);
    report(target, result, target.p99);
  }
}
