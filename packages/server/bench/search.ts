/**
 * `pnpm bench:search`: the Ctrl-K search (`bq/search/query`) at 100,000 cases. Seeds a PGlite data
 * dir once (BENCH_DATA_DIR, default a temp dir reused on later runs; or DATABASE_URL for
 * PostgreSQL) with the large-seed machinery, then times BENCH_RUNS requests per query through
 * `app.inject` (gate, validation, every kind's search, envelope) as an agent, finance and the
 * administrator, and prints p50 / p95 / max. Target: p95 ≤ 50 ms. Not part of CI.
 *
 * The server's clock is the bench's: it moves a second between requests, so the per-person burst
 * limit (domain/search/throttle.ts) refills as it would for a person typing, and never answers 429.
 */
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { createSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { cases } from '../src/db/schema.js';
import { seedLargeCases } from '../src/seed/large-cases.js';
import { benchDatabase, percentile as pct } from './bench-database.js';

const TARGET = Number(process.env.BENCH_CASES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const LIMIT_MS = 50;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'bq-bench-cases');
// `--postgres`: a throw-away database on the server scripts/with-postgres.sh started.
const target = await benchDatabase();
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: '1',
  ...(target.url ? { DATABASE_URL: target.url } : {}),
});
const database = await openDatabase(config);
let clock = Date.now();
const app = await buildApp({ config, database, logger: false, now: () => new Date(clock) });
await app.ready();

const [have] = await database.db.select({ n: count() }).from(cases);
if ((have?.n ?? 0) < TARGET) {
  const missing = TARGET - (have?.n ?? 0);
  console.log(`seeding ${missing} cases into ${config.databaseUrl ? 'PostgreSQL' : dataDir}…`);
  const { ms } = await seedLargeCases(database, missing);
  console.log(`  done in ${(ms / 1000).toFixed(1)} s`);
}
const [total] = await database.db.select({ n: count() }).from(cases);
// The planner's statistics after a bulk insert, as autovacuum would gather them in production.
await database.db.execute('ANALYZE');

async function tokenOf(email: string) {
  const user = await database.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, email),
  });
  if (!user) throw new Error(`no ${email}`);
  return createSession(database.db, user.id, new Date(clock));
}
const tokens = {
  agent: await tokenOf('agent@bq.example.com'),
  finance: await tokenOf('finance@bq.example.com'),
  admin: await tokenOf('admin@bq.example.com'),
};
const [someCase] = await database.db
  .select({ caseNo: cases.caseNo })
  .from(cases)
  .limit(1)
  .offset(50_000);

const scenarios: [keyof typeof tokens, string, Record<string, unknown>][] = [
  ['agent', 'empty: recent records', { q: '' }],
  ['agent', 'three letters of a street "lin"', { q: 'lin' }],
  ['agent', 'a client "chen"', { q: 'chen' }],
  ['agent', 'a case number prefix "BQ-2026-0"', { q: 'BQ-2026-0' }],
  ['finance', 'a street "mission"', { q: 'mission' }],
  ['finance', 'an order reference (none)', { q: 'BQ-261203-0042' }],
  ['admin', 'empty: recent records', { q: '' }],
  ['admin', 'three letters of a street "lin"', { q: 'lin' }],
  ['admin', 'a street and number "1200 oak"', { q: '1200 oak' }],
  ['admin', 'a rare word "zzq"', { q: 'zzq' }],
  ['admin', `an exact case number ${someCase?.caseNo}`, { q: someCase?.caseNo ?? '' }],
  ['admin', 'an e-mail', { q: 'agent@bq.example.com' }],
  ['admin', 'cases only, "harbor"', { q: 'harbor', kinds: ['case'] }],
];

console.log(`\nbq/search/query on ${database.kind}, ${total?.n} cases, ${RUNS} requests each\n`);
console.log(`${'who'.padEnd(8)} ${'query'.padEnd(44)} hits   p50 ms   p95 ms   max ms`);
let worst = 0;
for (const [who, name, body] of scenarios) {
  const send = async () => {
    clock += 1000;
    const res = await app.inject({
      method: 'POST',
      url: '/api/bq/search/query',
      headers: { authorization: tokens[who], 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    const answer = res.json() as { code: number; data: { groups: { hits: unknown[] }[] } };
    if (answer.code !== 200) throw new Error(`${name}: ${res.body}`);
    return answer.data.groups.reduce((n, g) => n + g.hits.length, 0);
  };
  let hits = 0;
  for (let i = 0; i < 5; i++) hits = await send();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await send();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const p95 = pct(times, 95);
  worst = Math.max(worst, p95);
  console.log(
    `${who.padEnd(8)} ${name.slice(0, 44).padEnd(44)} ${String(hits).padStart(4)} ${pct(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${(times.at(-1) ?? 0).toFixed(1).padStart(8)}${p95 > LIMIT_MS ? `  > ${LIMIT_MS} ms` : ''}`,
  );
}
console.log(
  `\nworst p95: ${worst.toFixed(1)} ms (target ≤ ${LIMIT_MS} ms); load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`,
);
await app.close();
await database.close();
await target.drop();
