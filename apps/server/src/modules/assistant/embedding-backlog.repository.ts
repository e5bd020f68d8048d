import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

export interface BacklogEntry {
  userId: string;
  generation: number;
}

/** Longest wait before a failed user is tried again. */
const MAX_RETRY_DELAY_SECONDS = 300;

/**
 * The durable list of users whose items need embeddings (table embedding_backlog). Times come from
 * the database, so several server processes agree on them.
 */
export class EmbeddingBacklogRepository {
  private readonly database: Database;

  /** Raw statements on both drivers: this repository needs the Database, not only its Db. */
  constructor(deps: { database: Database }) {
    this.database = deps.database;
  }

  /** Marks the user's items as needing embeddings, due after `delayMs`. */
  async mark(userId: string, delayMs: number): Promise<void> {
    const seconds = delayMs / 1000;
    await this.database.rows(sql`
      INSERT INTO embedding_backlog (user_id, next_attempt_at)
      VALUES (${userId}, now() + make_interval(secs => ${seconds}))
      ON CONFLICT (user_id) DO UPDATE
        SET generation = embedding_backlog.generation + 1,
            attempts = 0,
            next_attempt_at = excluded.next_attempt_at`);
  }

  /** Marks every user who has an item without a current vector (after a crash or an import). */
  async markUsersWithStaleItems(): Promise<number> {
    const rows = await this.database.rows<{ user_id: string }>(sql`
      INSERT INTO embedding_backlog (user_id)
      SELECT DISTINCT i.user_id
      FROM inventory_items i LEFT JOIN item_embeddings e ON e.item_id = i.id
      WHERE e.item_id IS NULL OR i.updated_at > e.updated_at
      ON CONFLICT (user_id) DO NOTHING
      RETURNING user_id`);
    return rows.length;
  }

  /** The next user due, preferring the ones named in `first` (due or not). */
  async nextDue(first: string[]): Promise<BacklogEntry | undefined> {
    type Row = { user_id: string; generation: string | number };
    const preferred = first.length
      ? await this.database.rows<Row>(sql`
          SELECT user_id, generation FROM embedding_backlog
          WHERE user_id IN (${sql.join(
            first.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          LIMIT 1`)
      : [];
    const [row] = preferred.length
      ? preferred
      : await this.database.rows<Row>(sql`
          SELECT user_id, generation FROM embedding_backlog
          WHERE next_attempt_at <= now()
          ORDER BY next_attempt_at
          LIMIT 1`);
    return row ? { userId: row.user_id, generation: Number(row.generation) } : undefined;
  }

  async has(userId: string): Promise<boolean> {
    const rows = await this.database.rows(
      sql`SELECT 1 FROM embedding_backlog WHERE user_id = ${userId}`,
    );
    return rows.length > 0;
  }

  /** Done with this mark; a newer mark (higher generation) keeps the row. */
  async finish(entry: BacklogEntry): Promise<void> {
    await this.database.rows(sql`
      DELETE FROM embedding_backlog
      WHERE user_id = ${entry.userId} AND generation = ${entry.generation}`);
  }

  /** Failed: try again later, waiting longer after each failure. */
  async postpone(entry: BacklogEntry): Promise<void> {
    await this.database.rows(sql`
      UPDATE embedding_backlog
      SET attempts = attempts + 1,
          next_attempt_at = now() + make_interval(
            secs => least(${MAX_RETRY_DELAY_SECONDS}, power(2, attempts)))
      WHERE user_id = ${entry.userId}`);
  }

  /** How many users wait for embeddings (for tests and the benchmark). */
  async size(): Promise<number> {
    const [row] = await this.database.rows<{ n: string | number }>(
      sql`SELECT count(*) AS n FROM embedding_backlog`,
    );
    return Number(row?.n ?? 0);
  }
}
