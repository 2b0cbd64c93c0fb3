/**
 * `pnpm bench:checkout` (issue 25): 50 buyers check out at the same moment, in rounds, on PGlite
 * and then on PostgreSQL (`scripts/with-postgres.sh` starts one; without TEST_PG_ADMIN_URL the
 * PostgreSQL half is skipped). Each buyer's cart holds a seat of one course and one of a product,
 * with fewer seats and items than buyers, so every round races for the last ones. Prints
 * checkouts per second, p50 / p99 of one checkout (through `app.inject`: gate, validation,
 * idempotency, locks, envelope), how many were refused as sold out, and the oversold count,
 * which must be 0: the script exits 1 otherwise.
 */

import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { allCalls } from '@bq/contract';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { createSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { roles, userRoles, users } from '../src/db/schema.js';
import { products } from '../src/db/schema-commerce.js';
import { registrations } from '../src/db/schema-institute.js';
import { benchDatabase, percentile } from './bench-database.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** Per round: fewer than the buyers, so some are refused. */
const STOCK = Math.floor(BUYERS * 0.6);
const SEATS = Math.floor(BUYERS * 0.8);

const target = await benchDatabase();
const config = loadConfig({
  ...process.env,
  DATABASE_URL: target.url ?? '',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  SEED_DEMO: '1',
});
const database = await openDatabase(config);
const app = await buildApp({ config, database, logger: false });
await app.ready();
const db = database.db;

/** Each call's body encoding, as the contract names it. */
const encodings = new Map(allCalls().map(({ call }) => [call.path, call.encoding]));

async function send(token: string, path: string, body: Record<string, unknown>) {
  const json = encodings.get(path) === 'json';
  const res = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: {
      authorization: token,
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    payload: json
      ? JSON.stringify(body)
      : new URLSearchParams(
          Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
  });
  return res.json() as { code: number; message: string; data: Record<string, unknown> };
}

const [agentRole] = await db.select().from(roles).where(eq(roles.name, 'Agent'));
if (!agentRole) throw new Error('no Agent role');
const admin = await createSession(
  db,
  (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'admin@bq.example.com') }))
    ?.id ?? 0,
  new Date(),
);
const buyers: string[] = [];
for (let i = 0; i < BUYERS; i++) {
  const [u] = await db
    .insert(users)
    .values({
      email: `bench-buyer-${i}@bq.example.com`,
      name: `Bench Buyer ${i}`,
      passwordHash: 'x',
      activeRoleId: agentRole.id,
    })
    .returning({ id: users.id });
  if (!u) throw new Error('user insert');
  await db.insert(userRoles).values({ userId: u.id, roleId: agentRole.id });
  buyers.push(await createSession(db, u.id, new Date()));
}
const typeAnswer = await send(admin, 'bq/productType/list', {});
if (typeAnswer.code !== 200) throw new Error(`product types: ${typeAnswer.message}`);
const [type] = typeAnswer.data.list as { id: number }[];

console.log(
  `\nbq/order/checkout on ${database.kind}: ${ROUNDS} rounds of ${BUYERS} buyers at once, ${SEATS} seats and ${STOCK} items a round\n`,
);
console.log('round   placed  refused  checkouts/s   p50 ms   p99 ms   oversold');
const all: number[] = [];
let oversold = 0;
let placedAll = 0;
let wallAll = 0;
for (let round = 1; round <= ROUNDS; round++) {
  const course = await send(admin, 'bq/course/save', {
    titleEn: `Bench course ${round}`,
    titleZh: '压测课程',
    category: 'Licensing',
    online: false,
    price: '120.00',
    ceHours: '2',
    seats: SEATS,
    sessions: [
      { startsAt: '2027-06-01T17:00:00Z', endsAt: '2027-06-01T19:00:00Z', place: 'Room 1' },
    ],
  });
  const courseId = course.data.id as number;
  await send(admin, 'bq/course/setStatus', { id: courseId, status: 'published' });
  const product = await send(admin, 'bq/product/add', {
    typeId: type?.id,
    nameEn: `Bench sign ${round}`,
    price: '45.50',
    stock: STOCK,
  });
  const productId = product.data.id as number;
  await send(admin, 'bq/product/changeStatus', { id: productId, status: 'published' });
  for (const token of buyers) {
    await send(token, 'bq/cart/setLine', { kind: 'course', courseId });
    await send(token, 'bq/cart/setLine', { kind: 'product', productId, quantity: 1 });
  }
  const times: number[] = [];
  const started = process.hrtime.bigint();
  const answers = await Promise.all(
    buyers.map(async (token, i) => {
      const t0 = process.hrtime.bigint();
      const answer = await send(token, 'bq/order/checkout', {
        idempotencyKey: `bench-${round}-${i}-${randomBytes(4).toString('hex')}`,
        expectedTotal: '165.50',
      });
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      return answer;
    }),
  );
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const placed = answers.filter((a) => a.code === 200).length;
  const refused = answers.filter((a) => a.code === 409).length;
  const other = answers.filter((a) => a.code !== 200 && a.code !== 409);
  if (other.length > 0) throw new Error(`unexpected answers: ${JSON.stringify(other[0])}`);
  const [left] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  const [held] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(registrations)
    .where(
      sql`${registrations.courseId} = ${courseId} and ${registrations.status} in ('held', 'enrolled')`,
    );
  // A placed order holds both a seat and an item, so neither may pass what there was.
  const over =
    Math.max(0, placed - STOCK) +
    Math.max(0, (held?.n ?? 0) - SEATS) +
    Math.max(0, -(left?.stock ?? 0));
  oversold += over;
  placedAll += placed;
  wallAll += wall;
  all.push(...times);
  times.sort((a, b) => a - b);
  console.log(
    `${String(round).padStart(5)} ${String(placed).padStart(8)} ${String(refused).padStart(8)} ${(BUYERS / wall).toFixed(1).padStart(12)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)} ${String(over).padStart(10)}`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `\nall rounds: ${((BUYERS * ROUNDS) / wallAll).toFixed(1)} checkouts/s, p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, ${placedAll} placed, oversold ${oversold}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`,
);
await app.close();
await database.close();
await target.drop();
if (oversold > 0) {
  console.error('OVERSOLD: a seat or an item went to more buyers than there were');
  process.exit(1);
}
