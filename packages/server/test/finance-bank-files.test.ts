import { createHash } from 'node:crypto';
import { CODES } from '@bq/contract';
import { moneyToCents, parseMoney, sumMoney } from '@bq/validators';
import { parse, validate } from 'achkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, balanceOf } from '../src/domain/finance/ledger.js';
import { newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { approvedStatement, type Money4, payStatement, people } from './money-helpers.js';

/**
 * Paying people by bank file (docs/finance-pay.md "Bank files"): bank accounts sealed and shown
 * masked; pay statements' pending payouts batched, released by a second person (posted in one
 * transaction, the NACHA file frozen with its SHA-256); the file parsed back with the library's
 * parser and its controls checked by hand; a bank return (R03) puts the money back on the payee's
 * account and flags the account.
 */

let t: TestApp;
let m: Money4;
// A Thursday in California: the file is effective the next banking day, Friday the 16th.
const OCTOBER = Date.parse('2026-10-15T18:00:00Z');

beforeAll(async () => {
  t = await startApp();
  t.clock.now = OCTOBER;
  m = await people(t);
});
afterAll(() => t?.close());

const bq = (path: string, token: string, body: Record<string, unknown>, json = true) =>
  call(t.app, `bq/${path}`, body, { token, encoding: json ? 'json' : 'form' });

const PERSON = { routing: '121000358', account: '000123456789', amount: '1234.56' };
const COMPANY = { routing: '011000015', account: '98765432', amount: '2000.00' };

const act = () => ({ now: new Date(t.clock.now), actor: null });
const owedTo = (userId: number) =>
  t.database.db.transaction(async (tx) =>
    balanceOf(tx, await accountFor(tx, act(), { kind: 'agent', userId, unit: 'USD' })),
  );

describe('bank files', () => {
  let batchId: number;
  const payoutOf = new Map<string, number>();

  it('keeps bank accounts sealed, shows them masked to finance and to their owner only', async () => {
    const bad = await bq('bankAccount/save', m.tk.finance, {
      userId: m.id.noboard,
      holderName: 'Nora Board',
      holderKind: 'person',
      accountType: 'checking',
      routing: '121000359',
      accountNumber: PERSON.account,
    });
    expect(bad.code).toBe(CODES.badInput);
    expect(bad.data.fields[0].field).toBe('routing');
    const saved = await bq('bankAccount/save', m.tk.finance, {
      userId: m.id.noboard,
      holderName: 'Nora Board',
      holderKind: 'person',
      accountType: 'checking',
      routing: PERSON.routing,
      accountNumber: PERSON.account,
    });
    expect(saved.code, saved.message).toBe(CODES.ok);
    expect(saved.data).toMatchObject({ accountMasked: '****6789', flaggedCode: null });
    const company = await bq('bankAccount/save', m.tk.finance, {
      userId: m.id.agent,
      holderName: 'Agent Realty LLC',
      holderKind: 'company',
      accountType: 'savings',
      routing: COMPANY.routing,
      accountNumber: COMPANY.account,
    });
    expect(company.code, company.message).toBe(CODES.ok);
    const mine = await bq('bankAccount/mine', m.tk.agent, {}, false);
    expect(mine.data).toMatchObject({ userId: m.id.agent, accountMasked: '****5432' });
    expect(JSON.stringify(mine.data)).not.toContain(COMPANY.account);
    const other = await bq('bankAccount/get', m.tk.agent, { userId: m.id.noboard }, false);
    expect(other.code).toBe(CODES.forbidden);
    const raw = await t.database.db.execute<{ sealed: string; last4: string }>(
      sql`SELECT account_sealed AS sealed, account_last4 AS last4 FROM bank_accounts`,
    );
    expect(raw.rows).toHaveLength(2);
    for (const row of raw.rows) {
      expect(row.sealed).toMatch(/^v1:test1:/);
      expect(row.sealed).not.toContain(PERSON.account.slice(3));
      expect(row.sealed).not.toContain(COMPANY.account);
    }
    const history = await t.database.db.execute<{ after: unknown }>(
      sql`SELECT h.after FROM agent_admin_history h JOIN agents a ON a.id = h.agent_id
          WHERE a.user_id = ${m.id.noboard} AND h.field = 'bank.account'`,
    );
    expect(history.rows).toHaveLength(1);
    expect(JSON.stringify(history.rows[0])).toContain('****6789');
    expect(JSON.stringify(history.rows[0])).not.toContain('123456789');
  });

  it('batches pending payouts; the maker cannot release it, a second person does', async () => {
    for (const [who, userId, amount] of [
      ['person', m.id.noboard, PERSON.amount],
      ['company', m.id.agent, COMPANY.amount],
    ] as const) {
      const statement = await approvedStatement(m, parseMoney(amount), userId);
      const paying = await payStatement(m, m.tk.finance, statement);
      expect(paying.code, paying.message).toBe(CODES.ok);
      const payout = paying.data.payouts.find((p: { status: string }) => p.status === 'pending');
      payoutOf.set(who, payout.id);
    }
    const candidates = await bq('payoutBatch/candidates', m.tk.finance, {}, false);
    const ours = candidates.data.list.filter((c: { payoutId: number }) =>
      [...payoutOf.values()].includes(c.payoutId),
    );
    expect(ours.map((c: { blocked: string }) => c.blocked)).toEqual(['', '']);
    const key = newKey();
    const body = { idempotencyKey: key, payoutIds: [...payoutOf.values()] };
    const made = await bq('payoutBatch/create', m.tk.finance, body);
    expect(made.code, made.message).toBe(CODES.ok);
    expect(made.data).toMatchObject({ status: 'open', total: '3234.56', entryCount: 2 });
    batchId = made.data.id;
    expect((await bq('payoutBatch/create', m.tk.finance, body)).data.id).toBe(batchId);
    const again = await bq('payoutBatch/create', m.tk.finance, {
      ...body,
      idempotencyKey: newKey(),
    });
    expect(again.code).toBe(CODES.conflict);

    const self = await bq('payoutBatch/release', m.tk.finance, {
      idempotencyKey: newKey(),
      id: batchId,
    });
    expect(self.code).toBe(CODES.forbidden);
    expect(self.message).toContain('second person');
    const released = await bq('payoutBatch/release', m.tk.admin, {
      idempotencyKey: newKey(),
      id: batchId,
    });
    expect(released.code, released.message).toBe(CODES.ok);
    expect(released.data).toMatchObject({ status: 'released', effectiveDate: '2026-10-16' });
    expect(released.data.entries.map((e: { payoutStatus: string }) => e.payoutStatus)).toEqual([
      'posted',
      'posted',
    ]);
    expect(released.data.entries.map((e: { sec: string }) => e.sec).sort()).toEqual(['CCD', 'PPD']);
  });

  it('writes a file the parser reads back with matching controls, frozen once released', async () => {
    const file = await bq('payoutBatch/file', m.tk.finance, { id: batchId }, false);
    expect(file.code, file.message).toBe(CODES.ok);
    const text = Buffer.from(file.data.contentBase64, 'base64').toString('utf8');
    expect(createHash('sha256').update(text).digest('hex')).toBe(file.data.sha256);
    const records = text.split('\n').filter((r) => r !== '');
    expect(records.every((r) => r.length === 94)).toBe(true);
    expect(records.length % 10).toBe(0);
    expect(validate(text)).toEqual({ ok: true, errors: [] });

    const parsed = parse(text);
    expect(parsed).toMatchObject({ destinationRouting: '121000358', originRouting: '121000358' });
    const entries = parsed.batches.flatMap((b) => b.entries);
    const expected = [PERSON, COMPANY];
    expect(parsed.batches.map((b) => [b.sec, b.effectiveDate, b.companyId])).toEqual([
      ['PPD', '261016', '1000000000'],
      ['CCD', '261016', '1000000000'],
    ]);
    expect(entries.map((e) => [e.routing, e.account, e.amountCents, e.txnCode])).toEqual(
      expected.map((x, i) => [
        x.routing,
        x.account,
        moneyToCents(parseMoney(x.amount)),
        i ? 32 : 22,
      ]),
    );
    expect(entries.map((e) => Number(e.idNumber))).toEqual([
      payoutOf.get('person'),
      payoutOf.get('company'),
    ]);
    expect(new Set(entries.map((e) => e.traceNumber)).size).toBe(2);
    const hash = (routings: string[]) =>
      String(routings.reduce((s, r) => s + BigInt(r.slice(0, 8)), 0n) % 10n ** 10n).padStart(
        10,
        '0',
      );
    for (const [b, x] of parsed.batches.map((b, i) => [b, expected[i]] as const)) {
      expect(b.control).toEqual({
        entryAddendaCount: 1,
        entryHash: hash([x?.routing ?? '']),
        totalDebit: 0,
        totalCredit: moneyToCents(parseMoney(x?.amount ?? '0')),
      });
    }
    const total = sumMoney(expected.map((x) => parseMoney(x.amount)));
    expect(parsed.control).toEqual({
      batchCount: 2,
      blockCount: records.length / 10,
      entryAddendaCount: 2,
      entryHash: hash(expected.map((x) => x.routing)),
      totalDebit: 0,
      totalCredit: moneyToCents(total),
    });

    await expect(
      t.database.db.execute(
        sql`UPDATE payout_batches SET file_sha256 = repeat('0', 64) WHERE id = ${batchId}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`UPDATE payout_batch_entries SET amount = 1 WHERE batch_id = ${batchId}`,
      ),
    ).rejects.toThrow();
  });

  it('a return (R03) puts the money back on the payee and flags the account', async () => {
    const id = payoutOf.get('person');
    expect(await owedTo(m.id.noboard)).toEqual(parseMoney('0.00'));
    const returned = await bq('payoutBatch/return', m.tk.finance, {
      idempotencyKey: newKey(),
      payoutId: id,
      code: 'R03',
      note: 'Bank letter of Oct 20',
    });
    expect(returned.code, returned.message).toBe(CODES.ok);
    const entry = returned.data.entries.find((e: { payoutId: number }) => e.payoutId === id);
    expect(entry).toMatchObject({ payoutStatus: 'returned', returnCode: 'R03' });
    expect(await owedTo(m.id.noboard)).toEqual(parseMoney(PERSON.amount));
    const account = await bq('bankAccount/get', m.tk.finance, { userId: m.id.noboard }, false);
    expect(account.data.flaggedCode).toBe('R03');
    const twice = await bq('payoutBatch/return', m.tk.finance, {
      idempotencyKey: newKey(),
      payoutId: id,
      code: 'R03',
    });
    expect(twice.code).toBe(CODES.conflict);
    const transfer = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE event_key = ${`payout:${id}:returned`}`,
    );
    expect(transfer.rows[0]?.n).toBe(1);
  });
});
