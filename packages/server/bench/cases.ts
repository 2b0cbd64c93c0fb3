/**
 * `pnpm --filter @bq/server bench:cases`: the case list call (`bq/tran/case/search`) at 100,000
 * cases. Seeds a PGlite data dir once (BENCH_DATA_DIR, default a temp dir that is reused on later
 * runs; or DATABASE_URL for PostgreSQL), then times ~200 requests per scenario through
 * `app.inject` (the whole server path: gate, validation, handler, envelope) as an agent and as the
 * administrator, and prints p50 / p95 / max. Target (issue 6): p95 ≤ 20 ms on PGlite.
 */
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { createSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { cases, type users } from '../src/db/schema.js';
import { seedLargeCases } from '../src/seed/large-cases.js';

const TARGET = Number(process.env.BENCH_CASES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'bq-bench-cases');
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: '1',
});
const database = await openDatabase(config);
const app = await buildApp({ config, database, logger: false });
await app.ready();

const [have] = await database.db.select({ n: count() }).from(cases);
const existing = have?.n ?? 0;
if (existing < TARGET) {
  console.log(
    `seeding ${TARGET - existing} cases into ${config.databaseUrl ? 'PostgreSQL' : dataDir}…`,
  );
  const { ms } = await seedLargeCases(database, TARGET - existing);
  console.log(`  done in ${(ms / 1000).toFixed(1)} s`);
}
const [total] = await database.db.select({ n: count() }).from(cases);

async function tokenOf(email: string) {
  const user = await database.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, email),
  });
  if (!user) throw new Error(`no ${email}`);
  return createSession(database.db, user.id, new Date());
}
const tokens = {
  agent: await tokenOf('agent@bq.example.com'),
  admin: await tokenOf('admin@bq.example.com'),
};
const agentId = (await database.db.query.users.findFirst({
  where: (u, { eq }) => eq(u.email, 'agent@bq.example.com'),
  columns: { id: true },
})) as Pick<typeof users.$inferSelect, 'id'>;

const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const scenarios: [keyof typeof tokens, string, Record<string, unknown>][] = [
  ['agent', 'default (updated desc, 20 rows)', {}],
  ['agent', 'status closed', { status: 'closed' }],
  ['agent', 'type 1, price asc', { type: 1, sortBy: 'price', sortOrder: 'asc' }],
  ['agent', 'keyword "oak"', { keyword: 'oak' }],
  ['agent', '100 rows, page 3', { pageSize: 100, pageNum: 3 }],
  ['admin', 'default (updated desc, 20 rows)', {}],
  ['admin', 'status submitted', { status: 'submitted' }],
  ['admin', 'type 4, close date asc', { type: 4, sortBy: 'closeDate', sortOrder: 'asc' }],
  ['admin', 'price desc', { sortBy: 'price', sortOrder: 'desc' }],
  ['admin', 'caseNo asc, page 100', { sortBy: 'caseNo', sortOrder: 'asc', pageNum: 100 }],
  ['admin', 'created in the last 30 days', { dateFrom: monthAgo, sortBy: 'createdAt' }],
  ['admin', 'one owner', { ownerId: agentId.id }],
  ['admin', 'keyword "chen"', { keyword: 'chen' }],
  ['admin', 'keyword case number', { keyword: 'BQ-2025-0500' }],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

console.log(
  `\nbq/tran/case/search on ${database.kind}, ${total?.n} cases, ${RUNS} requests each\n`,
);
console.log('who    scenario                          total      p50 ms   p95 ms   max ms');
let worst = 0;
for (const [who, name, body] of scenarios) {
  const send = () =>
    app.inject({
      method: 'POST',
      url: '/api/bq/tran/case/search',
      headers: { authorization: tokens[who], 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  let found = 0;
  for (let i = 0; i < 5; i++) found = (await send()).json().data?.total ?? -1;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const res = await send();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (res.json().code !== 200) throw new Error(`${name}: ${res.body}`);
  }
  times.sort((a, b) => a - b);
  const p95 = pct(times, 95);
  worst = Math.max(worst, p95);
  console.log(
    `${who.padEnd(6)} ${name.padEnd(33)} ${String(found).padStart(6)} ${pct(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${(times.at(-1) ?? 0).toFixed(1).padStart(8)}${p95 > 20 ? '  > 20 ms' : ''}`,
  );
}
console.log(
  `\nworst p95: ${worst.toFixed(1)} ms (target ≤ 20 ms); load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`,
);
await app.close();
await database.close();
