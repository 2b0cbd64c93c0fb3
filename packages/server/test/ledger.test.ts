import { moneyOf, parseMoney } from '@bq/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/index.js';
import { ledgerTransfers } from '../src/db/schema-ledger.js';
import {
  accountFor,
  balanceOf,
  checkAccount,
  closePeriod,
  officeAccount,
  postTransfer,
  postTransfers,
  reverseTransfer,
  transferByKey,
} from '../src/domain/finance/ledger.js';
import type { Act } from '../src/domain/shared/act.js';
import { seededDatabase } from './helpers.js';
import { refused, userId } from './ledger-helpers.js';

/**
 * The ledger's domain API (domain/finance/ledger.ts): one transfer per event key, reversals once
 * and into the open month, accounts found or made once, balances as sums of lines, months closed
 * only once they have ended.
 */

let database: Database;
let db: Db;
let admin: number;
let lecturer: number;
// 10:00 in California on 10 March 2026, 02:00 UTC on 11 March: the business day is the 10th.
const NOW = new Date('2026-03-11T02:00:00Z');
let act: Act;
const usd = (s: string) => parseMoney(s);

beforeAll(async () => {
  ({ database } = await seededDatabase());
  db = database.db;
  admin = await userId(db, 'admin@bq.example.com');
  lecturer = await userId(db, 'lecturer@bq.example.com');
  act = { now: NOW, actor: admin };
});
afterAll(() => database?.close());

const inTx = <T>(work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>) =>
  db.transaction(work);

async function accounts() {
  return inTx(async (tx) => ({
    expense: await officeAccount(tx, act, 'expense'),
    lecturer: await accountFor(tx, act, { kind: 'lecturer', userId: lecturer, unit: 'USD' }),
  }));
}

describe('postTransfer', () => {
  it('posts a balanced transfer once per event key, dated by the business clock', async () => {
    const a = await accounts();
    const input = {
      eventKey: 'test:earn:1',
      source: { kind: 'order-line' as const, id: 1 },
      lines: [
        { account: a.lecturer, amount: usd('12.34') },
        { account: a.expense, amount: usd('-12.34') },
      ],
    };
    const first = await inTx((tx) => postTransfer(tx, act, input));
    expect(first).toMatchObject({ created: true, businessDay: '2026-03-10', actorId: admin });
    const again = await inTx((tx) => postTransfer(tx, act, input));
    expect(again).toMatchObject({ created: false, id: first.id });
    expect(again.lines).toEqual(first.lines);
    const rows = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.eventKey, 'test:earn:1'));
    expect(rows).toHaveLength(1);
    expect(await inTx((tx) => balanceOf(tx, a.lecturer))).toEqual(usd('12.34'));
    // The same key with other amounts is a mistake, not a second posting.
    await refused(
      inTx((tx) =>
        postTransfer(tx, act, {
          ...input,
          lines: [
            { account: a.lecturer, amount: usd('12.35') },
            { account: a.expense, amount: usd('-12.35') },
          ],
        }),
      ),
      /already posted with other amounts/,
    );
  });

  it('refuses lines that do not balance before asking the database', async () => {
    const a = await accounts();
    await refused(
      inTx((tx) =>
        postTransfer(tx, act, {
          eventKey: 'test:off',
          source: { kind: 'correction', id: 1 },
          lines: [
            { account: a.lecturer, amount: usd('1.00') },
            { account: a.expense, amount: usd('-0.99') },
          ],
        }),
      ),
      /sum to 1, not zero/,
    );
    expect(await inTx((tx) => transferByKey(tx, 'test:off'))).toBeNull();
  });
});

describe('postTransfers', () => {
  it('posts a batch in order, answering events posted before as postTransfer does', async () => {
    const a = await accounts();
    const earn = (
      key: string,
      amount: string,
      source: { kind: 'case' | 'order-line'; id: number } = { kind: 'case', id: 9 },
    ) => ({
      eventKey: key,
      source,
      lines: [
        { account: a.lecturer, amount: usd(amount) },
        { account: a.expense, amount: usd(`-${amount}`) },
      ],
    });
    const before = await inTx((tx) => balanceOf(tx, a.lecturer));
    const answers = await inTx((tx) =>
      postTransfers(tx, act, [
        earn('test:b1', '1.00'),
        earn('test:earn:1', '12.34', { kind: 'order-line', id: 1 }),
        earn('test:b2', '2.00'),
      ]),
    );
    expect(answers.map((t) => [t.eventKey, t.created])).toEqual([
      ['test:b1', true],
      ['test:earn:1', false],
      ['test:b2', true],
    ]);
    expect(await inTx((tx) => balanceOf(tx, a.lecturer))).toEqual(moneyOf(before.minor + 300n));
    await refused(
      inTx((tx) => postTransfers(tx, act, [earn('test:b3', '1.00'), earn('test:b3', '1.00')])),
      /twice in one batch/,
    );
  });
});

