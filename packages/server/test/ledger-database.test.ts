import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDate } from '../../../scripts/test-clock.mjs';
import type { Database, Db } from '../src/db/index.js';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.js';
import {
  ledgerAccounts,
  ledgerLines,
  ledgerPeriods,
  ledgerTransfers,
} from '../src/db/schema-ledger.js';
import { freshDatabase, seededDatabase } from './helpers.js';
import { refused, userId } from './ledger-helpers.js';

/**
 * The ledger's invariants are the database's (migration 0090), not only the code's: every row
 * here is written raw through Drizzle, past domain/finance/ledger.ts, and the database itself
 * refuses an unbalanced transfer, a change or removal of a ledger row, a second reversal, a token
 * account below zero and a transfer or line dated in a closed month.
 */

let database: Database;
let db: Db;
const AT = new Date('2026-03-10T18:00:00Z');
const acc: Record<'expense' | 'lecturer' | 'tokens' | 'tokenIncome', number> = {
  expense: 0,
  lecturer: 0,
  tokens: 0,
  tokenIncome: 0,
};
let n = 0;

async function account(values: Omit<typeof ledgerAccounts.$inferInsert, 'createdAt'>) {
  const [row] = await db
    .insert(ledgerAccounts)
    .values({ ...values, createdAt: AT })
    .returning();
  if (!row) throw new Error('no account');
  return row.id;
}

/** A raw transfer with its lines, in one transaction (the balance check runs at its commit). */
function rawTransfer(
  lines: { account: number; unit?: 'USD' | 'TOKEN'; amount: string }[],
  extra: Partial<typeof ledgerTransfers.$inferInsert> = {},
) {
  n += 1;
  return db.transaction(async (tx) => {
    const [t] = await tx
      .insert(ledgerTransfers)
      .values({
        eventKey: `raw:${n}`,
        sourceKind: 'correction',
        sourceId: n,
        createdAt: AT,
        businessDay: '2026-03-10',
        ...extra,
      })
      .returning();
    if (!t) throw new Error('no transfer');
    if (lines.length > 0)
      await tx.insert(ledgerLines).values(
        lines.map((l) => ({
          transferId: t.id,
          accountId: l.account,
          unit: l.unit ?? 'USD',
          amount: l.amount,
        })),
      );
    return t.id;
  });
}

beforeAll(async () => {
  ({ database } = await seededDatabase());
  db = database.db;
  const lecturer = await userId(db, 'lecturer@bq.example.com');
  const agent = await userId(db, 'agent@bq.example.com');
  acc.expense = await account({ kind: 'expense', unit: 'USD', name: 'raw expense' });
  acc.lecturer = await account({ kind: 'lecturer', unit: 'USD', userId: lecturer });
  acc.tokens = await account({ kind: 'tokens', unit: 'TOKEN', userId: agent });
  acc.tokenIncome = await account({ kind: 'income', unit: 'TOKEN', name: 'raw token income' });
});
afterAll(() => database?.close());

const line = (account: number, amount: string, unit: 'USD' | 'TOKEN' = 'USD') => ({
  account,
  amount,
  unit,
});

