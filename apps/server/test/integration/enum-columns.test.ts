import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/test-database.js';

/** Every enumerated column of the drizzle schema, with the values it takes from the contract. */
function enumeratedColumns() {
  const columns: { table: string; column: string; values: string[] }[] = [];
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    for (const column of config.columns) {
      const values = (column as { enumValues?: string[] }).enumValues;
      if (values?.length) columns.push({ table: config.name, column: column.name, values });
    }
  }
  return columns;
}

describe(`enumerated columns agree with the migrations (${databaseKind})`, () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase?.drop();
  });

  it('allows exactly the values the contract lists wherever the table checks them', async () => {
    const checked: string[] = [];
    for (const { table, column, values } of enumeratedColumns()) {
      const constraints = await testDatabase.database.rows<{ definition: string }>(sql`
        SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = ${table}::regclass AND contype = 'c'`);
      const own = constraints.filter(({ definition }) =>
        new RegExp(`\\(\\(?${column}\\b`).test(definition),
      );
      if (own.length === 0) continue;
      expect(own, `${table}.${column}`).toHaveLength(1);
      const allowed = [...own[0]!.definition.matchAll(/'([^']*)'/g)].map((match) => match[1]);
      expect(new Set(allowed), `${table}.${column}`).toEqual(new Set(values));
      checked.push(`${table}.${column}`);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'shares.status',
        'shares.sharing_type',
        'borrow_requests.status',
        'files.content_type',
        'chat_messages.role',
      ]),
    );
  });
});
