import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import { seededDatabase } from './helpers.js';

const one = async <T>(database: Database, sql: string) =>
  (await database.rawTransaction((tx) => tx.query<T>(sql)))[0] as T;

// Files of a worker take turns on one PGlite database (test/seed-pool.ts): each must meet the
// seed as a fresh copy would have it, whatever the file before it did.
describe('a seeded database given to the next test file', () => {
  it('has the seeded rows, sequences and triggers back', async () => {
    const first = (await seededDatabase()).database;
    const seeded = await one<{ roles: number; next: number; counted: number }>(
      first,
      `SELECT (SELECT count(*)::int FROM roles) AS roles,
              (SELECT max(id)::int + 1 FROM roles) AS next,
              (SELECT sum(n)::int FROM case_counts) AS counted`,
    );
    // What a file leaves behind: new rows, a used sequence, a changed setting.
    const made = await one<{ id: number }>(
      first,
      "INSERT INTO roles (name) VALUES ('Left behind') RETURNING id",
    );
    expect(made.id).toBe(seeded.next);
    await first.rawTransaction((tx) =>
      tx.exec(`DELETE FROM case_counts; SET datestyle = 'German'`),
    );
    await first.close();

    const second = (await seededDatabase()).database;
    try {
      const now = await one<{ roles: number; counted: number; left: number; datestyle: string }>(
        second,
        `SELECT (SELECT count(*)::int FROM roles) AS roles,
                (SELECT sum(n)::int FROM case_counts) AS counted,
                (SELECT count(*)::int FROM roles WHERE name = 'Left behind') AS left,
                current_setting('datestyle') AS datestyle`,
      );
      expect(now).toEqual({
        roles: seeded.roles,
        counted: seeded.counted,
        left: 0,
        datestyle: 'ISO, MDY',
      });
      const again = await one<{ id: number }>(
        second,
        "INSERT INTO roles (name) VALUES ('Next') RETURNING id",
      );
      expect(again.id).toBe(seeded.next);
      // The case count trigger is on again: moving a case to another owner moves its count.
      const moved = await one<{ owner: number }>(
        second,
        `UPDATE cases SET owner_id = (SELECT min(id) FROM users)
          WHERE id = (SELECT min(id) FROM cases WHERE owner_id <> (SELECT min(id) FROM users))
          RETURNING owner_id AS owner`,
      );
      const counted = await one<{ n: number }>(
        second,
        `SELECT coalesce(sum(n), 0)::int AS n FROM case_counts WHERE owner_id = ${moved.owner}`,
      );
      const cases = await one<{ n: number }>(
        second,
        `SELECT count(*)::int AS n FROM cases WHERE owner_id = ${moved.owner}`,
      );
      expect(counted.n).toBe(cases.n);
    } finally {
      await second.close();
    }
  });
  it('puts back a row changed in place and a row swapped for another, file after file', async () => {
    // The reset refills only the tables that changed: these changes keep each table's count.
    const names = `SELECT string_agg(name, ',' ORDER BY id) AS names FROM roles`;
    const first = (await seededDatabase()).database;
    const seeded = await one<{ names: string }>(first, names);
    await first.rawTransaction((tx) =>
      tx.exec(`UPDATE roles SET name = 'Renamed' WHERE id = (SELECT min(id) FROM roles)`),
    );
    await first.close();

    const second = (await seededDatabase()).database;
    expect(await one(second, names)).toEqual(seeded);
    await second.rawTransaction((tx) =>
      tx.exec(`SET LOCAL session_replication_role = replica;
        DELETE FROM roles WHERE id = (SELECT max(id) FROM roles);
        INSERT INTO roles (name) VALUES ('Swapped in')`),
    );
    expect((await one<{ names: string }>(second, names)).names.split(',')).toHaveLength(
      seeded.names.split(',').length,
    );
    await second.close();

    const third = (await seededDatabase()).database;
    try {
      expect(await one(third, names)).toEqual(seeded);
    } finally {
      await third.close();
    }
  });
  it('has none of a schema change the file before made', async () => {
    const first = (await seededDatabase()).database;
    await first.rawTransaction((tx) =>
      tx.exec(`CREATE TABLE left_behind (id serial PRIMARY KEY);
        ALTER TABLE roles ADD COLUMN colour text`),
    );
    await first.close();

    const second = (await seededDatabase()).database;
    try {
      const found = await one<{ tables: number; columns: number }>(
        second,
        `SELECT (SELECT count(*)::int FROM pg_class WHERE relname = 'left_behind') AS tables,
                (SELECT count(*)::int FROM information_schema.columns
                  WHERE table_name = 'roles' AND column_name = 'colour') AS columns`,
      );
      expect(found).toEqual({ tables: 0, columns: 0 });
    } finally {
      await second.close();
    }
  });
});
