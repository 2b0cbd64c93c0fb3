import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { seededDatabase } from './helpers.js';
import { declaredTables, drift, migratedTables } from './schema-drift.js';

let database: Database;
beforeAll(async () => {
  ({ database } = await seededDatabase());
  await migrate(database);
});
afterAll(() => database?.close());

describe('the Drizzle schema matches the migrations', () => {
  it('every table is declared once, and every column has the migrated type, nullability and default', async () => {
    const migrated = await database.rawTransaction(migratedTables);
    const { tables, declaredIn } = declaredTables();
    expect(drift(migrated, tables, declaredIn)).toEqual([]);
  });

  it('a column changed by a migration alone is caught', async () => {
    const { tables, declaredIn } = declaredTables();
    // The change is rolled back: the throw ends the transaction after the catalog is read.
    const found = await database
      .rawTransaction(async (tx) => {
        await tx.exec(`ALTER TABLE cases ALTER COLUMN notes DROP NOT NULL;
          ALTER TABLE messages ALTER COLUMN title TYPE varchar(200);
          ALTER TABLE roles ADD COLUMN colour text`);
        throw drift(await migratedTables(tx), tables, declaredIn);
      })
      .catch((problems: string[]) => problems);
    expect(found).toEqual([
      'cases.notes: migrations say text default, Drizzle says text not null default',
      'messages.title: migrations say character varying(200) not null, Drizzle says text not null',
      'roles.colour: migrations say text, Drizzle says missing',
    ]);
  });
});
