// Export, insurance report and import on the built server, on the embedded database (and
// PostgreSQL when DATABASE_URL is set): `report` (1,000 items with photos: time, size, peak
// memory), `import` (10,000 Homebox rows, then the same file again), `export` (100,000 items as
// CSV and JSON: time and peak memory of the server process).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { printTable, root, scratchDatabase, startServer } from './support.mjs';

const dist = (relative) => import(path.join(root, 'apps/server/dist', relative));

function targetsOf(postgresUrl) {
  return [
    { name: 'embedded PGlite' },
    ...(postgresUrl ? [{ name: 'PostgreSQL server', postgresUrl }] : []),
  ];
}

/** Peak and current resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field) =>
      Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]) / 1024);
    return { peak: mb('VmHWM'), now: mb('VmRSS') };
  } catch {
    return { peak: NaN, now: NaN };
  }
}

/** A server on a fresh data directory with the verified seed user and `items` generated items. */
async function seededServer(target, items = 0) {
  const database = target.postgresUrl ? await scratchDatabase(target.postgresUrl) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'circle-bench-portability-'));
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
  return {
    dataDir,
    database,
    async start() {
      const server = await startServer({ databaseUrl: database?.url, env: { DATA_DIR: dataDir } });
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'seed@example.com', password: 'Circle-pass-123' }),
      }).then((r) => r.json());
      return { server, auth: { authorization: `Bearer ${login.access_token}` } };
    },
    async drop() {
      await database?.drop();
    },
  };
}

