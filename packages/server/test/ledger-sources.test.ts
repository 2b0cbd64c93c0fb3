import { CODES } from '@bq/contract';
import { moneyToDecimal, parseMoney } from '@bq/validators';
import { eq, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../src/db/schema.js';
import { lecturerShares } from '../src/db/schema-finance.js';
import { ledgerAccounts, ledgerTransfers } from '../src/db/schema-ledger.js';
import { type Transfer, transferByKey } from '../src/domain/finance/ledger.js';
import { api, applied, COACH_COST, tokens, vendor, type Who } from './applications-helpers.js';
import { awaitingPayment, cartLine, checkoutAs, newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { json, newCourse } from './institute-helpers.js';
import { userId } from './ledger-helpers.js';

/**
 * The money the earlier areas make is posted to the ledger in the transaction that makes it: an
 * approved coach cost or vendor application (`application:<id>`), a paid course seat's lecturer
 * shares (`order-line:<line>:share`) and their clawback on a refund
 * (`refund:<request>:line:<line>:clawback`), each balanced against the office's expense and each
 * equal to the rows the older tables keep.
 */

let t: TestApp;
let tk: Record<Who, string>;
beforeAll(async () => {
  // Vendor payments above $100 are confirmed by a second person (the last describe).
  t = await startApp({
    LECTURER_SHARE_PERCENT: '50',
    PAYROLL_SECOND_PERSON_ABOVE: '100.00',
    // This year's 1099 threshold is $110: the vendor's $120 is reportable, the lecturer's $100 not.
    NEC_1099_THRESHOLDS: '2025:600.00,2026:110.00',
  });
  tk = await tokens(t);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const posted = async (eventKey: string): Promise<Transfer> => {
  const transfer = await db().transaction((tx) => transferByKey(tx, eventKey));
  if (!transfer) throw new Error(`nothing posted as ${eventKey}`);
  return transfer;
};

/** Each line of a transfer as [account kind, owner (user id or name), amount]. */
async function shown(transfer: Transfer) {
  const rows = await db().select().from(ledgerAccounts);
  return transfer.lines.map((l) => {
    const a = rows.find((r) => r.id === l.account);
    return [a?.kind, a?.userId ?? a?.name, l.amount];
  });
}

describe('an approved application', () => {
  it("owes a coach's cost to the coach's account, once", async () => {
    const id = await applied(t, tk.agent, COACH_COST);
    expect((await api(t, 'application/pass', tk.approver, { id })).code).toBe(200);
    const transfer = await posted(`application:${id}`);
    const [coach] = await db()
      .select({ userId: agents.userId })
      .from(agents)
      .where(eq(agents.id, COACH_COST.form.coachAgentId));
    expect(transfer.source).toEqual({ kind: 'application', id });
    expect(transfer.memo).toContain('Coaching fee 2027-01');
    expect(await shown(transfer)).toEqual(
      expect.arrayContaining([
        ['coach', coach?.userId, parseMoney('1234.56')],
        ['expense', null, parseMoney('-1234.56')],
      ]),
    );
    // Deciding again is refused, and the ledger still holds one transfer for the application.
    expect((await api(t, 'application/pass', tk.approver, { id })).code).not.toBe(200);
    const rows = await db()
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.eventKey, `application:${id}`));
    expect(rows).toHaveLength(1);
  });

  it("owes a vendor's invoice to the vendor by name; a rejected one posts nothing", async () => {
    const id = await applied(t, tk.agent, vendor('120.00'));
    expect((await api(t, 'application/pass', tk.approver, { id })).code).toBe(200);
    expect(await shown(await posted(`application:${id}`))).toEqual(
      expect.arrayContaining([
        ['vendor', 'Bright Photo', parseMoney('120.00')],
        ['expense', null, parseMoney('-120.00')],
      ]),
    );
    const no = await applied(t, tk.agent, vendor('80.00'));
    await api(t, 'application/rejection', tk.approver, { id: no, comment: 'No invoice' });
    expect(await db().transaction((tx) => transferByKey(tx, `application:${no}`))).toBeNull();
  });
});

describe('a course seat', () => {
  it("posts the lecturers' shares when paid and claws them back when refunded", async () => {
    const lecturers = [
      await userId(db(), 'lecturer@bq.example.com'),
      await userId(db(), 'mentor@bq.example.com'),
    ].sort((a, b) => a - b);
    const courseId = await newCourse(t, tk.admin, {
      price: '99.99',
      seats: 3,
      lecturerIds: lecturers,
    });
    await cartLine(t, tk.agent, { kind: 'course', courseId });
    const placed = await checkoutAs(t, tk.agent, '99.99');
    expect(placed.code, placed.message).toBe(CODES.ok);
    const payment = await awaitingPayment(t, tk.admin, placed.data.id);
    await call(
      t.app,
      'bq/payment/accept',
      { idempotencyKey: newKey(), id: payment.id, reference: 'TRF-LEDGER', received: '99.99' },
      { token: tk.admin },
    );
    const detail = await call(
      t.app,
      'bq/order/detail',
      { id: placed.data.id },
      { token: tk.admin },
    );
    const lineId = detail.data.lines[0].id as number;
    const share = await posted(`order-line:${lineId}:share`);
    expect(share.source).toEqual({ kind: 'order-line', id: lineId });
    expect(await shown(share)).toEqual(
      expect.arrayContaining([
        ['lecturer', lecturers[0], parseMoney('25.00')],
        ['lecturer', lecturers[1], parseMoney('24.99')],
        ['expense', null, parseMoney('-49.99')],
      ]),
    );

    const asked = await call(
      t.app,
      'bq/refund/request',
      { orderId: placed.data.id, reason: 'Moved away', lines: [{ lineId, quantity: 1 }] },
      json(tk.agent),
    );
    const approved = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: newKey(), id: asked.data.id },
      {
        token: tk.finance,
      },
    );
    expect(approved.code, approved.message).toBe(CODES.ok);
    const back = await posted(`refund:${asked.data.id}:line:${lineId}:clawback`);
    expect(back.source).toEqual({ kind: 'refund', id: asked.data.id });
    expect(await shown(back)).toEqual(
      expect.arrayContaining([
        ['lecturer', lecturers[0], parseMoney('-25.00')],
        ['lecturer', lecturers[1], parseMoney('-24.99')],
        ['expense', null, parseMoney('49.99')],
      ]),
    );
    // The ledger and the lecturer_shares rows tell one story: earned less clawed back is zero.
    const rows = await db()
      .select()
      .from(lecturerShares)
      .where(eq(lecturerShares.orderLineId, lineId));
    expect(rows).toHaveLength(4);
    const lines = await db()
      .select()
      .from(ledgerTransfers)
      // The line's own keys (a payment's receipt key carries a number too, another row's id).
      .where(
        or(
          like(ledgerTransfers.eventKey, `order-line:${lineId}:%`),
          like(ledgerTransfers.eventKey, `%:line:${lineId}:%`),
        ),
      );
    expect(lines.map((r) => r.eventKey).sort()).toEqual(
      [`order-line:${lineId}:share`, `refund:${asked.data.id}:line:${lineId}:clawback`].sort(),
    );
  });
});