describe('the database refuses', () => {
  it('a transfer whose lines do not sum to zero, and one without lines, at commit', async () => {
    const before = await db.select().from(ledgerTransfers);
    await refused(
      rawTransfer([line(acc.expense, '-10.00'), line(acc.lecturer, '9.99')]),
      /does not balance/,
    );
    await refused(rawTransfer([]), /has no lines/);
    // A balanced raw transfer is kept, so the refusals above are about the sums.
    const ok = await rawTransfer([line(acc.expense, '-10.00'), line(acc.lecturer, '10.00')]);
    expect((await db.select().from(ledgerTransfers)).length).toBe(before.length + 1);
    // A line added later to a committed transfer is checked against it too.
    await refused(
      db.insert(ledgerLines).values({
        transferId: ok,
        accountId: acc.tokenIncome,
        unit: 'TOKEN',
        amount: '5',
      }),
      /does not balance/,
    );
  });

  it('a line in another unit than its account, and fractions of a token', async () => {
    await refused(
      rawTransfer([line(acc.expense, '-1', 'TOKEN'), line(acc.tokenIncome, '1', 'TOKEN')]),
      /foreign key|violates/,
    );
    await refused(
      rawTransfer([line(acc.tokens, '0.50', 'TOKEN'), line(acc.tokenIncome, '-0.50', 'TOKEN')]),
      /check constraint|violates/,
    );
  });

  it('an update or a delete of a transfer, a line, a closed period or an account', async () => {
    const id = await rawTransfer([line(acc.expense, '-3.00'), line(acc.lecturer, '3.00')]);
    await refused(
      db.update(ledgerTransfers).set({ memo: 'edited' }).where(eq(ledgerTransfers.id, id)),
      /append-only/,
    );
    await refused(db.delete(ledgerTransfers).where(eq(ledgerTransfers.id, id)), /append-only/);
    await refused(
      db.update(ledgerLines).set({ amount: '4.00' }).where(eq(ledgerLines.transferId, id)),
      /append-only/,
    );
    await refused(db.delete(ledgerLines).where(eq(ledgerLines.transferId, id)), /append-only/);
    await db.insert(ledgerPeriods).values({ month: '2019-01', closedAt: AT });
    await refused(
      db
        .update(ledgerPeriods)
        .set({ closedAt: testDate() })
        .where(eq(ledgerPeriods.month, '2019-01')),
      /append-only/,
    );
    await refused(
      db.delete(ledgerPeriods).where(eq(ledgerPeriods.month, '2019-01')),
      /append-only/,
    );
    // An account's balance moves only by its lines; an account is never removed.
    await refused(
      db
        .update(ledgerAccounts)
        .set({ balance: '1000000.00' })
        .where(eq(ledgerAccounts.id, acc.lecturer)),
      /only by posting lines/,
    );
    await refused(
      db.delete(ledgerAccounts).where(eq(ledgerAccounts.id, acc.lecturer)),
      /never removed/,
    );
    const lines = await db.select().from(ledgerLines).where(eq(ledgerLines.transferId, id));
    expect(lines.map((l) => l.amount).sort()).toEqual(['-3.00', '3.00']);
  });

  it('a second reversal of one transfer', async () => {
    const id = await rawTransfer([line(acc.expense, '-7.00'), line(acc.lecturer, '7.00')]);
    const back = [line(acc.expense, '7.00'), line(acc.lecturer, '-7.00')];
    await rawTransfer(back, { reverses: id });
    await refused(rawTransfer(back, { reverses: id }), /unique|duplicate/);
    const reversals = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reverses, id));
    expect(reversals).toHaveLength(1);
  });

  it('a reversal that is not the exact negation of its original, at commit', async () => {
    const id = await rawTransfer([line(acc.expense, '-9.00'), line(acc.lecturer, '9.00')]);
    // Half taken back: balanced, but not the original's opposite.
    await refused(
      rawTransfer([line(acc.expense, '4.50'), line(acc.lecturer, '-4.50')], { reverses: id }),
      /does not reverse transfer \d+ exactly/,
    );
    // The original's amounts again (same sign): balanced, and no reversal at all.
    await refused(
      rawTransfer([line(acc.expense, '-9.00'), line(acc.lecturer, '9.00')], { reverses: id }),
      /does not reverse transfer \d+ exactly/,
    );
    await rawTransfer([line(acc.expense, '9.00'), line(acc.lecturer, '-9.00')], { reverses: id });
  });

  it('an account that opens with a balance, and a history emptied by TRUNCATE', async () => {
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerLines);
    await refused(
      db.insert(ledgerAccounts).values({
        kind: 'vendor',
        name: 'Opens With Money',
        unit: 'USD',
        balance: '500.00',
        createdAt: AT,
      }),
      /opens with a zero balance/,
    );
    for (const table of ['ledger_lines', 'ledger_transfers', 'ledger_accounts', 'ledger_periods'])
      await refused(db.execute(sql.raw(`TRUNCATE ${table} CASCADE`)), /never emptied/);
    await refused(db.execute(sql`TRUNCATE order_events, token_grants`), /never emptied/);
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerLines);
    expect(after?.n).toBe(before?.n);
  });

  it('a receivable of a person, a referral payee of no one, and an unknown kind', async () => {
    const agent = await userId(db, 'agent@bq.example.com');
    await refused(
      account({ kind: 'receivable', unit: 'USD', userId: agent }),
      /check constraint|violates/,
    );
    await refused(account({ kind: 'referral', unit: 'USD' }), /check constraint|violates/);
    await refused(
      account({ kind: 'referral', unit: 'TOKEN', name: 'Bay Realty' }),
      /check constraint|violates/,
    );
    await refused(
      account({ kind: 'payable' as 'cash', unit: 'USD', name: 'x' }),
      /check constraint|violates/,
    );
    // The waterfall's own (migration 0155) are accepted, as the kinds before them still are.
    expect(await account({ kind: 'receivable', unit: 'USD', name: 'raw title' })).toBeGreaterThan(
      0,
    );
    expect(await account({ kind: 'referral', unit: 'USD', name: 'Bay Realty' })).toBeGreaterThan(0);
    expect(await account({ kind: 'vendor', unit: 'USD', name: 'raw vendor' })).toBeGreaterThan(0);
    await refused(account({ kind: 'vendor', unit: 'USD' }), /check constraint|violates/);
    await refused(
      account({ kind: 'cash', unit: 'USD', userId: agent }),
      /check constraint|violates/,
    );
  });

  it('the same event key twice', async () => {
    await rawTransfer([line(acc.expense, '-1.00'), line(acc.lecturer, '1.00')], {
      eventKey: 'raw:once',
    });
    await refused(
      rawTransfer([line(acc.expense, '-1.00'), line(acc.lecturer, '1.00')], {
        eventKey: 'raw:once',
      }),
      /unique|duplicate/,
    );
  });

  it('a token account below zero, as the line is posted', async () => {
    const grant = [line(acc.tokens, '5', 'TOKEN'), line(acc.tokenIncome, '-5', 'TOKEN')];
    await rawTransfer(grant);
    await refused(
      rawTransfer([line(acc.tokens, '-6', 'TOKEN'), line(acc.tokenIncome, '6', 'TOKEN')]),
      /below zero/,
    );
    await rawTransfer([line(acc.tokens, '-5', 'TOKEN'), line(acc.tokenIncome, '5', 'TOKEN')]);
    const [tokens] = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, acc.tokens));
    expect(tokens?.balance).toBe('0.00');
    // The office's own token account may run negative: it is what was handed out.
    const [income] = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, acc.tokenIncome));
    expect(income?.balance).toBe('0.00');
  });

  it('a transfer or a line dated in a closed month', async () => {
    const feb = await rawTransfer([line(acc.expense, '-2.00'), line(acc.lecturer, '2.00')], {
      businessDay: '2026-02-27',
    });
    await db.insert(ledgerPeriods).values({ month: '2026-02', closedAt: AT });
    await refused(
      rawTransfer([line(acc.expense, '-2.00'), line(acc.lecturer, '2.00')], {
        businessDay: '2026-02-28',
      }),
      /period 2026-02 is closed/,
    );
    await refused(
      db.insert(ledgerLines).values({
        transferId: feb,
        accountId: acc.tokens,
        unit: 'TOKEN',
        amount: '1',
      }),
      /period 2026-02 is closed/,
    );
    // The open month next to it still takes transfers.
    await rawTransfer([line(acc.expense, '-2.00'), line(acc.lecturer, '2.00')], {
      businessDay: '2026-03-01',
    });
  });
});

