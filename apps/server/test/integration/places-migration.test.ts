import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/test-database.js';

const MIGRATION = '20261127T1501_places.sql';

describe(`places: the upgrade turns free-text locations into places (${databaseKind})`, () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase?.drop();
  });

  it('makes one branch per household and path, and puts every item in its place', async () => {
    const { database } = testDatabase;
    // The database as it was before places, with items that name their location in text.
    await database.execScript(`
      DELETE FROM schema_migrations WHERE name = '${MIGRATION}';
      DROP TRIGGER inventory_items_place ON inventory_items;
      DROP FUNCTION inventory_items_place();
      DROP TRIGGER places_renamed ON places;
      DROP FUNCTION places_renamed();
      DROP FUNCTION place_for_location(uuid, text, uuid);
      DROP FUNCTION place_path(uuid);
      ALTER TABLE inventory_items DROP COLUMN place_id;
      DROP TABLE places;
    `);
    const [ann, bob] = [randomUUID(), randomUUID()];
    const items: [string, string, string | null][] = [
      [ann, 'Drill', 'Home / Garage / Shelf A'],
      [ann, 'Saw', 'home / garage / shelf a'],
      [ann, 'Bike', 'Garage'],
      [ann, 'Lamp', 'Living room'],
      [ann, 'Cable', null],
      [ann, 'Cup', '  '],
      [bob, 'Tent', 'Home / Garage / Shelf A'],
    ];
    await database.execScript(`
      INSERT INTO users (id, email, password_hash) VALUES
        ('${ann}', '${ann}@example.com', 'x'), ('${bob}', '${bob}@example.com', 'x');
      INSERT INTO inventory_items (id, user_id, item_name, item_category, location) VALUES
        ${items
          .map(
            ([user, name, location]) =>
              `('${randomUUID()}', '${user}', '${name}', 'tools', ${location === null ? 'NULL' : `'${location}'`})`,
          )
          .join(',\n')};
    `);

    expect(await migrate(database)).toEqual([MIGRATION]);

    const rows = await database.rows<{
      owner: string;
      item_name: string;
      location: string | null;
      path: string | null;
    }>(sql`SELECT i.user_id AS owner, i.item_name, i.location, place_path(i.place_id) AS path
      FROM inventory_items i WHERE i.user_id IN (${ann}, ${bob}) ORDER BY i.item_name`);
    expect(rows.map((row) => [row.item_name, row.location, row.path])).toEqual([
      ['Bike', 'Garage', 'Home / Garage'],
      ['Cable', null, null],
      ['Cup', '  ', null],
      ['Drill', 'Shelf A', 'Home / Garage / Shelf A'],
      ['Lamp', 'Living room', 'Living room'],
      ['Saw', 'Shelf A', 'Home / Garage / Shelf A'],
      ['Tent', 'Shelf A', 'Home / Garage / Shelf A'],
    ]);
    const places = await database.rows<{ owner: string; count: number }>(sql`
      SELECT h.personal_user_id AS owner, count(*)::int AS count FROM places p
        JOIN households h ON h.id = p.household_id
        WHERE h.personal_user_id IN (${ann}, ${bob}) GROUP BY 1`);
    expect(new Map(places.map((row) => [row.owner, row.count]))).toEqual(
      new Map([
        [ann, 4],
        [bob, 3],
      ]),
    );
  });
});
