import { businessStamp, parseMoney } from '@bq/validators';
import type { Ctx, FamilyHandlers, SessionUser } from '../../context.js';
import type { Tx } from '../../db/index.js';
import {
  approveStatement,
  confirmStatementPaid,
  draftStatements,
  payStatement,
  returnStatement,
  reviewStatement,
  type Statement,
  voidStatementPayout,
} from '../../domain/finance/statements.js';
import type { Act } from '../../domain/shared/act.js';
import { CSV_MIME, csvDocument } from '../../export/csv.js';
import { once } from '../../idempotency/once.js';
import {
  countStatements,
  statementDetail,
  statementRows,
  statementWhere,
} from './payroll-views.js';

/**
 * Pay statements: finance drafts a pay period, reviews, approves and pays each
 * person's statement; paying needs the pay-out permission (the contract's), and the domain refuses
 * own statements, a lone approver above the configured amount, and an approver who pays.
 */

type C = Ctx<SessionUser>;

const PAY = 'bq/payroll/pay';

/** Runs one step on a statement in a transaction, then answers the statement as it now is. */
async function step(ctx: C, id: number, work: (tx: Tx, act: Act) => Promise<Statement>) {
  const act = ctx.act();
  await ctx.db.transaction((tx) => work(tx, act));
  return statementDetail(ctx.db, id, await ctx.settings.get(ctx.db, 'payroll.secondPersonAbove'));
}

const CSV_HEADER = [
  'Statement',
  'Pay period',
  'Person',
  'Status',
  'Total (USD)',
  'Lines',
  'Reviewed by',
  'Approved by',
  'Paid at',
];

export const payroll: FamilyHandlers<'payroll'> = {
  async statements({ pageNum, pageSize, ...filters }, ctx) {
    const where = statementWhere(filters);
    const total = await countStatements(ctx.db, where);
    const offset = (pageNum - 1) * pageSize;
    return {
      total,
      list: offset >= total ? [] : await statementRows(ctx.db, where, pageSize, offset),
    };
  },

  statement: async ({ id }, ctx) =>
    statementDetail(ctx.db, id, await ctx.settings.get(ctx.db, 'payroll.secondPersonAbove')),

  async exportStatements(filters, ctx) {
    const rows = await statementRows(ctx.db, statementWhere(filters), 100_000, 0);
    const records = rows.map((r) => [
      r.id,
      r.month,
      r.name,
      r.status,
      parseMoney(r.total),
      r.lineCount,
      r.reviewedBy ?? '',
      r.approvedBy ?? '',
      r.paidAt ?? '',
    ]);
    return {
      fileName: `pay-statements-${filters.month ?? 'all'}-${businessStamp(ctx.now())}.csv`,
      mime: CSV_MIME,
      contentBase64: Buffer.from(csvDocument([CSV_HEADER, ...records]), 'utf8').toString('base64'),
    };
  },

  draft({ month }, ctx) {
    const act = ctx.act();
    return ctx.db.transaction((tx) => draftStatements(tx, act, month));
  },

  review: ({ id, note }, ctx) => step(ctx, id, (tx, act) => reviewStatement(tx, act, { id, note })),

  sendBack: ({ id, note }, ctx) =>
    step(ctx, id, (tx, act) => returnStatement(tx, act, { id, note })),

  async approve({ id, note }, ctx) {
    // The amount in force now (/system/server-config), read once for the whole decision.
    const above = parseMoney(await ctx.settings.get(ctx.db, 'payroll.secondPersonAbove'));
    return step(ctx, id, (tx, act) =>
      approveStatement(tx, act, { id, note, secondPersonAbove: above }),
    );
  },

  async pay({ idempotencyKey, id }, ctx) {
    const act = ctx.act();
    const above = await ctx.settings.get(ctx.db, 'payroll.secondPersonAbove');
    // Paying moves money: once per key, a retry answers the first answer (not the 409 of paying a
    // statement already paying).
    return ctx.db.transaction((tx) =>
      once(
        tx,
        { key: idempotencyKey, actor: ctx.user.userId, call: PAY, request: { id }, at: act.now },
        async () => {
          await payStatement(tx, act, { id });
          return statementDetail(tx, id, above);
        },
      ),
    );
  },

  async confirmPaid({ id, reference }, ctx) {
    let payee: number | null = null;
    const detail = await step(ctx, id, async (tx, act) => {
      const paid = await confirmStatementPaid(tx, act, { id, reference });
      payee = paid.userId;
      return paid;
    });
    // The payee was told (a message in the same transaction): their badge counts it at once.
    if (payee !== null) ctx.badgeCache.dropUnread([payee]);
    return detail;
  },

  voidPayout: ({ id, reason }, ctx) =>
    step(ctx, id, (tx, act) => voidStatementPayout(tx, act, { id, reason })),
};
