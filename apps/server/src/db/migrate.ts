import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './database.js';

/** SQL migrations live beside the sources, so the same files serve src and dist. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

const MIGRATION_LOCK_ID = 7_346_221;

async function appliedMigrations(database: Database): Promise<Set<string>> {
  const rows = await database.rows<{ name: string }>(sql`SELECT name FROM schema_migrations`);
  return new Set(rows.map((row) => row.name));
}

/**
 * Applies every migration not yet recorded, each in its own transaction, and returns the names
 * applied. On a PostgreSQL server an advisory lock serialises processes starting together; the
 * loser's transaction fails on the recorded name and is rolled back, and it moves on.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.execScript(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     );`,
  );
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const lock =
    database.kind === 'postgres' ? `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID});` : '';
  const applied: string[] = [];
  for (const file of files) {
    if ((await appliedMigrations(database)).has(file)) continue;
    const script = await readFile(path.join(dir, file), 'utf8');
    const name = file.replaceAll("'", "''");
    try {
      await database.execScript(
        `BEGIN;\n${lock}\n${script}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
      );
      applied.push(file);
    } catch (error) {
      if (!(await appliedMigrations(database)).has(file)) throw error;
    }
  }
  return applied;
}
