import { z } from 'zod';
import { AGENT_FEE_KINDS, agentFeeMeta } from '../meta/finance-fees.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { amount } from './amount.js';
import { defineCallOf } from './define.js';
import { bool, id, line, month, text } from './fields.js';

const L = FIELD_LIMITS.payroll;

const kind = z.enum(AGENT_FEE_KINDS, { error: 'must be desk, eo, technology or other' });

/** One set of a fee's terms: from a business month on, added by someone, never changed. */
export const agentFeeTerms = z.object({
  id: z.int(),
  amount: z.string(),
  /** The agent agreed to have it netted from their commissions. */
  nets: z.boolean(),
  fromMonth: z.string(),
  setBy: z.string().nullable(),
  setAt: z.string(),
});
export type AgentFeeTerms = z.infer<typeof agentFeeTerms>;

/** One recurring fee of one agent, with the terms in force this month and every set, newest first. */
export const agentFeeRow = z.object({
  id: z.int(),
  userId: z.int(),
  name: z.string(),
  kind,
  label: z.string(),
  inForce: agentFeeTerms.nullable(),
  terms: z.array(agentFeeTerms),
  /** The last month billed, if any: new terms start after it. */
  lastBilled: z.string().nullable(),
});
export type AgentFeeRow = z.infer<typeof agentFeeRow>;

/** An agent whose balance is below zero: what they owe the office and since when. */
export const negativeBalanceRow = z.object({
  userId: z.int(),
  name: z.string(),
  balance: z.string(),
  /** The business day of the oldest debit still unpaid (fees first in, first out), if any. */
  oldestDay: z.string().nullable(),
  ageDays: z.int().nullable(),
});
export type NegativeBalanceRow = z.infer<typeof negativeBalanceRow>;

export const agentFee = {
  /** Every agent's recurring fees (or one agent's), with their terms. */
  list: defineCallOf(
    agentFeeMeta.list,
    z.object({ userId: id().optional() }),
    z.object({ month: z.string(), fees: z.array(agentFeeRow) }),
  ),
  /**
   * Sets an agent's fee from a business month on (this month or later, after the last month
   * billed): adds terms, never changes earlier ones. An amount of 0 stops the fee.
   */
  save: defineCallOf(
    agentFeeMeta.save,
    z.object({
      userId: id(),
      kind,
      label: line(L.feeLabel).optional().default(''),
      amount: amount({ max: FIELD_LIMITS.common.money }),
      nets: bool(),
      fromMonth: month(),
    }),
    agentFeeRow,
  ),
  /**
   * Bills a business month: each fee in force posts one transfer (agent −amount, income "Agent
   * fees" +amount) keyed by agent, fee and month, so a rerun posts nothing twice. A closed month
   * or one not started is refused. A retry with the same `idempotencyKey` answers the first answer.
   */
  bill: defineCallOf(
    agentFeeMeta.bill,
    z.object({ idempotencyKey: text(L.idempotencyKey), month: month() }),
    z.object({
      month: z.string(),
      posted: z.int(),
      alreadyPosted: z.int(),
      total: z.string(),
      netted: z.int(),
      owed: z.int(),
    }),
  ),
  /** Agents whose balance is below zero, with the amount and its age in business days. */
  negativeBalances: defineCallOf(
    agentFeeMeta.negativeBalances,
    z.object({}),
    z.object({ today: z.string(), rows: z.array(negativeBalanceRow) }),
  ),
};
