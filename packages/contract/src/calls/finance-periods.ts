import { z } from 'zod';
import {
  MONTH_CLOSE_CHECKS,
  monthCloseMeta,
  RECONCILIATION_KINDS,
} from '../meta/finance-periods.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { defineCallOf } from './define.js';
import { empty, month, text } from './fields.js';
import { LEDGER_UNITS } from './finance-tokens.js';

const L = FIELD_LIMITS.payroll;

/** An exact amount with its unit: dollars have cents (`'12.50'`), tokens are whole. */
export const unitAmount = z.object({ amount: z.string(), unit: z.enum(LEDGER_UNITS) });
export type UnitAmount = z.infer<typeof unitAmount>;

/** A month of the ledger: open, or closed by whom and when. */
export const ledgerMonth = z.object({
  month: z.string(),
  status: z.enum(['open', 'closed']),
  /** The month's last day is behind the business clock's today. */
  ended: z.boolean(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type LedgerMonth = z.infer<typeof ledgerMonth>;

/** One check a month must pass before it is closed, with what it found. */
export const monthCheck = z.object({
  key: z.enum(MONTH_CLOSE_CHECKS),
  label: z.string(),
  passed: z.boolean(),
  /** How many things stand in the way (differences, payouts, payments); 0 when it passes. */
  count: z.int(),
  /** Their amounts, one per unit (empty when there is nothing to sum). */
  amounts: z.array(unitAmount),
  /** What was found, in a sentence. */
  detail: z.string(),
  /**
   * Whether failing it keeps the month open. A check that does not block is a warning: shown,
   * its items listed, but the month closes with it failing.
   */
  blocks: z.boolean(),
  /** The cases it found, when it finds cases (closed cases still owed by title/escrow). */
  cases: z.array(z.object({ id: z.int(), caseNo: z.string(), owed: z.string() })),
});
export type MonthCheck = z.infer<typeof monthCheck>;

/** A figure that does not tie out: what the books expect against what they hold. */
export const reconciliationDifference = z.object({
  kind: z.enum(RECONCILIATION_KINDS),
  /** What differs: an account's owner, an order's reference, a unit. */
  subject: z.string(),
  /** The account's or order's id; null for a unit's whole sum. */
  id: z.int().nullable(),
  unit: z.enum(LEDGER_UNITS),
  /** The figure kept (an account's balance, an order's paid or refunded column). */
  expected: z.string(),
  /** The sum of the ledger lines it should equal. */
  actual: z.string(),
  difference: z.string(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>;

export const reconciliation = z.object({
  /** The month asked, or null for the whole ledger. */
  month: z.string().nullable(),
  accounts: z.int(),
  orders: z.int(),
  /** Per unit: the lines looked at and their sum (0 in a balanced ledger). */
  totals: z.array(z.object({ unit: z.enum(LEDGER_UNITS), lines: z.int(), sum: z.string() })),
  differences: z.array(reconciliationDifference),
});
export type Reconciliation = z.infer<typeof reconciliation>;

const monthState = ledgerMonth.extend({ checks: z.array(monthCheck), canClose: z.boolean() });

export const monthClose = {
  /** The last twelve months to this one (California), newest first, each open or closed. */
  list: defineCallOf(
    monthCloseMeta.list,
    empty(),
    z.object({ today: z.string(), months: z.array(ledgerMonth) }),
  ),
  /**
   * A month's state and its checks, each with its figures; `canClose` once every check that
   * blocks passes (a warning may still fail).
   */
  checks: defineCallOf(monthCloseMeta.checks, z.object({ month: month() }), monthState),
  /**
   * Closes a month: the checks run again in the closing transaction and any that fails refuses it
   * (409, naming the check). Closing a closed month answers its state; `idempotencyKey` as
   * `payroll.pay`'s: a retry answers the first.
   */
  close: defineCallOf(
    monthCloseMeta.close,
    z.object({ idempotencyKey: text(L.idempotencyKey), month: month() }),
    ledgerMonth,
  ),
  /**
   * The ledger against itself and the orders: each account's balance against its lines, each
   * order's paid and refunded against its receipts and refunds, each unit's lines against zero.
   * With `month`, the orders and lines of that month (the accounts are always all of them).
   */
  reconciliation: defineCallOf(
    monthCloseMeta.reconciliation,
    z.object({ month: month().optional() }),
    reconciliation,
  ),
};
