import { z } from 'zod';
import { myPayMeta } from '../meta/finance-my-pay.js';
import { STATEMENT_STATUSES } from '../meta/finance-payroll.js';
import { defineCallOf } from './define.js';
import { id } from './fields.js';
import { base64File } from './finance-payroll.js';

/** A business year, `YYYY`. */
const year = () =>
  z
    .string({ error: 'must be a year as YYYY' })
    .trim()
    .regex(/^(19|20)\d{2}$/, 'must be a year as YYYY');

/**
 * One ledger line paid to the actor (agent or coach account): a commission, a coaching fee, or a
 * correction of one (a reversal or its replacement is its own line, never an edit).
 */
export const myCommissionLine = z.object({
  lineId: z.int(),
  transferId: z.int(),
  eventKey: z.string(),
  day: z.string(),
  /** The case the line is about (null when its source is not a case). */
  caseId: z.int().nullable(),
  caseNo: z.string().nullable(),
  /** The case's type and purchase kind, which pick its page. */
  caseType: z.int().nullable(),
  purchaseKind: z.enum(['new', 'resale']).nullable(),
  account: z.enum(['agent', 'coach']),
  memo: z.string(),
  amount: z.string(),
  /** The transfer this line's transfer reverses, if it is a reversal. */
  reverses: z.int().nullable(),
});
export type MyCommissionLine = z.infer<typeof myCommissionLine>;

export const myCap = z.object({
  plan: z.string(),
  cap: z.string(),
  /** The plan year the cap counts, from its reset day. */
  yearFrom: z.string(),
  counted: z.string(),
  left: z.string(),
});
export type MyCap = z.infer<typeof myCap>;

export const myCommissions = z.object({
  year: z.string(),
  lines: z.array(myCommissionLine),
  yearTotal: z.string(),
  /** Null when the actor's plan in force has no cap (or no plan applies to them). */
  cap: myCap.nullable(),
});
export type MyCommissions = z.infer<typeof myCommissions>;

export const myStatementRow = z.object({
  id: z.int(),
  month: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  total: z.string(),
  /** What the posted payouts of the statement paid, and when the statement was paid. */
  paidTotal: z.string(),
  paidAt: z.string().nullable(),
  lineCount: z.int(),
});
export type MyStatementRow = z.infer<typeof myStatementRow>;

export const myStatement = myStatementRow.extend({
  lines: z.array(myCommissionLine),
  /** Fees billed that the person did not agree to have netted: owed, not deducted from its total. */
  feesOwed: z.array(myCommissionLine),
});
export type MyStatement = z.infer<typeof myStatement>;

export const myPay = {
  commissions: defineCallOf(
    myPayMeta.commissions,
    z.object({ year: year().optional() }),
    myCommissions,
  ),
  statements: defineCallOf(myPayMeta.statements, z.object({}), z.array(myStatementRow)),
  statement: defineCallOf(myPayMeta.statement, z.object({ id: id() }), myStatement),
  statementPdf: defineCallOf(myPayMeta.statementPdf, z.object({ id: id() }), base64File),
};
