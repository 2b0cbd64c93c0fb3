/**
 * `pnpm bench:jobs-kill`: the durable job queue's proof with real processes. Two server processes
 * on one PostgreSQL and one upload folder; a DRE import is started on process A, A is killed with
 * SIGKILL in the middle of it, and process B must finish it: the job's attempts are one failed
 * ("lease expired") and one succeeded, B's, and every licence row is stored once (none updated,
 * the stored count equal to the file's rows). Run through scripts/with-postgres.sh (the package
 * script does).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { benchDatabase } from './bench-database.js';
import { type Answer, checks, freePort, pause, post, ready } from './bench-processes.js';

/** Rows in the list: several seconds of import, so the kill lands in the middle of it. */
const ROWS = Number(process.env.JOBS_KILL_ROWS ?? 20_000);
/** Short, so B takes the job over within seconds of the kill; production keeps 30 s. */
const LEASE_MS = 2000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function startServer(url: string, port: number, storage: string, pollMs: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      STORAGE_DIR: storage,
      JOBS_LEASE_MS: String(LEASE_MS),
      JOBS_POLL_MS: String(pollMs),
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
      PASSWORD_COST: '10',
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const { check, print } = checks();

function licenceList(rows: number): Blob {
  const lines = ['License ID,Name,Type,Status,Expiry'];
  for (let n = 1; n <= rows; n += 1)
    lines.push(
      `KIL${String(n).padStart(7, '0')},"Killed Person ${n}",Salesperson,LICENSED,12/31/2028`,
    );
  return new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' });
}

const { url, drop } = await benchDatabase();
if (!url) throw new Error('bench:jobs-kill runs on PostgreSQL: use `pnpm bench:jobs-kill`');
const storage = mkdtempSync(path.join(tmpdir(), 'bq-jobs-kill-'));
const [portA, portB] = [await freePort(), await freePort()];
const a = `http://127.0.0.1:${portA}`;
const b = `http://127.0.0.1:${portB}`;
const children: ChildProcess[] = [];
const db = new pg.Client({ connectionString: url });
try {
  // A first (it migrates and seeds); B polls slowly, so A, woken by its own call, claims the import.
  const processA = startServer(url, portA, storage, 200);
  children.push(processA);
  await ready(a, processA);
  const processB = startServer(url, portB, storage, 1000);
  children.push(processB);
  await ready(b, processB);
  await db.connect();

  const login = await post(a, 'general/unauth/loginByEmail', {
    email: 'admin@bq.example.com',
    password: DEMO_PASSWORD,
  });
  const token = (login.data as { token?: string } | null)?.token;
  if (!token) throw new Error(`login refused: ${login.message}`);
  const form = new FormData();
  form.append('file', licenceList(ROWS), 'killed.csv');
  const upload = (await (
    await fetch(`${a}/api/bq/dre/import`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    })
  ).json()) as Answer;
  if (upload.code !== 200) throw new Error(`the upload was refused: ${upload.message}`);
  const importId = Number(upload.data?.jobId);
  console.log(
    `bench:jobs-kill: import ${importId} of ${ROWS} rows queued on A (pid ${processA.pid})`,
  );
  const started = performance.now();

  // Killed once some batches are stored and most of the file is still to come.
  let readAtKill = 0;
  for (;;) {
    if (performance.now() - started > 60_000) throw new Error('the import did not start');
    const progress = await post(a, 'bq/dre/importProgress', { jobId: importId }, { token });
    readAtKill = Number(progress.data?.rows ?? 0);
    if (progress.data?.status === 'done') throw new Error('the import ended before the kill');
    if (readAtKill > 0) break;
    await pause(20);
  }
  console.log(`bench:jobs-kill: ${readAtKill} rows read; kill -9 of A`);
  const { rows: held } = await db.query<{ locked_by: string }>(
    `SELECT locked_by FROM jobs WHERE kind = 'dre.import' AND payload->>'importId' = $1`,
    [String(importId)],
  );
  processA.kill('SIGKILL');
  const killedAt = performance.now();
  check(
    'process A ran the import when it was killed',
    held[0]?.locked_by?.includes(`:${processA.pid}:`) === true,
    `held by ${held[0]?.locked_by}, A is pid ${processA.pid}, ${readAtKill} of ${ROWS} rows read`,
  );

  let finished: Answer | null = null;
  while (performance.now() - killedAt < 300_000) {
    const progress = await post(b, 'bq/dre/importProgress', { jobId: importId }, { token });
    if (progress.data?.status === 'done' || progress.data?.status === 'failed') {
      finished = progress;
      break;
    }
    await pause(100);
  }
  const done = performance.now();
  check(
    'process B finished the import',
    finished?.data?.status === 'done',
    `${finished?.data?.status ?? 'not ended'} ${((done - killedAt) / 1000).toFixed(1)} s after the kill, ${((done - started) / 1000).toFixed(1)} s in all`,
  );
  // The import says done a moment before B's worker records the attempt's end.
  type Attempt = { attempt: number; worker: string; outcome: string; error: string | null };
  let attempts: Attempt[] = [];
  for (const until = performance.now() + 10_000; performance.now() < until; await pause(50)) {
    ({ rows: attempts } = await db.query<Attempt>(
      `SELECT a.attempt, a.worker, a.outcome, a.error FROM job_attempts a JOIN jobs j ON j.id = a.job_id
       WHERE j.kind = 'dre.import' AND j.payload->>'importId' = $1 ORDER BY a.attempt`,
      [String(importId)],
    ));
    if (attempts.every((x) => x.outcome !== 'running')) break;
  }
  check(
    'the job shows one failed attempt (A, lease expired) and one success (B)',
    attempts.length === 2 &&
      attempts[0]?.outcome === 'failed' &&
      /lease expired/.test(attempts[0]?.error ?? '') &&
      attempts[0]?.worker.includes(`:${processA.pid}:`) &&
      attempts[1]?.outcome === 'succeeded' &&
      attempts[1]?.worker.includes(`:${processB.pid}:`),
    attempts
      .map((x) => `${x.attempt} ${x.worker} ${x.outcome}${x.error ? ` (${x.error})` : ''}`)
      .join('; '),
  );
  const { rows: records } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM dre_records WHERE license_id LIKE 'KIL%'`,
  );
  check(
    'no row imported twice',
    finished?.data?.stored === ROWS && finished?.data?.updated === 0 && records[0]?.n === ROWS,
    `stored ${finished?.data?.stored}, updated ${finished?.data?.updated}, ${records[0]?.n} records for ${ROWS} rows`,
  );
} finally {
  // A killed child has a signal code and no exit code: both null is one still running.
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((c) => new Promise((r) => c.once('exit', r))));
  await db.end().catch(() => {});
  await drop();
  rmSync(storage, { recursive: true, force: true });
}
console.log(`bench:jobs-kill: ${ROWS} rows, kill -9 of the process running the import`);
print();
