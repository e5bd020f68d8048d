import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction opened on the database: repositories take one where a caller composes them. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type DbOrTx = Db | Tx;

/** What every repository is built from: `new XRepository({ db })` (a transaction is a Db too). */
export interface RepositoryDeps {
  db: Db;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Rows of a raw SQL query, the same on both drivers. */
  rows<T>(query: SQL): Promise<T[]>;
  /** Runs a script of several statements (migrations). */
  execScript(script: string): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own statements (the job queue): parameters when
   * given, otherwise a script whose last statement's rows are returned.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when unset the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
}

/**
 * Per-connection settings: how alike a typed word and a known word must be for a typo to be
 * corrected ("samsng" and "samsung" score 0.5; unrelated words of that length stay under 0.2).
 */
const SIMILARITY_THRESHOLD = '0.35';
const SESSION_SETTINGS = `SET pg_trgm.similarity_threshold = ${SIMILARITY_THRESHOLD};`;

/** Rows of a raw SQL query on the database or a transaction, the same on both drivers. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
      // Sent at connection start-up, before any query can use the connection.
      options: `-c pg_trgm.similarity_threshold=${SIMILARITY_THRESHOLD}`,
    });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      rows: <T>(query: SQL) => rowsOf<T>(db, query),
      async execScript(script) {
        // One client for the whole script, so a failed transaction is rolled back where it began.
        const client = await pool.connect();
        try {
          await client.query(script);
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      async executeSql(text, values) {
        const result = await pool.query(text, values?.length ? values : undefined);
        // A script answers one result per statement; its last statement's rows are the answer.
        const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
        return { rows: last?.rows ?? [] };
      },
      async ping() {
        try {
          await pool.query('SELECT 1');
          return true;
        } catch {
          return false;
        }
      },
      async close() {
        await pool.end();
      },
    };
  }

  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  await client.exec(SESSION_SETTINGS);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    rows: <T>(query: SQL) => rowsOf<T>(db, query),
    async execScript(script) {
      try {
        await client.exec(script);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    async executeSql(text, values) {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // The one connection must not stay inside a failed script's transaction.
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    async ping() {
      try {
        await db.execute(sql`SELECT 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
