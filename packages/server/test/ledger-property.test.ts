import { type Money, type MoneyUnit, moneyOf } from '@bq/validators';
import { like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db, Tx } from '../src/db/index.js';
import { ledgerTransfers } from '../src/db/schema-ledger.js';
import {
  accountFor,
  balancesOf,
  checkAccount,
  type LedgerLine,
  officeAccount,
  postTransfer,
  reverseTransfer,
  type TransferInput,
} from '../src/domain/finance/ledger.js';
import type { Act } from '../src/domain/shared/act.js';
import { seededDatabase } from './helpers.js';
import { reasonOf, userId } from './ledger-helpers.js';

/**
 * Random sequences of postings (a payee earns), payouts (part of what a payee is owed), token
 * grants and spends, reversals of any earlier transfer and repeats of an earlier event, run
 * against the real database and against a model of plain bigints. After each sequence every
 * account's balance is what the model says and the sum of its lines; every transfer sums to zero
 * per unit, so the whole ledger does: no cent or token is lost or created. What the model says
 * must be refused (a spend past the tokens held, a reversal taking tokens below zero, a second
 * reversal) is refused, and leaves nothing behind.
 */

let database: Database;
let db: Db;
let act: Act;
const A: Record<string, number> = {};
const PAYEES = ['lecturer', 'vendor', 'agent'] as const;
const HOLDERS = ['agentTokens', 'lecturerTokens'] as const;

beforeAll(async () => {
  ({ database } = await seededDatabase());
  db = database.db;
  const agent = await userId(db, 'agent@bq.example.com');
  const lecturer = await userId(db, 'lecturer@bq.example.com');
  act = { now: new Date('2026-05-04T17:00:00Z'), actor: await userId(db, 'admin@bq.example.com') };
  await db.transaction(async (tx) => {
    A.expense = await officeAccount(tx, act, 'expense');
    A.cash = await officeAccount(tx, act, 'cash');
    A.tokenExpense = await officeAccount(tx, act, 'expense', 'TOKEN');
    A.tokenIncome = await officeAccount(tx, act, 'income', 'TOKEN');
    A.lecturer = await accountFor(tx, act, { kind: 'lecturer', userId: lecturer, unit: 'USD' });
    A.vendor = await accountFor(tx, act, { kind: 'vendor', name: 'Prop Vendor', unit: 'USD' });
    A.agent = await accountFor(tx, act, { kind: 'agent', userId: agent, unit: 'USD' });
    A.agentTokens = await accountFor(tx, act, { kind: 'tokens', userId: agent, unit: 'TOKEN' });
    A.lecturerTokens = await accountFor(tx, act, {
      kind: 'tokens',
      userId: lecturer,
      unit: 'TOKEN',
    });
  });
});
afterAll(() => database?.close());

