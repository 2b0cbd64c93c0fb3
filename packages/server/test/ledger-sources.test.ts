import { CODES } from '@bq/contract';
import { parseMoney } from '@bq/validators';
import { eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../src/db/schema.js';
import { lecturerShares } from '../src/db/schema-finance.js';
import { ledgerAccounts, ledgerTransfers } from '../src/db/schema-ledger.js';
import { type Transfer, transferByKey } from '../src/domain/finance/ledger.js';
import { api, applied, COACH_COST, tokens, vendor, type Who } from './applications-helpers.js';
import { awaitingPayment, cartLine, checkoutAs } from './commerce-helpers.js';
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
  t = await startApp({ LECTURER_SHARE_PERCENT: '50', PAYROLL_SECOND_PERSON_ABOVE: '100.00' });
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
      { id: payment.id, reference: 'TRF-LEDGER', received: '99.99' },
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
      { id: asked.data.id },
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
  const payout = (name: string, body: object, token = tk.finance) =>
    call(t.app, `bq/payeePayout/${name}`, body, json(token));

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
      { id: payment.id, reference: 'TRF-LECTURER', received: '200.00' },
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
