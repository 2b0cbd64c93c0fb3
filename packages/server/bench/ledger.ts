/**
 * `pnpm bench:ledger` (issue 26): posts 100,000 transfers through the ledger's domain API
 * (`postTransfers`: a batch in two statements; every invariant trigger runs per row and the
 * deferred balance check at commit) in transactions of 1,000, on PGlite and then on PostgreSQL (`scripts/with-postgres.sh`
 * starts one; `--postgres` needs its TEST_PG_ADMIN_URL). Each transfer moves an amount from the
 * office's expense account (a hot account: every transfer locks its row) to one of 1,000 payees.
 * Prints transfers per second, p50 / p99 of one batch, and checks afterwards that every line sums
 * to zero and the hot account's kept balance is the sum of its lines (exits 1 otherwise).
 * BENCH_TRANSFERS, BENCH_BATCH, BENCH_ONE_BY_ONE=1 (`postTransfer` per transfer) and BENCH_WORKERS (concurrent streams on PostgreSQL, each with an
 * office account of its own) change the shape.
 */

import os from 'node:os';
import { moneyOf } from '@bq/validators';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { ledgerLines } from '../src/db/schema-ledger.js';
import {
  accountFor,
  balanceOf,
  checkAccount,
  postTransfer,
  postTransfers,
} from '../src/domain/finance/ledger.js';
import { benchDatabase, onPostgres, percentile } from './bench-database.js';

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 100_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 1_000);
const PAYEES = 1_000;
const postgres = onPostgres;
const WORKERS = postgres ? Number(process.env.BENCH_WORKERS ?? 1) : 1;
/** BENCH_ONE_BY_ONE=1: one `postTransfer` per transfer instead of one `postTransfers` a batch. */
const ONE_BY_ONE = process.env.BENCH_ONE_BY_ONE === '1';

const target = await benchDatabase();
const database = await openDatabase({ databaseUrl: target.url, dataDir: 'memory://' });
await migrate(database);
const db = database.db;
const act = { now: new Date(), actor: null };

const { payees, offices } = await db.transaction(async (tx) => {
  const payees: number[] = [];
  for (let i = 0; i < PAYEES; i += 1)
    payees.push(await accountFor(tx, act, { kind: 'vendor', name: `Payee ${i}`, unit: 'USD' }));
  const offices: number[] = [];
  for (let w = 0; w < WORKERS; w += 1)
    offices.push(await accountFor(tx, act, { kind: 'expense', name: `Stream ${w}`, unit: 'USD' }));
  return { payees, offices };
});

const batchTimes: number[] = [];
let next = 0;

/** One stream: takes the next batch until every transfer is posted. */
async function stream(office: number): Promise<void> {
  while (next < TRANSFERS) {
    const from = next;
    next = Math.min(TRANSFERS, next + BATCH);
    const to = next;
    const t0 = process.hrtime.bigint();
    const batch = Array.from({ length: to - from }, (_, k) => {
      const i = from + k;
      const cents = BigInt(1 + ((i * 7919) % 1_000_000));
      return {
        eventKey: `bench:${i}`,
        source: { kind: 'correction' as const, id: i },
        lines: [
          { account: payees[i % PAYEES] ?? 0, amount: moneyOf(cents) },
          { account: office, amount: moneyOf(-cents) },
        ],
      };
    });
    await db.transaction(async (tx) => {
      if (!ONE_BY_ONE) await postTransfers(tx, act, batch);
      else for (const input of batch) await postTransfer(tx, act, input);
    });
    batchTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
}

const started = process.hrtime.bigint();
await Promise.all(offices.map((office) => stream(office)));
const wall = Number(process.hrtime.bigint() - started) / 1e9;

// Afterwards: the whole ledger sums to zero, each office account's kept balance is its lines'.
const [total] = await db
  .select({ sum: sql<string>`coalesce(sum(${ledgerLines.amount}), 0)::text` })
  .from(ledgerLines);
const checks = await db.transaction(async (tx) =>
  Promise.all(offices.map((office) => checkAccount(tx, office))),
);
const payeeZero = await db.transaction((tx) => balanceOf(tx, payees[0] ?? 0));
const ok = total?.sum === '0.00' && checks.every((c) => c.difference.minor === 0n);
batchTimes.sort((a, b) => a - b);
console.log(
  `${database.kind}: ${TRANSFERS.toLocaleString('en-US')} transfers in ${wall.toFixed(1)} s = ${(TRANSFERS / wall).toFixed(0)} transfers/s (${WORKERS} stream${WORKERS > 1 ? 's' : ''}, ${BATCH} a transaction${ONE_BY_ONE ? ', one call each' : ', one call a batch'}; batch p50 ${percentile(batchTimes, 50).toFixed(0)} ms, p99 ${percentile(batchTimes, 99).toFixed(0)} ms); Σ lines ${total?.sum}, hot account reconciled ${checks.every((c) => c.difference.minor === 0n)}, a payee's balance ${payeeZero.minor} cents; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`,
);
await database.close();
await target.drop();
if (!ok) {
  console.error(
    'LEDGER OFF: the lines do not sum to zero or a kept balance differs from its lines',
  );
  process.exit(1);
}
