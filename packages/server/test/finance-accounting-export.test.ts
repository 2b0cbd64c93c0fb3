import { CODES } from '@bq/contract';
import { type Money, moneyToDecimal, negateMoney, parseMoney, sumMoney } from '@bq/validators';
import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../src/db/schema.js';
import { ledgerLines, ledgerTransfers } from '../src/db/schema-ledger.js';
import { postCaseCommission } from '../src/domain/finance/commissions.js';
import { iifJournal } from '../src/domain/finance/iif.js';
import { userId } from './cases-helpers.js';
import { type Answer, call, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';
import { accept, type Money4, people, seatAwaiting } from './money-helpers.js';

/**
 * The accounting export (docs/finance-books.md "Accounting export"): the ledger's accounts mapped to the
 * office's chart, and a month's or day's transfers as a QuickBooks Desktop IIF general journal,
 * read back here the way QuickBooks reads it: every entry balances, every account's total is the
 * ledger's, a transfer exported twice says so. On the app's clock.
 */

let t: TestApp;
let m: Money4;
const MARCH = Date.parse('2026-03-10T18:00:00Z');
// 23:30 in California on 31 March (PDT, UTC-7) is already 1 April in UTC.
const LAST_EVENING = Date.parse('2026-04-01T06:30:00Z');
const APRIL = Date.parse('2026-04-02T18:00:00Z');

beforeAll(async () => {
  t = await startApp();
  t.clock.now = MARCH;
  m = await people(t);
});
afterAll(() => t?.close());

const ax = (name: string, token: string, body: Record<string, unknown> = {}) =>
  call(t.app, `bq/accountingExport/${name}`, body, json(token));

async function okData(answer: Promise<Answer>) {
  const a = await answer;
  expect(a.code, a.message).toBe(CODES.ok);
  return a.data;
}

let made = 0;
/** A closing of the agent's at `at`: a closed case written straight to the table, then posted. */
async function closing(at: number, price: string) {
  made += 1;
  const db = t.database.db;
  const [c] = await db
    .insert(cases)
    .values({
      caseNo: `AX-${String(made).padStart(6, '0')}`,
      type: 1,
      purchaseKind: 'resale',
      ownerId: await userId(t, 'multi@bq.example.com'),
      status: 'closed',
      purchasePrice: price,
      commissionPercent: '2.5',
      referralFeePercent: made === 1 ? '25' : null,
    })
    .returning();
  if (!c) throw new Error('no case');
  await db.transaction((tx) =>
    postCaseCommission(
      tx,
      { now: new Date(at), actor: null },
      { caseId: c.id, defaultPlan: 'Standard' },
    ),
  );
}

interface IifEntry {
  type: string;
  date: string;
  docNumber: string;
  memo: string;
  lines: { account: string; amount: Money }[];
}

/** Reads an IIF file as QuickBooks does: headers name the columns, TRNS…ENDTRNS is an entry. */
function readIif(base64: string): IifEntry[] {
  const text = Buffer.from(base64, 'base64').toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  const columns = new Map<string, string[]>();
  const entries: IifEntry[] = [];
  let open: IifEntry | null = null;
  for (const row of text.split('\r\n').filter((r) => r !== '')) {
    const [kind = '', ...fields] = row.split('\t');
    if (kind.startsWith('!')) {
      columns.set(kind.slice(1), fields);
      continue;
    }
    if (kind === 'ENDTRNS') {
      if (!open) throw new Error('ENDTRNS without TRNS');
      entries.push(open);
      open = null;
      continue;
    }
    const names = columns.get(kind);
    if (!names) throw new Error(`No header for ${kind}`);
    const f = Object.fromEntries(names.map((n, i) => [n, fields[i] ?? '']));
    if (kind === 'TRNS') {
      if (open) throw new Error('TRNS inside an entry');
      open = {
        type: f.TRNSTYPE ?? '',
        date: f.DATE ?? '',
        docNumber: f.DOCNUM ?? '',
        memo: f.MEMO ?? '',
        lines: [],
      };
    } else if (kind !== 'SPL' || !open) throw new Error(`Unexpected ${kind}`);
    // The file writes amounts with two decimals: parseMoney refuses anything else.
    expect(f.AMOUNT).toMatch(/^-?\d+\.\d\d$/);
    open.lines.push({ account: f.ACCNT ?? '', amount: parseMoney(f.AMOUNT ?? '') });
  }
  expect(open).toBeNull();
  return entries;
}

/** The ledger's dollar lines of March, summed per mapped account as a debit-positive figure. */
async function ledgerTotals(names: Map<number, string>) {
  const lines = await t.database.db
    .select({ account: ledgerLines.accountId, amount: ledgerLines.amount })
    .from(ledgerLines)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerLines.transferId))
    .where(
      and(
        between(ledgerTransfers.businessDay, '2026-03-01', '2026-03-31'),
        eq(ledgerLines.unit, 'USD'),
      ),
    );
  return totalsBy(
    lines.map((l) => ({
      account: names.get(l.account) ?? '?',
      amount: negateMoney(parseMoney(l.amount)),
    })),
  );
}

