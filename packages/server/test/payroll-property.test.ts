import { moneyOf, moneyToDecimal, parseMoney } from '@bq/validators';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, caseTeam } from '../src/db/schema.js';
import { payStatements } from '../src/db/schema-payroll.js';
import { postCaseCommission } from '../src/domain/finance/commissions.js';
import { accountFor, officeAccount, postTransfer } from '../src/domain/finance/ledger.js';
import {
  confirmPayeePayout,
  payPayee,
  voidPayeePayout,
} from '../src/domain/finance/payee-payments.js';
import { livePayoutOf } from '../src/domain/finance/payouts.js';
import {
  approveStatement,
  attachToStatements,
  confirmStatementPaid,
  payStatement,
  reviewStatement,
  voidStatementPayout,
} from '../src/domain/finance/statements.js';
import { tokens, userId, type Who } from './cases-helpers.js';
import { awaitingPayment, cartLine, checkoutAs, newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { json, newCourse } from './institute-helpers.js';

/**
 * Random closings, course seats sold and refunded, and pay runs of statements and lecturer
 * payments lose or make no cent: what was owed is still owed, being paid or paid.
 */

let t: TestApp;
let tk: Record<Who, string>;
const id: Record<string, number> = {};
beforeAll(async () => {
  t = await startApp();
  // Mid-October 2026 in California: the Standard plan's 2026 terms, the Team Lead plan year from
  // 1 April, the demo coach agreement (from 1 September) active.
  t.clock.now = Date.parse('2026-10-15T18:00:00Z');
  tk = await tokens(t);
  for (const who of ['agent', 'mentor', 'multi', 'noboard'] as const)
    id[who] = await userId(t, `${who === 'noboard' ? 'agent.noboard' : who}@bq.example.com`);
});
afterAll(() => t?.close());

const db = () => t.database.db;

describe('random closings, seats sold and refunded, and pay runs', () => {
  it('lose or make no cent: what was owed is still owed, being paid or paid', async () => {
    const who = {
      finance: await userId(t, 'finance@bq.example.com'),
      admin: await userId(t, 'admin@bq.example.com'),
    };
    const people = [id.agent, id.noboard, id.multi, id.mentor].map((x) => x ?? 0);
    const now = () => new Date(t.clock.now);
    /** Σ of every payroll account of these people, of payouts from them, and of all lines. */
    const totals = async () => {
      const { rows } = await db().execute(sql`
        SELECT
          coalesce(sum(l.amount) FILTER (WHERE (a.kind IN ('agent', 'coach')
            AND a.user_id IN (${sql.join(
              people.map((p) => sql`${p}`),
              sql`, `,
            )})) OR (a.kind = 'lecturer' AND a.unit = 'USD')), 0)::text AS owed,
          coalesce(sum(l.amount), 0)::text AS everything
        FROM ledger_lines l JOIN ledger_accounts a ON a.id = l.account_id`);
      const [paid] = (
        await db().execute(sql`SELECT coalesce(sum(amount), 0)::text AS out FROM payouts
          WHERE source_kind IN ('statement', 'lecturer') AND status <> 'voided'`)
      ).rows as { out: string }[];
      const row = rows[0] as { owed: string; everything: string };
      return { owed: parseMoney(row.owed), out: parseMoney(paid?.out ?? '0'), all: row.everything };
    };
    // Each seat is of a course of its own (one seat a person): $149.00, half the lecturer's.
    const agentToken = tk.agent;
    const adminToken = tk.admin;
    let lecturerAccount = 0;
    /** Sells a seat and, if asked, refunds it; returns what the lecturer is owed for it now. */
    const sellSeat = async (refund: boolean) => {
      const courseId = await newCourse(t, adminToken, {
        price: '149.00',
        seats: 5,
        lecturerIds: [await userId(t, 'lecturer@bq.example.com')],
      });
      await cartLine(t, agentToken, { kind: 'course', courseId });
      const placed = await checkoutAs(t, agentToken, '149.00');
      expect(placed.code, placed.message).toBe(200);
      const payment = await awaitingPayment(t, adminToken, placed.data.id);
      const paid = await call(
        t.app,
        'bq/payment/accept',
        {
          idempotencyKey: newKey(),
          id: payment.id,
          reference: `PROP-${payment.id}`,
          received: '149.00',
        },
        { token: adminToken },
      );
      expect(paid.code, paid.message).toBe(200);
      if (!lecturerAccount) {
        const list = await call(t.app, 'bq/lecturerPay/list', {}, { token: tk.finance });
        lecturerAccount = list.data.list.find(
          (r: { name: string }) => r.name === 'Lee Lecturer',
        ).accountId;
      }
      if (!refund) return parseMoney('74.50');
      const detail = await call(
        t.app,
        'bq/order/detail',
        { id: placed.data.id },
        { token: adminToken },
      );
      const asked = await call(
        t.app,
        'bq/refund/request',
        {
          orderId: placed.data.id,
          reason: 'prop',
          lines: [{ lineId: detail.data.lines[0].id, quantity: 1 }],
        },
        json(agentToken),
      );
      const approved = await call(
        t.app,
        'bq/refund/approve',
        { idempotencyKey: newKey(), id: asked.data.id },
        { token: adminToken },
      );
      expect(approved.code, approved.message).toBe(200);
      return parseMoney('0.00');
    };
    /** A clawback: a correction taken back from one person's agent or coach account. */
    let corrections = 0;
    const clawBack = async (person: number, kind: 'agent' | 'coach', cents: bigint) =>
      db().transaction(async (tx) => {
        const act = { now: now(), actor: who.admin };
        const transfer = await postTransfer(tx, act, {
          eventKey: `correction:prop:${++corrections}:${t.clock.now}`,
          source: { kind: 'correction', id: corrections },
          lines: [
            {
              account: await accountFor(tx, act, { kind, userId: person, unit: 'USD' }),
              amount: moneyOf(-cents),
            },
            { account: await officeAccount(tx, act, 'expense'), amount: moneyOf(cents) },
          ],
        });
        await attachToStatements(tx, act, transfer);
      });
    const clawback = fc.record({
      who: fc.constantFrom(0, 1, 2, 3),
      kind: fc.constantFrom('agent' as const, 'coach' as const),
      cents: fc.bigInt({ min: 1n, max: 2_000_000n }),
    });
    const closing = fc.record({
      owner: fc.constantFrom(0, 1, 2, 3),
      cents: fc.bigInt({ min: 1n, max: 5_000_000n }),
      partner: fc.option(
        fc.record({ who: fc.constantFrom(0, 1, 2, 3), percent: fc.integer({ min: 1, max: 99 }) }),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(closing, { minLength: 1, maxLength: 3 }),
        fc.array(fc.boolean(), { maxLength: 4 }),
        // Course seats sold to an agent (each refunded or not), then the lecturer paid or not.
        fc.array(fc.boolean(), { maxLength: 2 }),
        fc.option(fc.boolean()),
        // Clawbacks on the people's statements: a negative account a payout must net.
        fc.array(clawback, { maxLength: 2 }),
        async (closings, confirms, seats, lecturerPay, clawbacks) => {
          const before = await totals();
          let posted = 0n;
          for (const c of closings) {
            const owner = people[c.owner] ?? 0;
            const [made] = await db()
              .insert(cases)
              .values({
                caseNo: `PROP-${Math.random()}`,
                type: 3,
                ownerId: owner,
                status: 'closed',
                commissionAmount: moneyToDecimal(moneyOf(c.cents)),
              })
              .returning({ id: cases.id });
            const partner = c.partner ? people[c.partner.who] : undefined;
            if (made && c.partner && partner !== undefined && partner !== owner)
              await db()
                .insert(caseTeam)
                .values({ caseId: made.id, userId: partner, percent: String(c.partner.percent) });
            const shares = await db().transaction((tx) =>
              postCaseCommission(
                tx,
                { now: now(), actor: who.admin },
                { caseId: made?.id ?? 0, defaultPlan: 'Standard' },
              ),
            );
            for (const s of shares) posted += s.agent.minor + s.coach.minor;
          }
          for (const refund of seats) posted += (await sellSeat(refund)).minor;
          for (const c of clawbacks) {
            await clawBack(people[c.who] ?? 0, c.kind, c.cents);
            posted -= c.cents;
          }
          // A pay run: every draft with lines reviewed, approved, paid; some confirmed, some voided.
          const drafts = await db()
            .select()
            .from(payStatements)
            .where(and(eq(payStatements.status, 'draft'), inArray(payStatements.userId, people)));
          let i = 0;
          for (const s of drafts) {
            // A step either does its work or is refused for the one reason `refusal` names;
            // any other failure fails the property (a pay step that always failed would
            // otherwise pass, its statements merely left unpaid).
            const step = <T>(
              actor: number,
              work: (
                tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0],
                act: { now: Date; actor: number },
              ) => Promise<T>,
              refusal?: RegExp,
            ) =>
              db()
                .transaction((tx) => work(tx, { now: now(), actor }))
                .then(
                  () => true,
                  (error: Error) => {
                    if (refusal?.test(error.message)) return false;
                    throw error;
                  },
                );
            // A draft whose lines net to nothing or less (a clawback) is not reviewed.
            const reviewed = await step(
              who.finance,
              (tx, act) => reviewStatement(tx, act, { id: s.id }),
              /^Nothing to pay/,
            );
            if (!reviewed) continue;
            await step(who.admin, (tx, act) =>
              approveStatement(tx, act, { id: s.id, secondPersonAbove: parseMoney('1000000') }),
            );
            await step(who.finance, (tx, act) => payStatement(tx, act, { id: s.id }));
            // What leaves is the approved total to the cent, a clawback account netted in it.
            const [approved] = await db()
              .select({ total: payStatements.total })
              .from(payStatements)
              .where(eq(payStatements.id, s.id));
            const payout = await db().transaction((tx) =>
              livePayoutOf(tx, { kind: 'statement', id: s.id }),
            );
            expect(parseMoney(payout?.amount ?? '0'), `statement ${s.id}'s payout`).toEqual(
              parseMoney(approved?.total ?? ''),
            );
            if (confirms[i++] ?? true)
              await step(who.finance, (tx, act) =>
                confirmStatementPaid(tx, act, { id: s.id, reference: 'prop' }),
              );
            else
              await step(who.finance, (tx, act) =>
                voidStatementPayout(tx, act, { id: s.id, reason: 'prop' }),
              );
          }
          // No seat sold yet: the lecturer has no account, nothing to pay.
          if (lecturerPay !== null && lecturerAccount) {
            await db()
              .transaction(async (tx) => {
                const act = { now: now(), actor: who.finance };
                const payout = await payPayee(tx, act, lecturerAccount);
                if (lecturerPay)
                  await confirmPayeePayout(tx, act, {
                    id: payout.id,
                    reference: 'prop',
                    secondPersonAbove: parseMoney('1000000'),
                  });
                else await voidPayeePayout(tx, act, { id: payout.id, reason: 'prop' });
              })
              // Nothing owed (no seat left paid): no payout to make.
              .catch((error: Error) => expect(error.message).toMatch(/Nothing is owed/));
          }
          const after = await totals();
          expect(after.all).toBe('0.00');
          // Owed before + posted = owed now + what left (or is leaving) in payouts since.
          expect(before.owed.minor + posted).toBe(
            after.owed.minor + (after.out.minor - before.out.minor),
          );
          const live = await db().execute(sql`SELECT source_id FROM payouts WHERE status <> 'voided'
          GROUP BY source_kind, source_id HAVING count(*) > 1`);
          expect(live.rows).toEqual([]);
        },
      ),
      // The database keeps every run's rows, so a shrunk input is no smaller case: the first
      // failure is reported as it happened (shrinking it would outlast the test's timeout).
      { numRuns: 8, includeErrorInReport: true, endOnFailure: true },
    );
  });
});