describe('reverseTransfer', () => {
  it('takes a transfer back once, and a retry with the same key answers that reversal', async () => {
    const a = await accounts();
    const before = await inTx((tx) => balanceOf(tx, a.lecturer));
    const t = await inTx((tx) =>
      postTransfer(tx, act, {
        eventKey: 'test:earn:2',
        source: { kind: 'application', id: 2 },
        lines: [
          { account: a.lecturer, amount: usd('40.00') },
          { account: a.expense, amount: usd('-40.00') },
        ],
      }),
    );
    const back = await inTx((tx) => reverseTransfer(tx, act, { transferId: t.id }));
    expect(back).toMatchObject({ created: true, reverses: t.id, eventKey: `reverse:${t.id}` });
    expect(back.source).toEqual(t.source);
    expect(back.lines.map((l) => l.amount.minor)).toEqual(t.lines.map((l) => -l.amount.minor));
    expect(await inTx((tx) => balanceOf(tx, a.lecturer))).toEqual(before);
    const retry = await inTx((tx) => reverseTransfer(tx, act, { transferId: t.id }));
    expect(retry).toMatchObject({ created: false, id: back.id });
    await refused(
      inTx((tx) => reverseTransfer(tx, act, { transferId: t.id, eventKey: 'test:again' })),
      /already reversed/,
    );
  });

  it('lands in the open month when the transfer it reverses is in a closed one', async () => {
    const a = await accounts();
    const feb: Act = { now: new Date('2026-02-20T20:00:00Z'), actor: admin };
    const t = await inTx((tx) =>
      postTransfer(tx, feb, {
        eventKey: 'test:feb',
        source: { kind: 'payout', id: 3 },
        lines: [
          { account: a.lecturer, amount: usd('-5.00') },
          { account: a.expense, amount: usd('5.00') },
        ],
      }),
    );
    expect(await inTx((tx) => closePeriod(tx, act, '2026-02'))).toEqual({
      month: '2026-02',
      closed: true,
    });
    expect((await inTx((tx) => closePeriod(tx, act, '2026-02'))).closed).toBe(false);
    // Nothing more is dated in February, whoever posts it.
    await refused(
      inTx((tx) =>
        postTransfer(tx, feb, {
          eventKey: 'test:feb:late',
          source: { kind: 'payout', id: 4 },
          lines: [
            { account: a.lecturer, amount: usd('-1.00') },
            { account: a.expense, amount: usd('1.00') },
          ],
        }),
      ),
      /period 2026-02 is closed/,
    );
    const back = await inTx((tx) => reverseTransfer(tx, act, { transferId: t.id }));
    expect(back).toMatchObject({ businessDay: '2026-03-10', reverses: t.id });
  });
});

describe('closePeriod', () => {
  it('closes only a month that has ended', async () => {
    await refused(
      inTx((tx) => closePeriod(tx, act, '2026-03')),
      /has not ended yet/,
    );
    await refused(
      inTx((tx) => closePeriod(tx, act, '2026-13')),
      /Not a month/,
    );
  });
});

describe('accounts', () => {
  it('are found by owner and unit, a vendor by name whatever its case', async () => {
    const [one, two, other] = await inTx(async (tx) => [
      await accountFor(tx, act, { kind: 'vendor', name: 'Bright Photo', unit: 'USD' }),
      await accountFor(tx, act, { kind: 'vendor', name: ' bright photo ', unit: 'USD' }),
      await accountFor(tx, act, { kind: 'vendor', name: 'Print Co', unit: 'USD' }),
    ]);
    expect(two).toBe(one);
    expect(other).not.toBe(one);
    const tokens = await inTx((tx) =>
      accountFor(tx, act, { kind: 'tokens', userId: lecturer, unit: 'TOKEN' }),
    );
    expect(await inTx((tx) => balanceOf(tx, tokens))).toEqual(moneyOf(0n, 'TOKEN'));
  });

  it("reconcile: the balance kept by the trigger equals the sum of the account's lines", async () => {
    const a = await accounts();
    const check = await inTx((tx) => checkAccount(tx, a.lecturer));
    expect(check.kept).toEqual(check.sum);
    expect(check.difference.minor).toBe(0n);
  });
});
