/**
 * `pnpm drill:restore` (issue 29 item 7): a backup taken while writes run, restored into a fresh
 * data directory (PGlite) or a fresh database (PostgreSQL, `--postgres`), and every write the
 * server acknowledged before the backup began found in the restore. WRITERS clients (default 20)
 * make groups as the demo administrator as fast as the server answers; after a few seconds the
 * backup is taken (PGlite: `kill -USR2`, the server writes BACKUP_DIR/bq-*.tar.gz; PostgreSQL:
 * `pg_dump -Fc`), the writes go on while it runs, then everything stops and the copy is read.
 * Loopback only; the server and databases are started and removed here.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { restorePglite } from '../src/db/index.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { benchDatabase, onPostgres, PRODUCTION_ENV } from './bench-database.js';

const WRITERS = Math.min(Number(process.env.DRILL_WRITERS ?? 20), 100);
const BEFORE_MS = 4000;
const AFTER_MS = 3000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pgBin = (tool: string) => {
  const dir = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .at(-1);
  if (!dir || !existsSync(`${dir}/${tool}`))
    throw new Error(`no ${tool} (apt-get install postgresql)`);
  return `${dir}/${tool}`;
};

const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const address = s.address();
    s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const base = `http://127.0.0.1:${port}/api`;

async function post(call: string, body: object, token?: string, json = false) {
  const res = await fetch(`${base}/${call}`, {
    method: 'POST',
    headers: {
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(token && { authorization: token }),
    },
    body: json
      ? JSON.stringify(body)
      : new URLSearchParams(body as Record<string, string>).toString(),
  });
  return (await res.json()) as { code: number; message: string; data: { token?: string } | null };
}

const { url, drop } = await benchDatabase();
const work = mkdtempSync(path.join(tmpdir(), 'bq-drill-'));
const dataDir = path.join(work, 'data');
const backupDir = path.join(work, 'backups');
execFileSync('mkdir', ['-p', backupDir]);
let server: ChildProcess | null = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir, BACKUP_DIR: backupDir }),
    LOG_LEVEL: 'warn',
    ...PRODUCTION_ENV,
    SEED_DEMO: '1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = async () => {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
};

let failed = false;
try {
  for (const deadline = Date.now() + 180_000; ; await pause(250)) {
    try {
      await post('general/unauth/loginByEmail', {});
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('server did not start');
    }
  }
  const login = await post('general/unauth/loginByEmail', {
    email: 'admin@bq.example.com',
    password: DEMO_PASSWORD,
  });
  const token = login.data?.token;
  if (!token) throw new Error(`login: ${login.message}`);

  /** Each acknowledged write: the group's name and when its answer came. */
  const acked: { name: string; at: number }[] = [];
  let refused = 0;
  let writing = true;
  const writer = async (n: number) => {
    for (let i = 0; writing; i++) {
      const name = `drill ${n}-${i}`;
      const answer = await post('bq/group/save', { name }, token, true);
      if (answer.code === 200) acked.push({ name, at: Date.now() });
      else refused++;
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
  await pause(BEFORE_MS);

  // The backup, writes going on all the while.
  const began = Date.now();
  let backup: string;
  if (url) {
    backup = path.join(backupDir, 'bq.dump');
    await new Promise<void>((resolve, reject) => {
      const dump = spawn(pgBin('pg_dump'), ['-Fc', '-f', backup, url], { stdio: 'inherit' });
      dump.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_dump ${code}`))));
    });
  } else {
    server?.kill('SIGUSR2');
    for (;;) {
      const done = readdirSync(backupDir).find((f) => f.endsWith('.tar.gz'));
      if (done) {
        backup = path.join(backupDir, done);
        break;
      }
      if (Date.now() - began > 120_000) throw new Error('no backup written');
      await pause(100);
    }
  }
  const tookMs = Date.now() - began;
  await pause(AFTER_MS);
  writing = false;
  await Promise.all(writers);
  await stopServer();

  // Restore into a fresh place and read every group name back.
  let names: Set<string>;
  if (url) {
    const restoredUrl = url.replace(/\/([^/]*)$/, '/$1_restored');
    const admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${new URL(restoredUrl).pathname.slice(1)}`);
    execFileSync(pgBin('pg_restore'), ['--no-owner', '-d', restoredUrl, backup], {
      stdio: 'inherit',
    });
    const copy = new pg.Client({ connectionString: restoredUrl });
    await copy.connect();
    names = new Set(
      (await copy.query('SELECT name FROM groups')).rows.map((r) => r.name as string),
    );
    await copy.end();
    await admin.query(`DROP DATABASE ${new URL(restoredUrl).pathname.slice(1)} WITH (FORCE)`);
    await admin.end();
  } else {
    const restored = path.join(work, 'restored');
    await restorePglite(backup, restored);
    const copy = new PGlite(restored, { extensions: { pg_trgm } });
    names = new Set(
      (await copy.query<{ name: string }>('SELECT name FROM groups')).rows.map((r) => r.name),
    );
    await copy.close();
  }
  const before = acked.filter((w) => w.at < began);
  const missing = before.filter((w) => !names.has(w.name));
  const after = acked.filter((w) => w.at >= began && names.has(w.name)).length;
  console.log(
    `\nrestore drill on ${onPostgres ? 'PostgreSQL (pg_dump -Fc, pg_restore)' : 'PGlite (kill -USR2, BACKUP_DIR)'}: ${WRITERS} writers`,
  );
  console.log(
    `acknowledged writes: ${acked.length} (${refused} refused); backup took ${tookMs} ms while writing`,
  );
  console.log(
    `acknowledged before the backup began: ${before.length}, found in the restore: ${before.length - missing.length}, missing: ${missing.length}`,
  );
  console.log(`acknowledged while it ran and found too: ${after}`);
  failed = missing.length > 0 || before.length === 0 || refused > 0;
} finally {
  await stopServer();
  rmSync(work, { recursive: true, force: true });
  await drop();
}
process.exitCode = failed ? 1 : 0;