/** Gives the seed user `count` photographed items, one photo each (the report's worst case). */
async function addPhotographedItems(dataDir, databaseUrl, count) {
  const { openDatabase } = await dist('db/database.js');
  const { files, inventoryItems, users } = await dist('db/schema.js');
  const { eq } = await import(path.join(root, 'node_modules/drizzle-orm/index.js'));
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'db') });
  const [user] = await database.db.select().from(users).where(eq(users.email, 'seed@example.com'));
  mkdirSync(path.join(dataDir, 'files', user.id), { recursive: true });
  const rooms = ['Kitchen', 'Living room', 'Garage', 'Bedroom', 'Office', 'Hallway'];
  const categories = ['electronics', 'tools', 'furniture', 'kitchenware', 'books', 'decor'];
  for (let start = 0; start < count; start += 100) {
    const fileRows = [];
    const itemRows = [];
    for (let i = start; i < Math.min(count, start + 100); i++) {
      const fileId = randomUUID();
      // A camera-like thumbnail (480 px, noisy so it compresses like a photo), distinct per item.
      const thumbnail = await sharp({
        create: {
          width: 480,
          height: 360,
          channels: 3,
          background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 },
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
      const storageKey = `${user.id}/${fileId}.jpg`;
      const thumbnailKey = `${user.id}/${fileId}-thumb.jpg`;
      writeFileSync(path.join(dataDir, 'files', storageKey), thumbnail);
      writeFileSync(path.join(dataDir, 'files', thumbnailKey), thumbnail);
      fileRows.push({
        id: fileId,
        userId: user.id,
        filename: `photo-${i}.jpg`,
        contentType: 'image',
        mimeType: 'image/jpeg',
        fileSize: thumbnail.length,
        storageKey,
        thumbnailKey,
        width: 480,
        height: 360,
        analysisStatus: 'completed',
      });
      itemRows.push({
        id: randomUUID(),
        userId: user.id,
        sourceFileId: fileId,
        itemName: `Photographed item ${i + 1}`,
        itemCategory: categories[i % categories.length],
        brand: i % 3 === 0 ? 'Bosch' : null,
        condition: 'good',
        estimatedValue: 10 + (i % 500),
        quantity: 1 + (i % 3),
        location: rooms[i % rooms.length],
        notes: i % 4 === 0 ? `Model: M-${i}\nSerial: S-${i * 7}` : null,
        isVerified: true,
      });
    }
    await database.db.insert(files).values(fileRows);
    await database.db.insert(inventoryItems).values(itemRows);
  }
  await database.close();
}

export async function benchReport({ postgresUrl, items = 1000 }) {
  const rows = [];
  for (const target of targetsOf(postgresUrl)) {
    const seeded = await seededServer(target);
    await addPhotographedItems(seeded.dataDir, seeded.database?.url, items);
    const { server, auth } = await seeded.start();
    try {
      const before = memoryOf(server.pid);
      const started = performance.now();
      const response = await fetch(`${server.url}/api/users/inventory/report`, { headers: auth });
      const pdf = Buffer.from(await response.arrayBuffer());
      const seconds = (performance.now() - started) / 1000;
      if (!response.ok) throw new Error(`report answered ${response.status}`);
      const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
      const after = memoryOf(server.pid);
      rows.push({
        database: target.name,
        items,
        'seconds (target < 20)': +seconds.toFixed(2),
        pages,
        'PDF MB': +(pdf.length / 1e6).toFixed(1),
        'server RSS before MB': before.now,
        'server peak RSS MB': after.peak,
      });
    } finally {
      await server.stop();
      await seeded.drop();
    }
  }
  printTable(
    `Insurance report: ${items.toLocaleString('en-US')} items, each with its own photo`,
    rows,
  );
}

function homeboxFile(count) {
  const lines = [
    'HB.import_ref,HB.location,HB.labels,HB.name,HB.description,HB.quantity,HB.insured,HB.notes,HB.purchase_price,HB.manufacturer,HB.model_number,HB.serial_number',
  ];
  for (let i = 1; i <= count; i++) {
    lines.push(
      `ref-${i},Home / Room ${i % 12},Label ${i % 9};Label ${i % 5},Thing ${i},"Described, with a comma",${1 + (i % 4)},${i % 2 === 0},Note ${i},${(i % 900) + 0.99},Maker ${i % 40},M-${i},S-${i}`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

export async function benchImport({ postgresUrl, rows: count = 10_000 }) {
  const rows = [];
  const file = homeboxFile(count);
  for (const target of targetsOf(postgresUrl)) {
    const seeded = await seededServer(target);
    const { server, auth } = await seeded.start();
    try {
      const run = async () => {
        const form = new FormData();
        form.append('file', new Blob([file], { type: 'text/csv' }), 'homebox.csv');
        const started = performance.now();
        const response = await fetch(`${server.url}/api/users/inventory/import`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        const body = await response.json();
        return { seconds: (performance.now() - started) / 1000, body };
      };
      const first = await run();
      const second = await run();
      rows.push({
        database: target.name,
        rows: count,
        'first import s (target < 30)': +first.seconds.toFixed(2),
        created: first.body.created,
        'same file again s': +second.seconds.toFixed(2),
        'created again': second.body.created,
        'server peak RSS MB': memoryOf(server.pid).peak,
      });
    } finally {
      await server.stop();
      await seeded.drop();
    }
  }
  printTable(`Import: a Homebox export of ${count.toLocaleString('en-US')} rows`, rows);
}

export async function benchExport({ postgresUrl, items = 100_000 }) {
  const rows = [];
  for (const target of targetsOf(postgresUrl)) {
    const seeded = await seededServer(target, items);
    const { server, auth } = await seeded.start();
    try {
      for (const format of ['csv', 'json']) {
        const before = memoryOf(server.pid);
        const started = performance.now();
        const response = await fetch(`${server.url}/api/users/inventory/export?format=${format}`, {
          headers: auth,
        });
        let bytes = 0;
        for await (const chunk of response.body) bytes += chunk.length;
        rows.push({
          database: target.name,
          format,
          items,
          seconds: +((performance.now() - started) / 1000).toFixed(2),
          MB: +(bytes / 1e6).toFixed(1),
          'server RSS before MB': before.now,
          'server peak RSS MB': memoryOf(server.pid).peak,
        });
      }
    } finally {
      await server.stop();
      await seeded.drop();
    }
  }
  printTable(`Export: ${items.toLocaleString('en-US')} items, streamed`, rows);
}
