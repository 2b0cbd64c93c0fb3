import { z } from 'zod';
import { payrollMeta, STATEMENT_STATUSES } from '../meta/finance-payroll.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { defineCallOf } from './define.js';
import { id, month, paged, plain, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.payroll;

/** A pay period: a California month. */

const status = z.enum(STATEMENT_STATUSES, { error: 'must be a statement status' });

/** One statement in a list: its total is fixed once reviewed, the running sum of a draft. */
export const statementRow = z.object({
  id: z.int(),
  userId: z.int(),
  name: z.string(),
  month: z.string(),
  status,
  total: z.string(),
  lineCount: z.int(),
  reviewedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  paidAt: z.string().nullable(),
  version: z.int(),
});
export type StatementRow = z.infer<typeof statementRow>;

/** A ledger line the statement pays: a commission, a coaching fee, a correction. */
export const statementLine = z.object({
  lineId: z.int(),
  transferId: z.int(),
  day: z.string(),
  eventKey: z.string(),
  sourceKind: z.string(),
  sourceId: z.int(),
  memo: z.string(),
  account: z.string(),
  amount: z.string(),
  /** The transfer this line's transfer reverses, and the one that reversed it, if any. */
  reverses: z.int().nullable(),
  reversedBy: z.int().nullable(),
  /** The ledger correction its transfer belongs to (as original, reversal or replacement). */
  correctionId: z.int().nullable(),
});

/** Who did what to the statement, and when. */
export const statementEvent = z.object({
  action: z.string(),
  by: z.string().nullable(),
  at: z.string(),
  amount: z.string().nullable(),
  note: z.string(),
});

export const payoutView = z.object({
  id: z.int(),
  /** `returned`: posted, then the bank sent it back (the money is on the payee's account again). */
  status: z.enum(['pending', 'posted', 'voided', 'returned']),
  amount: z.string(),
  reference: z.string(),
  voidReason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  settledBy: z.string().nullable(),
  settledAt: z.string().nullable(),
});

export const statementDetail = statementRow.extend({
  lines: z.array(statementLine),
  /** Fees billed that the agent did not agree to have netted: shown as owed, not in its total. */
  feesOwed: z.array(statementLine),
  events: z.array(statementEvent),
  /** Payouts of the statement, newest first (a voided one stays listed). */
  payouts: z.array(payoutView),
  /** Above this total a second person (not the reviewer) approves. */
  secondPersonAbove: z.string(),
  reviewedById: z.int().nullable(),
  approvedById: z.int().nullable(),
});
export type StatementDetail = z.infer<typeof statementDetail>;

const statementFilters = {
  month: month().optional(),
  status: status.optional(),
  keyword: text(L.keyword).optional().default(''),
};

export const base64File = z.object({
  fileName: z.string(),
  mime: z.string(),
  contentBase64: z.string(),
});

export const payroll = {
  statements: defineCallOf(
    payrollMeta.statements,
    listRequest(LISTS.payroll.statements, statementFilters),
    paged(statementRow),
  ),
  statement: defineCallOf(payrollMeta.statement, z.object({ id: id() }), statementDetail),
  /** The statement list as CSV (the list's filters, every page). */
  exportStatements: defineCallOf(
    payrollMeta.exportStatements,
    z.object(statementFilters),
    base64File,
  ),
  /** Drafts a pay period: every payroll line up to its end joins its person's statement. */
  draft: defineCallOf(
    payrollMeta.draft,
    z.object({ month: month() }),
    z.object({ statements: z.int(), lines: z.int() }),
  ),
  review: defineCallOf(
    payrollMeta.review,
    z.object({ id: id(), note: plain(L.note).optional().default('') }),
    statementDetail,
  ),
  sendBack: defineCallOf(
    payrollMeta.sendBack,
    z.object({ id: id(), note: plain(L.reason) }),
    statementDetail,
  ),
  approve: defineCallOf(
    payrollMeta.approve,
    z.object({ id: id(), note: plain(L.note).optional().default('') }),
    statementDetail,
  ),
  /**
   * Holds the statement's total in a pending payout. `idempotencyKey` is new per decision and sent
   * again on a retry, which answers the first answer.
   */
  pay: defineCallOf(
    payrollMeta.pay,
    z.object({ idempotencyKey: text(L.idempotencyKey), id: id() }),
    statementDetail,
  ),
  confirmPaid: defineCallOf(
    payrollMeta.confirmPaid,
    z.object({ id: id(), reference: text(L.reference) }),
    statementDetail,
  ),
  voidPayout: defineCallOf(
    payrollMeta.voidPayout,
    z.object({ id: id(), reason: plain(L.reason) }),
    statementDetail,
  ),
};