describe('lecturer and vendor payments', () => {
  const payee = async (family: 'lecturerPay' | 'vendorPay', name: string) => {
    const list = await call(t.app, `bq/${family}/list`, { keyword: name }, { token: tk.finance });
    expect(list.code, list.message).toBe(CODES.ok);
    const row = list.data.list.find((r: { name: string }) => r.name === name);
    if (!row) throw new Error(`${name} is not listed under ${family}`);
    return row;
  };
  const payout = (name: string, body: Record<string, unknown>, token = tk.finance) =>
    call(
      t.app,
      `bq/payeePayout/${name}`,
      // Paying moves money: each attempt sends a key of its own.
      name === 'pay' ? { idempotencyKey: newKey(), ...body } : body,
      json(token),
    );

  it('pays a lecturer what paid seats earned, once per balance, and a void owes it again', async () => {
    const lecturer = await userId(db(), 'lecturer@bq.example.com');
    const courseId = await newCourse(t, tk.admin, {
      price: '200.00',
      seats: 3,
      lecturerIds: [lecturer],
    });
    await cartLine(t, tk.agent, { kind: 'course', courseId });
    const placed = await checkoutAs(t, tk.agent, '200.00');
    const payment = await awaitingPayment(t, tk.admin, placed.data.id);
    await call(
      t.app,
      'bq/payment/accept',
      { idempotencyKey: newKey(), id: payment.id, reference: 'TRF-LECTURER', received: '200.00' },
      { token: tk.admin },
    );
    const before = await payee('lecturerPay', 'Lee Lecturer');
    // The earlier seat (its 24.99 share) was refunded in full: earned and clawed back count it.
    expect(before).toMatchObject({
      earned: '124.99',
      clawedBack: '24.99',
      owed: '100.00',
      paid: '0.00',
    });

    const held = await payout('pay', { accountId: before.accountId });
    expect(held.code, held.message).toBe(CODES.ok);
    expect(held.data).toMatchObject({ status: 'pending', amount: '100.00' });
    expect(await payee('lecturerPay', 'Lee Lecturer')).toMatchObject({
      owed: '0.00',
      paying: '100.00',
    });
    // A second click finds nothing more owed: the balance is held.
    const again = await payout('pay', { accountId: before.accountId });
    expect(again.code).toBe(CODES.conflict);
    expect(again.message).toBe('Nothing is owed to Lee Lecturer now');

    expect((await payout('void', { id: held.data.id, reason: 'Wrong bank account' })).code).toBe(
      CODES.ok,
    );
    expect(await payee('lecturerPay', 'Lee Lecturer')).toMatchObject({
      owed: '100.00',
      paying: '0.00',
    });
    const paid = await payout('pay', { accountId: before.accountId });
    const done = await payout('confirm', { id: paid.data.id, reference: 'ACH-0042' });
    expect(done.data).toMatchObject({
      status: 'posted',
      reference: 'ACH-0042',
      settledBy: 'Fay Finance',
    });
    expect(await payee('lecturerPay', 'Lee Lecturer')).toMatchObject({
      owed: '0.00',
      paid: '100.00',
    });
    const detail = await call(
      t.app,
      'bq/lecturerPay/detail',
      { accountId: before.accountId },
      { token: tk.finance },
    );
    expect(detail.data.payouts.map((p: { status: string }) => p.status)).toEqual([
      'posted',
      'voided',
    ]);
    // Confirming twice is refused: the payout is settled.
    expect((await payout('confirm', { id: paid.data.id, reference: 'ACH-0042' })).code).toBe(
      CODES.conflict,
    );
  });

  it('pays a vendor its approved applications; above the limit a second person confirms', async () => {
    const before = await payee('vendorPay', 'Bright Photo');
    expect(before).toMatchObject({ earned: '120.00', owed: '120.00' });
    const held = await payout('pay', { accountId: before.accountId });
    const same = await payout('confirm', { id: held.data.id, reference: 'CHK-7' });
    expect(same.code).toBe(CODES.forbidden);
    expect(same.message).toContain('needs a second person');
    const other = await payout('confirm', { id: held.data.id, reference: 'CHK-7' }, tk.admin);
    expect(other.code, other.message).toBe(CODES.ok);
    expect(await payee('vendorPay', 'Bright Photo')).toMatchObject({
      owed: '0.00',
      paid: '120.00',
    });
    // A vendor's account is not a lecturer's: each page reads its own.
    const wrong = await call(
      t.app,
      'bq/lecturerPay/detail',
      { accountId: before.accountId },
      { token: tk.finance },
    );
    expect(wrong.code).toBe(CODES.notFound);
  });
});

