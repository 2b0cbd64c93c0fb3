import { type Money, moneyOf, moneyToDecimal, parseMoney, sumMoney } from '@bq/validators';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAdminConfigs, agents, cases, caseTeam } from '../src/db/schema.js';
import { ledgerAccounts, ledgerLines, ledgerTransfers } from '../src/db/schema-ledger.js';
import { commissionPlans, payStatementLines } from '../src/db/schema-payroll.js';
import { caseGross } from '../src/domain/finance/commission-math.js';
import { WATERFALL_ACCOUNTS } from '../src/domain/finance/commission-waterfall.js';
import { postCaseCommission } from '../src/domain/finance/commissions.js';
import { financeStatistics } from '../src/domain/finance/statistics.js';
import { userId } from './cases-helpers.js';
import { startApp, type TestApp } from './helpers.js';

/**
 * A closing posts its whole commission waterfall (docs/finance-closings.md "The commission waterfall"):
 * the gross due from title/escrow, the referral fee, the agent's net, the coach's share, the
 * transaction fee and the company dollar, every line naming its case, adding up to the gross to
 * the cent, the ledger summing to zero.
 */

let t: TestApp;
const id: Record<string, number> = {};
beforeAll(async () => {
  t = await startApp();
  // Mid-October 2026 in California: the Standard plan's 2026 terms, the demo coach agreement
  // (the mentor coaches multi, from 1 September) active.
  t.clock.now = Date.parse('2026-10-15T18:00:00Z');
  for (const who of ['agent', 'mentor', 'multi', 'noboard'] as const)
    id[who] = await userId(t, `${who === 'noboard' ? 'agent.noboard' : who}@bq.example.com`);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const now = () => new Date(t.clock.now);
let made = 0;

/** A closed case written straight to the table (its steps are the cases' tests'). */
async function closedCase(fields: {
  owner: number;
  price?: string;
  percent?: string;
  amount?: string;
  referral?: string | null;
  team?: { userId: number; percent: string }[];
}) {
  made += 1;
  const [row] = await db()
    .insert(cases)
    .values({
      caseNo: `WF-${String(made).padStart(6, '0')}`,
      type: 1,
      purchaseKind: 'resale',
      ownerId: fields.owner,
      status: 'closed',
      purchasePrice: fields.price ?? null,
      commissionPercent: fields.percent ?? null,
      commissionAmount: fields.amount ?? null,
      referralFeePercent: fields.referral ?? null,
    })
    .returning();
  if (!row) throw new Error('no case');
  if (fields.team?.length)
    await db()
      .insert(caseTeam)
      .values(fields.team.map((m) => ({ caseId: row.id, ...m })));
  return row;
}

const post = (caseId: number, defaultPlan = 'Standard') =>
  db().transaction((tx) =>
    postCaseCommission(tx, { now: now(), actor: null }, { caseId, defaultPlan }),
  );

/** The case's ledger lines: account kind, owner (user or name), amount; and their transfers. */
async function caseLines(caseId: number) {
  return db()
    .select({
      transferId: ledgerTransfers.id,
      eventKey: ledgerTransfers.eventKey,
      sourceKind: ledgerTransfers.sourceKind,
      lineId: ledgerLines.id,
      kind: ledgerAccounts.kind,
      userId: ledgerAccounts.userId,
      name: ledgerAccounts.name,
      amount: ledgerLines.amount,
    })
    .from(ledgerLines)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerLines.transferId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .where(and(eq(ledgerTransfers.sourceKind, 'case'), eq(ledgerTransfers.sourceId, caseId)))
    .orderBy(ledgerLines.id);
}

const ledgerSum = async () =>
  (
    await db().execute<{ s: string }>(
      sql`SELECT coalesce(sum(amount), 0)::text AS s FROM ledger_lines WHERE unit = 'USD'`,
    )
  ).rows[0]?.s;

describe('the worked example (docs/finance.md)', () => {
  it('posts $22,500 of a $900,000 sale whole: referral, split, fee, coach, company dollar', async () => {
    // multi is on Standard (70/30, $16,000 cap, $250 a closing, a coach's 10%), coached by the
    // mentor; no closing of theirs this year yet.
    const c = await closedCase({
      owner: id.multi ?? 0,
      price: '900000.00',
      percent: '2.5',
      referral: '25',
    });
    const [share] = await post(c.id);
    expect(share && moneyToDecimal(share.gross)).toBe('22500.00');
    const lines = await caseLines(c.id);
    expect(new Set(lines.map((l) => l.eventKey))).toEqual(
      new Set([`case:${c.id}:commission:${id.multi}:v1`]),
    );
    expect(lines.map((l) => [l.kind, l.userId ?? l.name, l.amount])).toEqual([
      ['receivable', WATERFALL_ACCOUNTS.receivable, '-22500.00'],
      ['referral', WATERFALL_ACCOUNTS.referral, '5625.00'],
      ['agent', id.multi, '10406.25'],
      ['coach', id.mentor, '1156.25'],
      ['income', WATERFALL_ACCOUNTS.transactionFees, '250.00'],
      ['income', WATERFALL_ACCOUNTS.companyDollar, '5062.50'],
    ]);
    // The agent's and the coach's lines are on their October drafts, nothing else is.
    const onStatements = await db()
      .select({ lineId: payStatementLines.lineId })
      .from(payStatementLines)
      .where(
        inArray(
          payStatementLines.lineId,
          lines.map((l) => l.lineId),
        ),
      );
    expect(new Set(onStatements.map((s) => s.lineId))).toEqual(
      new Set(lines.filter((l) => l.kind === 'agent' || l.kind === 'coach').map((l) => l.lineId)),
    );
    // Statistics: the fee and the company dollar are income; the referral, agent and coach earned.
    const stats = await financeStatistics(db(), now(), { from: '2026-10', to: '2026-10' });
    const usd = stats.bySource.find((s) => s.source === 'case' && s.unit === 'USD');
    expect(usd?.income).toBe('5312.50');
    expect(usd?.earned).toBe('17187.50');
    // Posting the closing again answers the first transfer.
    const again = await post(c.id);
    expect(again.map((s) => s.transferId)).toEqual([share?.transferId]);
    expect(await caseLines(c.id)).toHaveLength(lines.length);
    expect(await ledgerSum()).toBe('0.00');
  });
});

describe('any closing', () => {
  it('posts lines adding up to its gross commission to the cent, the ledger summing to zero', async () => {
    const people = [id.agent, id.mentor, id.multi, id.noboard].map((x) => x ?? 0);
    const agentIds = await db()
      .select({ agentId: agents.id, userId: agents.userId })
      .from(agents)
      .where(inArray(agents.userId, people));
    let run = 0;
    const plan = fc.record({
      agentPercent: fc.integer({ min: 0, max: 10_000 }),
      cap: fc.option(fc.bigInt({ min: 0n, max: 3_000_000n })),
      fee: fc.bigInt({ min: 0n, max: 100_000n }),
      referralFeeFrom: fc.constantFrom('shared' as const, 'agent' as const),
      coachPercent: fc.integer({ min: 0, max: 5_000 }),
    });
    const closing = fc.record({
      owner: fc.constantFrom(0, 1, 2, 3),
      // The gross as an amount, or a percent of the price (to the cent, half-up).
      gross: fc.oneof(
        fc.record({ cents: fc.bigInt({ min: 0n, max: 10_000_000n }) }),
        fc.record({
          price: fc.bigInt({ min: 0n, max: 500_000_000n }),
          percent: fc.integer({ min: 0, max: 100_000 }),
        }),
      ),
      referral: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
      // Partners of the owner, each with hundredths of a percent (together under 100).
      team: fc.uniqueArray(
        fc.record({
          who: fc.constantFrom(0, 1, 2, 3),
          hundredths: fc.integer({ min: 1, max: 4_999 }),
        }),
        { selector: (m) => m.who, maxLength: 2 },
      ),
    });
    const decimal = (n: number, places: number) =>
      `${Math.trunc(n / 10 ** places)}.${String(n % 10 ** places).padStart(places, '0')}`;
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(plan, plan, plan, plan),
        fc.array(closing, { minLength: 1, maxLength: 3 }),
        async (plans, closings) => {
          run += 1;
          // Each person on a plan of their own for this run (the cap counted from nothing).
          for (const [i, p] of plans.entries()) {
            const name = `WF ${run} ${i}`;
            await db()
              .insert(commissionPlans)
              .values({
                name,
                effectiveFrom: '2020-01-01',
                agentPercent: decimal(p.agentPercent, 2),
                annualCap: p.cap === null ? null : moneyToDecimal(moneyOf(p.cap)),
                transactionFee: moneyToDecimal(moneyOf(p.fee)),
                referralFeeFrom: p.referralFeeFrom,
                coachPercent: decimal(p.coachPercent, 2),
                createdAt: now(),
              });
            const agent = agentIds.find((a) => a.userId === people[i]);
            await db()
              .update(agentAdminConfigs)
              .set({ commissionPlan: name })
              .where(eq(agentAdminConfigs.agentId, agent?.agentId ?? 0));
          }
          for (const k of closings) {
            const owner = people[k.owner] ?? 0;
            const c = await closedCase({
              owner,
              ...('cents' in k.gross
                ? { amount: moneyToDecimal(moneyOf(k.gross.cents)) }
                : {
                    price: moneyToDecimal(moneyOf(k.gross.price)),
                    percent: decimal(k.gross.percent, 3),
                  }),
              referral: k.referral === null ? null : decimal(k.referral, 4),
              team: k.team
                .filter((m) => people[m.who] !== owner)
                .map((m) => ({ userId: people[m.who] ?? 0, percent: decimal(m.hundredths, 2) })),
            });
            const gross = caseGross(c) ?? moneyOf(0n);
            const shares = await post(c.id);
            const lines = await caseLines(c.id);
            const amounts = (f: (l: (typeof lines)[number]) => boolean): Money =>
              sumMoney(lines.filter(f).map((l) => parseMoney(l.amount)));
            // Every line names its case; each member's transfer sums to zero.
            expect(lines.every((l) => l.sourceKind === 'case')).toBe(true);
            for (const transfer of new Set(lines.map((l) => l.transferId)))
              expect(amounts((l) => l.transferId === transfer).minor).toBe(0n);
            // The gross is due from title/escrow, and the credits share it out to the cent.
            expect(amounts((l) => l.kind === 'receivable').minor).toBe(-gross.minor);
            expect(amounts((l) => l.amount.charAt(0) !== '-').minor).toBe(gross.minor);
            // Each credit is the computation's: nothing recomputed on the way to the ledger.
            const total = (f: (s: (typeof shares)[number]) => Money) =>
              sumMoney(shares.map(f)).minor;
            expect(amounts((l) => l.kind === 'referral').minor).toBe(total((s) => s.referralFee));
            expect(amounts((l) => l.kind === 'agent').minor).toBe(total((s) => s.agent));
            expect(amounts((l) => l.kind === 'coach').minor).toBe(total((s) => s.coach));
            expect(amounts((l) => l.name === WATERFALL_ACCOUNTS.companyDollar).minor).toBe(
              total((s) => s.office),
            );
            expect(amounts((l) => l.name === WATERFALL_ACCOUNTS.transactionFees).minor).toBe(
              total((s) => s.transactionFee),
            );
            // Posting again answers what was posted.
            const again = await post(c.id);
            expect(again.map((s) => s.transferId)).toEqual(shares.map((s) => s.transferId));
            expect(await caseLines(c.id)).toHaveLength(lines.length);
          }
          expect(await ledgerSum()).toBe('0.00');
        },
      ),
      { numRuns: 25, includeErrorInReport: true },
    );
  });
});
