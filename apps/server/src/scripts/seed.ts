/**
 * npm run seed -- --items 100000 [--email seed@example.com] [--password Circle-pass-123]
 *                 [--users 1000 --public]
 * Creates (or reuses) a verified user and gives it N generated inventory items, on the database
 * the server would use (DATABASE_URL, else the embedded one in DATA_DIR). With --users the items
 * are spread over that many users (seed1@…, seed2@…); --public makes every item public; --embed
 * computes the items' sentence embeddings now, as the server would after uploads.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { inventoryItems, users } from '../db/schema.js';
import { createArgon2Hasher } from '../modules/auth/index.js';
import { createEmbedder } from '../adapters/embeddings/create-embedder.js';
import { EmbeddingBacklogRepository, ItemIndex } from '../modules/assistant/index.js';
import pino from 'pino';

const silentLog = pino({ level: 'warn' });
import { randomSource, seededItem } from './seed-data.js';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '1000' },
    email: { type: 'string', default: 'seed@example.com' },
    password: { type: 'string', default: 'Circle-pass-123' },
    name: { type: 'string', default: 'Seed Collector' },
    batch: { type: 'string', default: '1000' },
    users: { type: 'string', default: '1' },
    public: { type: 'boolean', default: false },
    embed: { type: 'boolean', default: false },
  },
});

const count = Number(values.items);
const batchSize = Number(values.batch);
if (!Number.isInteger(count) || count < 0 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error(
    'Usage: npm run seed -- --items <count> [--email <address>] [--password <password>]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
});
await migrate(database);
const { db } = database;

const userCount = Math.max(1, Number(values.users));
const passwordHash = await createArgon2Hasher().hash(values.password);

/** The id of a verified user with this address, created when missing. */
async function seedUser(address: string, name: string): Promise<string> {
  const email = address.toLowerCase();
  const [existing] = await database.rows<{ id: string }>(
    sql`SELECT id FROM users WHERE lower(email) = ${email}`,
  );
  if (existing) return existing.id;
  const id = randomUUID();
  await db.insert(users).values({ id, email, passwordHash, fullName: name, isVerified: true });
  return id;
}

const userIds: string[] = [];
for (let index = 0; index < userCount; index += 1) {
  const address = userCount === 1 ? values.email : values.email.replace('@', `${index + 1}@`);
  userIds.push(
    await seedUser(address, userCount === 1 ? values.name : `${values.name} ${index + 1}`),
  );
}
console.log(
  `${userCount === 1 ? values.email : `${userCount} users (${values.email.replace('@', '1@')} …)`}, password ${values.password}`,
);

const random = randomSource(count);
const now = Date.now();
const started = performance.now();
for (let done = 0; done < count; done += batchSize) {
  const rows = Array.from({ length: Math.min(batchSize, count - done) }, (_, i) => {
    const index = done + i;
    const item = seededItem(userIds[index % userIds.length]!, index, random, now);
    return values.public ? { ...item, isPublic: true, isShareable: true } : item;
  });
  await db.insert(inventoryItems).values(rows);
  if ((done / batchSize) % 10 === 0)
    process.stdout.write(`\r${done + rows.length} / ${count} items`);
}
await database.execScript('VACUUM ANALYZE inventory_items;');
if (values.embed) {
  const embedder = createEmbedder(config);
  const index = new ItemIndex({
    database,
    backlog: new EmbeddingBacklogRepository({ database }),
    embedder: () => embedder,
    log: silentLog,
  });
  const embedding = performance.now();
  for (const userId of userIds) await index.sync(userId);
  await index.close();
  await embedder.close();
  console.log(`Embedded the items in ${Math.round(performance.now() - embedding)} ms.`);
}
console.log(
  `\rSeeded ${count} items for ${userCount} user(s) in ${Math.round(performance.now() - started)} ms (${database.kind}).`,
);
await database.close();
