/// <reference types="vite/client" />
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { RawTx } from '../src/db/index.js';

/**
 * The migrations are the source of truth for the tables; the Drizzle declarations only type the
 * queries. This compares the two, column by column, so a migration that changes a column without
 * its declaration (or the reverse) fails CI instead of failing a query in production.
 */

/**
 * Every schema file of `src/db/` (schema.ts and each area's schema-<area>.ts), by the name a
 * failure message uses for it: an area's new file is compared the day it is added.
 */
export const SCHEMA_FILES = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../src/db/schema*.ts', { eager: true }),
  ).map(([file, exports]) => [file.slice(file.lastIndexOf('/') + 1), exports]),
);

/** The migrator's own bookkeeping (db/migrate.ts), not a table of the application. */
const NOT_DECLARED = new Set(['schema_migrations']);

export interface Column {
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
}
type Tables = Map<string, Map<string, Column>>;

/** The tables and columns a migrated database has, as PostgreSQL itself names the types. */
export async function migratedTables(tx: RawTx): Promise<Tables> {
  const rows = await tx.query<{
    table: string;
    column: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
    generated: boolean;
  }>(`SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
      a.attnotnull AS not_null, a.atthasdef AND a.attgenerated = '' AS has_default,
      a.attgenerated <> '' AS generated
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname, a.attnum`);
  const tables: Tables = new Map();
  for (const r of rows) {
    if (NOT_DECLARED.has(r.table)) continue;
    const cols = tables.get(r.table) ?? new Map<string, Column>();
    cols.set(r.column, {
      type: r.type,
      notNull: r.not_null,
      hasDefault: r.has_default,
      generated: r.generated,
    });
    tables.set(r.table, cols);
  }
  return tables;
}

/** Drizzle's SQL type spelled the way format_type() spells it. */
function pgType(drizzleType: string): string {
  const serial: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    smallserial: 'smallint',
  };
  return serial[drizzleType] ?? drizzleType.replace(/,\s+/g, ',');
}

/** Each declared table with its columns, and the files that declare each table name. */
export function declaredTables(): { tables: Tables; declaredIn: Map<string, string[]> } {
  const tables: Tables = new Map();
  const declaredIn = new Map<string, string[]>();
  // schema.ts re-exports some area files: the same object is one declaration, not two.
  const seen = new Set<unknown>();
  for (const [file, exports] of Object.entries(SCHEMA_FILES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!is(value, PgTable) || seen.has(value)) continue;
      seen.add(value);
      const config = getTableConfig(value);
      declaredIn.set(config.name, [...(declaredIn.get(config.name) ?? []), `${file} ${name}`]);
      const inPrimaryKey = new Set(config.primaryKeys.flatMap((k) => k.columns.map((c) => c.name)));
      const cols = new Map<string, Column>();
      for (const c of config.columns) {
        const generated = c.generated !== undefined;
        cols.set(c.name, {
          type: pgType(c.getSQLType()),
          notNull: c.notNull || inPrimaryKey.has(c.name),
          // A default Drizzle computes in JS ($defaultFn) is not one the database has.
          hasDefault: !generated && (c.default !== undefined || c.columnType.endsWith('Serial')),
          generated,
        });
      }
      tables.set(config.name, cols);
    }
  }
  return { tables, declaredIn };
}

const show = (c: Column | undefined) =>
  c
    ? `${c.type}${c.notNull ? ' not null' : ''}${c.hasDefault ? ' default' : ''}${c.generated ? ' generated' : ''}`
    : 'missing';

/** Every difference, one readable line each; empty when the declarations match the database. */
export function drift(migrated: Tables, declared: Tables, declaredIn: Map<string, string[]>) {
  const problems: string[] = [];
  for (const [table, where] of declaredIn) {
    if (where.length > 1)
      problems.push(`${table}: declared ${where.length} times (${where.join(', ')})`);
  }
  for (const table of new Set([...migrated.keys(), ...declared.keys()])) {
    const db = migrated.get(table);
    const ts = declared.get(table);
    if (!db) {
      problems.push(`${table}: declared in Drizzle but no migration creates it`);
      continue;
    }
    if (!ts) {
      problems.push(`${table}: created by the migrations but not declared in any schema file`);
      continue;
    }
    for (const column of new Set([...db.keys(), ...ts.keys()])) {
      const a = db.get(column);
      const b = ts.get(column);
      if (show(a) !== show(b)) {
        problems.push(`${table}.${column}: migrations say ${show(a)}, Drizzle says ${show(b)}`);
      }
    }
  }
  return problems.sort();
}