function totalsBy(lines: { account: string; amount: Money }[]) {
  const by = new Map<string, Money[]>();
  for (const l of lines) by.set(l.account, [...(by.get(l.account) ?? []), l.amount]);
  return Object.fromEntries(
    [...by].map(([account, amounts]) => [account, moneyToDecimal(sumMoney(amounts))]),
  );
}

describe('the accounting export', () => {
  it('is finance’s: an agent is refused every call', async () => {
    for (const name of ['accounts', 'mapSuggested', 'list'])
      expect((await ax(name, m.tk.agent)).code).toBe(CODES.forbidden);
    expect((await ax('exportJournal', m.tk.agent, { month: '2026-03' })).code).toBe(
      CODES.forbidden,
    );
    expect((await ax('download', m.tk.agent, { id: 1 })).code).toBe(CODES.forbidden);
    expect(
      (await ax('saveAccount', m.tk.agent, { ledgerAccountId: 1, name: 'Checking' })).code,
    ).toBe(CODES.forbidden);
  });

  it('refuses a month with an unmapped account, naming it, and exports nothing', async () => {
    await closing(MARCH, '900000.00');
    const { paymentId } = await seatAwaiting(m);
    expect((await accept(m, m.tk.finance, paymentId, 'TRF-AX-1')).code).toBe(CODES.ok);
    await closing(LAST_EVENING, '500000.00');
    await closing(APRIL, '400000.00');

    const refused = await ax('exportJournal', m.tk.finance, { month: '2026-03' });
    expect(refused.code).toBe(CODES.conflict);
    expect(refused.message).toMatch(
      /^Map these ledger accounts to the office's accounting accounts/,
    );
    expect(refused.message).toContain('Agent · Max Multirole (ledger account');
    expect((await okData(ax('list', m.tk.finance))).exports).toEqual([]);
  });

  it('maps an account by hand and the rest to their kind’s suggestion', async () => {
    const { accounts } = await okData(ax('accounts', m.tk.finance));
    const cash = accounts.find((a: { kind: string }) => a.kind === 'cash');
    expect(cash).toMatchObject({ mapped: null, suggested: { name: 'Checking' } });
    const saved = await okData(
      ax('saveAccount', m.tk.finance, {
        ledgerAccountId: cash.ledgerAccountId,
        name: 'Bank:Operating',
        number: '1010',
      }),
    );
    expect(saved.mapped).toEqual({ name: 'Bank:Operating', number: '1010' });
    const quoted = await ax('saveAccount', m.tk.finance, {
      ledgerAccountId: cash.ledgerAccountId,
      name: 'Bank "main"',
    });
    expect(quoted.code).toBe(CODES.badInput);

    const { mapped } = await okData(ax('mapSuggested', m.tk.finance));
    expect(mapped).toBe(accounts.length - 1);
    const after = await okData(ax('accounts', m.tk.finance));
    expect(after.accounts.every((a: { mapped: unknown }) => a.mapped !== null)).toBe(true);
    expect(after.accounts.find((a: { kind: string }) => a.kind === 'cash').mapped.name).toBe(
      'Bank:Operating',
    );
  });

  let first: IifEntry[] = [];
  it('exports March as balanced journal entries whose account totals are the ledger’s', async () => {
    const answer = await okData(ax('exportJournal', m.tk.finance, { month: '2026-03' }));
    expect(answer).toMatchObject({
      period: '2026-03',
      firstDay: '2026-03-01',
      lastDay: '2026-03-31',
      format: 'iif',
      reExported: 0,
      exportedBy: expect.any(String),
    });
    first = readIif(answer.file.contentBase64);
    expect(first.length).toBe(answer.transfers);
    expect(first.length).toBeGreaterThanOrEqual(3);
    for (const entry of first) {
      expect(entry.type).toBe('GENERAL JOURNAL');
      expect(entry.date).toMatch(/^03\/\d\d\/2026$/);
      expect(moneyToDecimal(sumMoney(entry.lines.map((l) => l.amount)))).toBe('0.00');
      expect(entry.memo).not.toMatch(/RE-EXPORT/);
    }
    // The closing at 23:30 on 31 March is March's (California), not April's.
    expect(first.some((e) => e.date === '03/31/2026')).toBe(true);

    const { accounts } = await okData(ax('accounts', m.tk.finance));
    const names = new Map<number, string>(
      accounts.map((a: { ledgerAccountId: number; mapped: { name: string } }) => [
        a.ledgerAccountId,
        a.mapped.name,
      ]),
    );
    expect(totalsBy(first.flatMap((e) => e.lines))).toEqual(await ledgerTotals(names));
    expect(Object.keys(totalsBy(first.flatMap((e) => e.lines)))).toContain('Bank:Operating');
  });

  it('marks the same transfers as re-exported the second time, in the file and the list', async () => {
    const again = await okData(ax('exportJournal', m.tk.finance, { month: '2026-03' }));
    expect(again.reExported).toBe(again.transfers);
    const entries = readIif(again.file.contentBase64);
    expect(entries.map((e) => e.docNumber)).toEqual(first.map((e) => e.docNumber));
    for (const e of entries)
      expect(e.memo).toMatch(/^RE-EXPORT \(first exported 0\d\/\d\d\/2026 in export \d+\)/);
    expect(again.fileName).toMatch(/^bq-journal-2026-03-re-export-\d{12}\.iif$/);

    const { exports } = await okData(ax('list', m.tk.finance));
    expect(exports.map((e: { reExported: number }) => e.reExported)).toEqual([again.transfers, 0]);
    const file = await okData(ax('download', m.tk.finance, { id: again.id }));
    expect(file.contentBase64).toBe(again.file.contentBase64);
  });

  it('exports a day: only its transfers, a new one plain, one exported before marked', async () => {
    t.clock.now = APRIL;
    m = await people(t);
    const day = await okData(ax('exportJournal', m.tk.finance, { day: '2026-04-02' }));
    expect(day).toMatchObject({ period: '2026-04-02', transfers: 1, reExported: 0 });
    expect(readIif(day.file.contentBase64).map((e) => e.date)).toEqual(['04/02/2026']);
    const last = await okData(ax('exportJournal', m.tk.finance, { day: '2026-03-31' }));
    expect(last.reExported).toBe(last.transfers);
  });

  it('refuses a period without transfers and a request naming both a day and a month', async () => {
    const empty = await ax('exportJournal', m.tk.finance, { month: '2026-01' });
    expect(empty.code).toBe(CODES.conflict);
    expect(empty.message).toBe('No ledger transfer in dollars is dated January 2026');
    const both = await ax('exportJournal', m.tk.finance, { month: '2026-03', day: '2026-03-02' });
    expect(both.code).toBe(CODES.badInput);
    expect((await ax('download', m.tk.finance, { id: 99999 })).code).toBe(CODES.notFound);
  });
});

describe('the IIF file', () => {
  it('keeps a memo with a tab, a line break, quotes, dashes and an accent in one field QuickBooks reads', () => {
    const file = iifJournal([
      {
        day: '2026-03-31',
        docNumber: 'BQ7',
        memo: 'Renée\t"Casa"\r\nline two · case 17 — “closed” 中',
        lines: [
          { account: 'Checking', amount: parseMoney('-10.00') },
          { account: 'Commission Income', amount: parseMoney('10.00') },
        ],
      },
    ]);
    const [entry] = readIif(Buffer.from(file).toString('base64'));
    expect(entry).toEqual({
      type: 'GENERAL JOURNAL',
      date: '03/31/2026',
      docNumber: 'BQ7',
      memo: "Renee 'Casa' line two - case 17 - 'closed' ?",
      // A ledger debit (negative) is a positive IIF amount.
      lines: [
        { account: 'Checking', amount: parseMoney('10.00') },
        { account: 'Commission Income', amount: parseMoney('-10.00') },
      ],
    });
  });
});
