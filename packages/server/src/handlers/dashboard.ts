import { CASE_STATUS_VALUES, CASE_TYPE_VALUES, type CaseStatus } from '@bq/contract';
import { moneyToDecimal, parseMoney, sumMoney } from '@bq/validators';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import {
  businessDayStartSql,
  businessMonthSql,
  businessMonthsTo,
} from '../clock/business-clock.js';
import type { FamilyHandlers, SessionUser } from '../context.js';
import type { Db } from '../db/index.js';
import { cases } from '../db/schema.js';
import { caseStatusHistory } from '../db/schema-cases.js';
import { caseRole, visibleWhere } from '../domain/cases/visibility.js';

/**
 * `bq/index/…` (the /home charts): SQL aggregates over the cases the caller may see (the case
 * list's rule). Months are calendar months in the brokerage's zone, the last 12 ending with the
 * current one, oldest first, zeros filled in so every chart has 12 points.
 */

const lastMonths = (now: Date, n = 12) => businessMonthsTo(now, n);
const localMonth = (col: SQL | typeof cases.createdAt) => businessMonthSql(col);
const since = (month: string) => businessDayStartSql(`${month}-01`);
/** Gross commission: the amount if given, else price × percent. */
const commission = sql`coalesce(${cases.commissionAmount}, round(${cases.price} * ${cases.commissionPercent} / 100, 2), 0)`;

const scope = (user: SessionUser) => visibleWhere(caseRole(user));

/**
 * When each case was closed: its (latest) move to closed. A closed case counts in the business
 * month of that instant, as production and payroll count it, not by the close-of-escrow date
 * typed on the form, which may be an earlier estimate.
 */
const closingsOf = (db: Db) =>
  db
    .select({
      caseId: caseStatusHistory.caseId,
      at: sql<Date>`max(${caseStatusHistory.at})`.as('closed_at'),
    })
    .from(caseStatusHistory)
    .where(eq(caseStatusHistory.toStatus, 'closed'))
    .groupBy(caseStatusHistory.caseId)
    .as('closings');

async function byStatus(db: Db, user: SessionUser): Promise<Map<CaseStatus, number>> {
  const rows = await db
    .select({ status: cases.status, n: count() })
    .from(cases)
    .where(scope(user))
    .groupBy(cases.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

export const dashboard: FamilyHandlers<'dashboard'> = {
  async personalCaseCount(_input, ctx) {
    const counts = await byStatus(ctx.db, ctx.user);
    const [thisMonth = ''] = lastMonths(ctx.now(), 1);
    const [opened] = await ctx.db
      .select({ n: count() })
      .from(cases)
      .where(and(scope(ctx.user), sql`${cases.createdAt} >= ${since(thisMonth)}`));
    const n = (s: CaseStatus) => counts.get(s) ?? 0;
    const total = CASE_STATUS_VALUES.reduce((sum, s) => sum + n(s), 0);
    return {
      total,
      open: n('draft') + n('submitted') + n('in_review') + n('approved'),
      draft: n('draft'),
      submitted: n('submitted'),
      inReview: n('in_review'),
      approved: n('approved'),
      closed: n('closed'),
      cancelled: n('cancelled'),
      openedThisMonth: opened?.n ?? 0,
    };
  },

  /** Gross commission of the cases closed, by the business month of their closing. */
  async commissionStatistic(_input, ctx) {
    const months = lastMonths(ctx.now());
    const closings = closingsOf(ctx.db);
    const closedMonth = businessMonthSql(sql`${closings.at}`);
    const rows = await ctx.db
      .select({
        month: closedMonth,
        amount: sql<string>`sum(${commission})::numeric(16, 2)::text`,
        n: count(),
      })
      .from(cases)
      .innerJoin(closings, eq(closings.caseId, cases.id))
      .where(
        and(
          scope(ctx.user),
          eq(cases.status, 'closed'),
          sql`${closings.at} >= ${since(months[0] ?? '')}`,
          sql`${closedMonth} <= ${months[11] ?? ''}`,
        ),
      )
      .groupBy(closedMonth);
    const found = new Map(rows.map((r) => [r.month, r]));
    const list = months.map((month) => ({
      month,
      amount: found.get(month)?.amount ?? '0.00',
      count: found.get(month)?.n ?? 0,
    }));
    const total = sumMoney(list.map((r) => parseMoney(r.amount)));
    return { total: moneyToDecimal(total), list };
  },

  async transactionStatus(_input, ctx) {
    const counts = await byStatus(ctx.db, ctx.user);
    return {
      list: CASE_STATUS_VALUES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    };
  },

  async transactionType(_input, ctx) {
    const rows = await ctx.db
      .select({ type: cases.type, kind: cases.purchaseKind, n: count() })
      .from(cases)
      .where(scope(ctx.user))
      .groupBy(cases.type, cases.purchaseKind);
    const n = (type: number, kind: string | null) =>
      rows.find((r) => r.type === type && r.kind === kind)?.n ?? 0;
    return {
      list: [
        { type: 1 as const, purchaseKind: 'new' as const, count: n(1, 'new') },
        { type: 1 as const, purchaseKind: 'resale' as const, count: n(1, 'resale') },
        ...CASE_TYPE_VALUES.filter((t) => t !== 1).map((type) => ({
          type,
          purchaseKind: null,
          count: n(type, null),
        })),
      ],
    };
  },

  async monthView(_input, ctx) {
    const months = lastMonths(ctx.now());
    const created = localMonth(cases.createdAt);
    const opened = await ctx.db
      .select({ month: created, n: count() })
      .from(cases)
      .where(and(scope(ctx.user), sql`${cases.createdAt} >= ${since(months[0] ?? '')}`))
      .groupBy(created);
    const closings = closingsOf(ctx.db);
    const closedMonth = businessMonthSql(sql`${closings.at}`);
    const closed = await ctx.db
      .select({
        month: closedMonth,
        n: count(),
        volume: sql<string>`coalesce(sum(${cases.price}), 0)::numeric(16, 2)::text`,
      })
      .from(cases)
      .innerJoin(closings, eq(closings.caseId, cases.id))
      .where(
        and(
          scope(ctx.user),
          eq(cases.status, 'closed'),
          sql`${closings.at} >= ${since(months[0] ?? '')}`,
        ),
      )
      .groupBy(closedMonth);
    return {
      list: months.map((month) => {
        const c = closed.find((r) => r.month === month);
        return {
          month,
          opened: opened.find((r) => r.month === month)?.n ?? 0,
          closed: c?.n ?? 0,
          closedVolume: c?.volume ?? '0.00',
        };
      }),
    };
  },

  async monthCase(_input, ctx) {
    const months = lastMonths(ctx.now());
    const created = localMonth(cases.createdAt);
    const rows = await ctx.db
      .select({ month: created, type: cases.type, n: count() })
      .from(cases)
      .where(and(scope(ctx.user), sql`${cases.createdAt} >= ${since(months[0] ?? '')}`))
      .groupBy(created, cases.type);
    return {
      list: months.map((month) => {
        const byType = CASE_TYPE_VALUES.map((type) => ({
          type,
          count: rows.find((r) => r.month === month && r.type === type)?.n ?? 0,
        }));
        return { month, total: byType.reduce((s, t) => s + t.count, 0), byType };
      }),
    };
  },
};
