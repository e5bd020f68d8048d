import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from '../../src/db/migrate.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/test-database.js';

const MIGRATION = '20261127T1001_verification_limits_per_client.sql';

describe(`verification limits per client: the upgrade keeps what was counted (${databaseKind})`, () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase?.drop();
  });

  it('adds the client to events, locks and tokens without losing a row', async () => {
    const { database } = testDatabase;
    // The tables as they were before the migration, with rows in them.
    await database.execScript(`
      DELETE FROM schema_migrations WHERE name = '${MIGRATION}';
      ALTER TABLE verification_locks DROP CONSTRAINT verification_locks_pkey;
      ALTER TABLE verification_locks DROP COLUMN client_key;
      ALTER TABLE verification_locks ADD PRIMARY KEY (subject, purpose_group);
      DROP INDEX verification_events_client_window_idx;
      ALTER TABLE verification_events DROP COLUMN client_key;
      ALTER TABLE verification_tokens DROP COLUMN client_key;
    `);
    const eventId = randomUUID();
    await database.execScript(`
      INSERT INTO verification_events (id, subject, purpose_group, kind, created_at)
        VALUES ('${eventId}', 'account-1', 'password_reset', 'code_mail', now());
      INSERT INTO verification_locks (subject, purpose_group, locked_until)
        VALUES ('account-1', 'password_reset', now() + interval '1 hour');
      INSERT INTO verification_tokens (id, purpose, token_hash, code_hash, expires_at, subject)
        VALUES ('${randomUUID()}', 'password_reset', 'token-hash', 'code-hash',
                now() + interval '30 minutes', 'account-1');
    `);

    expect(await migrate(database)).toEqual([MIGRATION]);

    const events = await database.rows<{ id: string; client_key: string }>(
      sql`SELECT id, client_key FROM verification_events WHERE subject = 'account-1'`,
    );
    expect(events).toEqual([{ id: eventId, client_key: '' }]);
    const locks = await database.rows<{ client_key: string }>(
      sql`SELECT client_key FROM verification_locks WHERE subject = 'account-1'`,
    );
    expect(locks).toEqual([{ client_key: '' }]);
    const tokens = await database.rows<{ client_key: string | null }>(
      sql`SELECT client_key FROM verification_tokens WHERE subject = 'account-1'`,
    );
    expect(tokens).toEqual([{ client_key: null }]);
    // Locks of different clients on one account now live side by side.
    await database.execScript(`
      INSERT INTO verification_locks (subject, purpose_group, client_key, locked_until)
        VALUES ('account-1', 'password_reset', 'client-a', now() + interval '1 hour');
    `);
    const all = await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM verification_locks WHERE subject = 'account-1'`,
    );
    expect(all).toEqual([{ n: 2 }]);
  });
});