describe('the 1099 summary', () => {
  it("equals the year's paid-out ledger lines per payee, with the threshold and missing W-9s", async () => {
    const year = Number(new Date(t.clock.now).toISOString().slice(0, 4));
    const summary = await call(t.app, 'bq/tax/summary1099', { year }, { token: tk.finance });
    expect(summary.code, summary.message).toBe(CODES.ok);
    expect(summary.data.threshold).toBe(year >= 2026 ? '110.00' : '600.00');
    const byName = Object.fromEntries(summary.data.list.map((r: { name: string }) => [r.name, r]));
    expect(byName['Bright Photo']).toMatchObject({ kinds: ['vendor'], paid: '120.00', payouts: 1 });
    // The voided payout is not counted: only the confirmed one.
    expect(byName['Lee Lecturer']).toMatchObject({
      kinds: ['lecturer'],
      paid: '100.00',
      payouts: 1,
    });
    // What the ledger says went out: each payee's lines of the posted payouts' holds.
    const ledger = await db().execute(
      sql`select coalesce(u.name, a.name) as name, (-sum(l.amount))::text as paid
        from payouts p join ledger_transfers h on h.event_key = 'payout:' || p.id
        join ledger_lines l on l.transfer_id = h.id
        join ledger_accounts a on a.id = l.account_id and a.kind in ('agent', 'coach', 'lecturer', 'vendor')
        left join users u on u.id = a.user_id
        where p.status = 'posted' group by 1 order by 1`,
    );
    expect(
      summary.data.list
        .map((r: { name: string; paid: string }) => [r.name, r.paid])
        .sort((a: string[], b: string[]) => (a[0] ?? '').localeCompare(b[0] ?? '')),
    ).toEqual(ledger.rows.map((r) => [r.name, moneyToDecimal(parseMoney(String(r.paid)))]));
    if (year >= 2026) {
      expect(byName['Bright Photo']).toMatchObject({ reportable: true, w9OnFile: false });
      expect(byName['Lee Lecturer'].reportable).toBe(false);
      expect(summary.data.missingW9).toBe(1);
    }
    const csv = await call(t.app, 'bq/tax/export1099', { year }, { token: tk.finance });
    const text = Buffer.from(csv.data.contentBase64, 'base64').toString('utf8');
    expect(text).toContain('Bright Photo,vendor,120.00,1');
    // An earlier year paid nothing.
    const before = await call(
      t.app,
      'bq/tax/summary1099',
      { year: year - 1 },
      { token: tk.finance },
    );
    expect(before.data.list).toEqual([]);
  });
});