describe('what the database keeps', () => {
  it("each account's balance is the sum of its lines, and each line records it", async () => {
    const { rows } = await db.execute(sql`
      SELECT a.id, a.balance::text AS kept, coalesce(sum(l.amount), 0)::numeric(14, 2)::text AS sum
        FROM ledger_accounts a LEFT JOIN ledger_lines l ON l.account_id = a.id
       GROUP BY a.id, a.balance`);
    for (const r of rows as { kept: string; sum: string }[]) expect(r.kept).toBe(r.sum);
    const [last] = await db
      .select()
      .from(ledgerLines)
      .where(eq(ledgerLines.accountId, acc.lecturer))
      .orderBy(sql`${ledgerLines.id} desc`)
      .limit(1);
    const [lecturer] = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, acc.lecturer));
    expect(last?.balanceAfter).toBe(lecturer?.balance);
  });
});

describe('migration 0111', () => {
  it('posts the payables recorded before the ledger, once, and drops the table', async () => {
    const { database: fresh } = await freshDatabase();
    try {
      const before = mkdtempSync(join(tmpdir(), 'bq-0110-'));
      for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f < '0111')) {
        copyFileSync(join(MIGRATIONS_DIR, file), join(before, file));
      }
      await migrate(fresh, before);
      rmSync(before, { recursive: true, force: true });
      const raw = fresh.db;
      await raw.execute(
        sql`INSERT INTO users (email, name, password_hash) VALUES ('v@x.example', 'Vera', '-')`,
      );
      await raw.execute(sql`
        INSERT INTO applications (id, applicant_id, type, status, payload)
          SELECT 901, id, 'vendor', 'approved', '{"vendorName": "Bright Photo"}'::jsonb FROM users
          UNION ALL SELECT 902, id, 'coach-cost', 'approved', '{"coachAgentId": 999}'::jsonb FROM users`);
      await raw.execute(sql`
        INSERT INTO payables (application_id, payee, description, amount, created_at) VALUES
          (901, 'Bright Photo', 'Listing photos', 450.25, now()),
          (902, 'coach agent #999', 'Coaching fee 2025-12', 300.00, now())`);
      await migrate(fresh);
      const { rows } = await raw.execute(sql`
        SELECT t.event_key, a.kind, coalesce(a.name, '') AS name, l.amount::text AS amount
        FROM ledger_transfers t JOIN ledger_lines l ON l.transfer_id = t.id
        JOIN ledger_accounts a ON a.id = l.account_id
        ORDER BY t.event_key, l.amount DESC`);
      expect(rows).toEqual([
        { event_key: 'application:901', kind: 'vendor', name: 'Bright Photo', amount: '450.25' },
        { event_key: 'application:901', kind: 'expense', name: '', amount: '-450.25' },
        {
          event_key: 'application:902',
          kind: 'coach',
          name: 'coach agent #999',
          amount: '300.00',
        },
        { event_key: 'application:902', kind: 'expense', name: '', amount: '-300.00' },
      ]);
      const { rows: left } = await raw.execute(sql`SELECT to_regclass('payables') AS t`);
      expect(left).toEqual([{ t: null }]);
    } finally {
      await fresh.close();
    }
  });
});