type Op =
  | { t: 'earn'; payee: number; cents: number }
  | { t: 'payout'; payee: number; percent: number }
  | { t: 'grant'; holder: number; n: number }
  | { t: 'spend'; holder: number; n: number }
  | { t: 'reverse'; pick: number; otherKey: boolean }
  | { t: 'repeat'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    t: fc.constant('earn' as const),
    payee: fc.nat(2),
    cents: fc.integer({ min: 1, max: 10_000_000 }),
  }),
  fc.record({
    t: fc.constant('payout' as const),
    payee: fc.nat(2),
    percent: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({
    t: fc.constant('grant' as const),
    holder: fc.nat(1),
    n: fc.integer({ min: 1, max: 1000 }),
  }),
  fc.record({
    t: fc.constant('spend' as const),
    holder: fc.nat(1),
    n: fc.integer({ min: 1, max: 1500 }),
  }),
  fc.record({ t: fc.constant('reverse' as const), pick: fc.nat(), otherKey: fc.boolean() }),
  fc.record({ t: fc.constant('repeat' as const), pick: fc.nat() }),
);

const acct = (name: string) => A[name] ?? 0;
const usd = (cents: bigint) => moneyOf(cents, 'USD');
const tok = (n: bigint) => moneyOf(n, 'TOKEN');
const two = (to: string, from: string, amount: Money): LedgerLine[] => [
  { account: acct(to), amount },
  { account: acct(from), amount: moneyOf(-amount.minor, amount.unit) },
];

let run = 0;

async function sequence(ops: Op[]): Promise<void> {
  run += 1;
  const key = (i: number) => `prop:${run}:${i}`;
  const start = await db.transaction((tx) => balancesOf(tx, Object.values(A)));
  const model = new Map<number, bigint>([...start].map(([id, m]) => [id, m.minor]));
  const posted: {
    input: TransferInput;
    id: number;
    reverses?: number;
    reversedBy: string | null;
  }[] = [];
  const has = (id: number) => model.get(id) ?? 0n;
  const fits = (lines: readonly LedgerLine[]) =>
    lines.every(
      (l) => !HOLDERS.some((h) => acct(h) === l.account) || has(l.account) + l.amount.minor >= 0n,
    );
  const apply = (lines: readonly LedgerLine[]) => {
    for (const l of lines) model.set(l.account, has(l.account) + l.amount.minor);
  };
  const attempt = <T>(work: (tx: Tx) => Promise<T>) =>
    db.transaction(work).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, why: reasonOf(error) }),
    );

  for (const [i, o] of ops.entries()) {
    if (o.t === 'reverse' || o.t === 'repeat') {
      const target = posted[o.pick % Math.max(1, posted.length)];
      if (!target) continue;
      if (o.t === 'repeat') {
        const again = target.reverses;
        const r = await attempt((tx) =>
          again === undefined
            ? postTransfer(tx, act, target.input)
            : reverseTransfer(tx, act, { transferId: again, eventKey: target.input.eventKey }),
        );
        expect(r.ok && r.value.created === false && r.value.id === target.id).toBe(true);
        continue;
      }
      const eventKey = o.otherKey ? key(i) : `reverse:${target.id}`;
      const lines = target.input.lines.map((l) => ({
        account: l.account,
        amount: moneyOf(-l.amount.minor, l.amount.unit),
      }));
      const r = await attempt((tx) =>
        reverseTransfer(tx, act, { transferId: target.id, eventKey }),
      );
      if (target.reversedBy !== null) {
        // Reversed before: the same key answers that reversal, another is refused.
        if (target.reversedBy === eventKey) expect(r.ok && !r.value.created).toBe(true);
        else expect(r.ok ? 'posted' : r.why).toMatch(/already reversed/);
      } else if (!fits(lines)) {
        expect(r.ok ? 'posted' : r.why).toMatch(/below zero/);
      } else {
        expect(r.ok).toBe(true);
        if (!r.ok) continue;
        target.reversedBy = eventKey;
        apply(lines);
        posted.push({
          input: { eventKey, source: target.input.source, lines, memo: r.value.memo },
          id: r.value.id,
          reverses: target.id,
          reversedBy: null,
        });
      }
      continue;
    }
    let input: TransferInput;
    if (o.t === 'earn') {
      input = {
        eventKey: key(i),
        source: { kind: 'order-line', id: i },
        lines: two(PAYEES[o.payee] ?? 'agent', 'expense', usd(BigInt(o.cents))),
      };
    } else if (o.t === 'payout') {
      const payee = acct(PAYEES[o.payee] ?? 'agent');
      const amount = (has(payee) * BigInt(o.percent)) / 100n;
      if (amount <= 0n) continue;
      input = {
        eventKey: key(i),
        source: { kind: 'payout', id: i },
        lines: [
          { account: payee, amount: usd(-amount) },
          { account: acct('cash'), amount: usd(amount) },
        ],
      };
    } else {
      const holder = HOLDERS[o.holder] ?? 'agentTokens';
      const amount = tok(BigInt(o.n));
      input = {
        eventKey: key(i),
        source: { kind: 'correction', id: i },
        lines:
          o.t === 'grant'
            ? two(holder, 'tokenExpense', amount)
            : two('tokenIncome', holder, amount),
      };
    }
    const r = await attempt((tx) => postTransfer(tx, act, input));
    if (!fits(input.lines)) {
      expect(r.ok ? 'posted' : r.why).toMatch(/below zero/);
      continue;
    }
    expect(r.ok).toBe(true);
    if (!r.ok) continue;
    apply(input.lines);
    posted.push({ input, id: r.value.id, reversedBy: null });
  }

  const now = await db.transaction((tx) => balancesOf(tx, Object.values(A)));
  for (const [id, balance] of now) expect([id, balance.minor]).toEqual([id, has(id)]);
  for (const id of Object.values(A)) {
    const check = await db.transaction((tx) => checkAccount(tx, id));
    expect(check.difference.minor).toBe(0n);
  }
  const made = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.eventKey, `prop:${run}:%`));
  expect(made[0]?.n).toBe(posted.filter((p) => p.input.eventKey.startsWith('prop:')).length);
}

/** Per unit: the sum of every line, of every account's kept balance, and the transfers off. */
async function wholeLedger(): Promise<{ unit: MoneyUnit; lines: string; kept: string }[]> {
  const { rows } = await db.execute(sql`
    SELECT u.unit,
      (SELECT coalesce(sum(amount), 0)::text FROM ledger_lines WHERE unit = u.unit) AS lines,
      (SELECT coalesce(sum(balance), 0)::text FROM ledger_accounts WHERE unit = u.unit) AS kept
    FROM (VALUES ('USD'), ('TOKEN')) AS u(unit) ORDER BY u.unit`);
  return rows as { unit: MoneyUnit; lines: string; kept: string }[];
}

describe('the ledger under random postings, payouts, token spends and reversals', () => {
  it('keeps every account balanced and loses or makes no cent', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 8, maxLength: 30 }), sequence), {
      numRuns: 20,
    });
    for (const total of await wholeLedger()) {
      expect(total).toEqual({ unit: total.unit, lines: '0.00', kept: '0.00' });
    }
    const { rows: off } = await db.execute(sql`
      SELECT transfer_id FROM ledger_lines GROUP BY transfer_id, unit HAVING sum(amount) <> 0`);
    expect(off).toEqual([]);
  });
});
