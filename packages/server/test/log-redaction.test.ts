import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/index.js';
import { seededDatabase, testConfig } from './helpers.js';

/** A failing query must not write its parameters (password hashes) to the log (issue 9 §9). */

let database: Database;
let lines: string[];
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = (await seededDatabase()).database;
  lines = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'error' }),
    database,
    logger: { level: 'error', stream },
  });
  // A route that fails with a database error carrying a secret parameter.
  app.get('/boom', async () => {
    await database.db.execute(sql`SELECT * FROM no_such_table WHERE x = ${'scrypt$SECRET-HASH'}`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error log redaction', () => {
  it('logs the failed statement but not its parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).not.toContain('SECRET-HASH');
  });
});
