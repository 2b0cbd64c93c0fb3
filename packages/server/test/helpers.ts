import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { TEST_NOW, TEST_NOW_ISO } from '../../../scripts/test-clock.mjs';
import { type AppOptions, buildApp } from '../src/app.js';
import { createSession } from '../src/auth/sessions.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/index.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { TEST_PASSWORD_COST } from './password-cost.js';
import { pooledSeededDatabase } from './seed-pool.js';

/** Set by scripts/with-postgres.sh: the suite then runs on PostgreSQL instead of PGlite. */
export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? null;

/** A fresh empty database: in-memory PGlite, or a new database on the test PostgreSQL server. */
export function freshDatabase(): Promise<{ database: Database; url: string | null }> {
  return newDatabase(false);
}

/**
 * A fresh database already migrated and seeded with the demo data: a copy of the one the run's
 * global setup made (test/global-setup.ts), so no file pays for migrating and seeding again.
 */
export function seededDatabase(): Promise<{ database: Database; url: string | null }> {
  return newDatabase(true);
}

async function newDatabase(seeded: boolean): Promise<{ database: Database; url: string | null }> {
  if (!PG_ADMIN_URL) {
    if (!seeded)
      return {
        database: await openDatabase({ databaseUrl: null, dataDir: 'memory://' }),
        url: null,
      };
    // The worker's pooled database, made the seeded one again (test/seed-pool.ts); else a copy of
    // the closed seeded directory, which opens in about a second less than unpacking a dump.
    const database = await pooledSeededDatabase(async () => {
      const dataDir = seededDataDir('bq-test-db-');
      return { database: await openDatabase({ databaseUrl: null, dataDir }), dataDir };
    });
    return { database, url: null };
  }
  const name = `bq_test_${randomBytes(6).toString('hex')}`;
  const template = seeded ? ` TEMPLATE ${inject('seedTemplate')}` : '';
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template}`);
  await admin.end();
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  return { database: await openDatabase({ databaseUrl: url, dataDir: '' }), url };
}

/**
 * PGlite only: a directory holding a copy of the run's seeded database, for the server processes
 * a test starts on a data directory. Each child then opens a database instead of running initdb,
 * the migrations and the seed itself (seconds of WebAssembly each, several times that on two busy
 * cores). The caller removes it.
 */
export function seededDataDir(prefix: string): string {
  const seed = inject('seedSnapshot');
  if (!seed) throw new Error('seededDataDir: no PGlite seed snapshot in this run');
  const dataDir = mkdtempSync(path.join(path.dirname(seed), prefix));
  cpSync(seed, dataDir, { recursive: true });
  return dataDir;
}

/** The fixed TIN key of the tests (never a real one): 32 bytes of 0x2a. */
export const TEST_TIN_KEYS = `test1:${Buffer.alloc(32, 42).toString('base64')}`;

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    EXPOSE_OUTBOX: '1',
    CHECK_ANSWERS: '1',
    PASSWORD_COST: String(TEST_PASSWORD_COST),
    TEST_NOW: TEST_NOW_ISO,
    TIN_KEYS: TEST_TIN_KEYS,
    // The suites load the machine on purpose; only ops-health asks for shedding.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: { now: number };
  close(): Promise<void>;
}

/** One app (and database) per test file: PGlite start costs seconds, tests isolate by data. */
export async function startApp(
  env: Record<string, string> = {},
  /** A logger to read lines from, a tracing to read spans from. */
  options: Pick<AppOptions, 'logger' | 'tracing'> = {},
): Promise<TestApp> {
  const { database } = env.SEED_DEMO === '0' ? await freshDatabase() : await seededDatabase();
  const clock = { now: TEST_NOW };
  const app = await buildApp({
    config: testConfig(env),
    database,
    now: () => new Date(clock.now),
    logger: false,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface Answer {
  status: number;
  code: number;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: test payloads are checked field by field
  data: any;
}

export async function call(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown> = {},
  opts: { token?: string | null; encoding?: 'json' | 'form'; ip?: string } = {},
): Promise<Answer> {
  const encoding = opts.encoding ?? 'form';
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = opts.token;
  let payload: string | undefined;
  if (encoding === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  } else if (Object.keys(body).length > 0) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  }
  const res = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers,
    payload,
    remoteAddress: opts.ip,
  });
  const json = res.json();
  return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
}

/** A multipart/form-data body as a browser's FormData sends it: the fields, then the file part. */
export async function multipartBody(
  fields: Record<string, unknown>,
  file?: { field?: string; name: string; type: string; bytes: Uint8Array },
): Promise<{ contentType: string; payload: Buffer }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type });
    form.append(file.field ?? 'file', blob, file.name);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    contentType: req.headers.get('content-type') ?? '',
    payload: Buffer.from(await req.arrayBuffer()),
  };
}

/** A multipart call through `inject`. */
export async function callMultipart(
  app: FastifyInstance,
  path: string,
  fields: Record<string, unknown>,
  file: Parameters<typeof multipartBody>[1],
  token: string,
): Promise<Answer> {
  const { contentType, payload } = await multipartBody(fields, file);
  const res = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { authorization: token, 'content-type': contentType },
    payload,
  });
  const json = res.json();
  return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const answer = await call(app, 'general/unauth/loginByEmail', { email, password });
  if (answer.code !== 200) throw new Error(`login ${email}: ${answer.message}`);
  return answer.data.token as string;
}

/** A login token without paying for scrypt: for tests that need many sessions. */
export async function sessionFor(t: TestApp, email: string, at = new Date(t.clock.now)) {
  const res = await t.database.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, email),
  });
  if (!res) throw new Error(`no user ${email}`);
  return createSession(t.database.db, res.id, at);
}

export const uniqueEmail = (tag: string) => `${tag}.${randomBytes(4).toString('hex')}@example.com`;

/** A real 1 × 1 PNG: what image uploads accept. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG signature and header chunk claiming `width` × `height`, then a few bytes of nothing. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(17);
  ihdr.write('IHDR', 0, 'latin1');
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt32BE(height, 8);
  ihdr.set([8, 6, 0, 0, 0], 12); // 8-bit RGBA, no interlace
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(ihdr));
  return Buffer.concat([PNG_1X1.subarray(0, 8), length, ihdr, crc, Buffer.alloc(16)]);
}
