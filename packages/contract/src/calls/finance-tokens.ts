import { z } from 'zod';
import { statisticalFinanceMeta, tokenMeta } from '../meta/finance-tokens.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { amount } from './amount.js';
import { defineCallOf } from './define.js';
import { day, empty, id, month, paged, plain, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.tokens;

/**
 * Tokens and finance statistics (docs/finance.md). Amounts are decimal strings with
 * their unit beside them: tokens are whole (`'30'`), dollars have cents (`'12.50'`).
 */

export const LEDGER_UNITS = ['USD', 'TOKEN'] as const;
export type LedgerUnit = (typeof LEDGER_UNITS)[number];

export const tokenGrantRow = z.object({
  id: z.int(),
  userId: z.int(),
  amount: z.string(),
  reason: z.string(),
  /** The last business day the tokens may be spent (`YYYY-MM-DD`, California). */
  expiresOn: z.string(),
  grantedOn: z.string(),
  grantedBy: z.string(),
});
export type TokenGrantRow = z.infer<typeof tokenGrantRow>;

export const tokenAccountRow = z.object({
  accountId: z.int(),
  userId: z.int(),
  name: z.string(),
  email: z.string(),
  /** Tokens held now (the account's balance). */
  balance: z.string(),
  /** Tokens of grants still valid (the balance beyond it expires at the next sweep). */
  valid: z.string(),
  /** The earliest last day of a grant still valid, or null. */
  nextExpiry: z.string().nullable(),
});
export type TokenAccountRow = z.infer<typeof tokenAccountRow>;

export const ledgerLineRow = z.object({
  id: z.int(),
  transferId: z.int(),
  eventKey: z.string(),
  sourceKind: z.string(),
  sourceId: z.int(),
  memo: z.string(),
  /** The transfer's business day (`YYYY-MM-DD`, California). */
  businessDay: z.string(),
  /** Signed: a credit (tokens in) is positive. */
  amount: z.string(),
  balanceAfter: z.string(),
  unit: z.enum(LEDGER_UNITS),
  by: z.string(),
});
export type LedgerLineRow = z.infer<typeof ledgerLineRow>;

export const reconciliationRow = z.object({
  accountId: z.int(),
  kind: z.string(),
  /** The person's name, or the office account's kind and name. */
  owner: z.string(),
  unit: z.enum(LEDGER_UNITS),
  /** The balance the lines' trigger kept on the account. */
  kept: z.string(),
  /** The sum of the account's lines. */
  sum: z.string(),
  /** kept − sum: zero when the account is balanced. */
  difference: z.string(),
  lines: z.int(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRow>;

/** A CSV download, answered inside the envelope as every download call is. */
const csvFile = z.object({ fileName: z.string(), mime: z.string(), contentBase64: z.string() });

export const token = {
  /** The caller's own tokens: balance, grants still valid, and what their cart would cost. */
  mine: defineCallOf(
    tokenMeta.mine,
    empty(),
    z.object({
      balance: z.string(),
      /** Dollars one token is worth (configuration `TOKEN_VALUE`). */
      value: z.string(),
      /** Tokens the cart costs now; null when it is empty or holds a course seat. */
      cartTokens: z.string().nullable(),
      grants: z.array(tokenGrantRow),
    }),
  ),
  accounts: defineCallOf(
    tokenMeta.accounts,
    listRequest(LISTS.token.accounts, { keyword: text(L.keyword).optional().default('') }),
    paged(tokenAccountRow),
  ),
  /** One token account's lines, newest first, and the person's grants. */
  lines: defineCallOf(
    tokenMeta.lines,
    listRequest(LISTS.token.lines, { accountId: id() }),
    paged(ledgerLineRow).extend({ account: tokenAccountRow, grants: z.array(tokenGrantRow) }),
  ),
  /**
   * Grants tokens to a person (never oneself). `requestKey` makes a retry one grant; the ledger
   * posts `token-grant:<id>`.
   */
  grant: defineCallOf(
    tokenMeta.grant,
    z.object({
      requestKey: text(L.requestKey, L.requestKey.min),
      userId: id(),
      amount: amount({ max: L.grant, unit: 'TOKEN' }),
      reason: plain(L.reason, L.reason.min),
      expiresOn: day(),
    }),
    tokenGrantRow.extend({ created: z.boolean() }),
  ),
  /**
   * Reconciles accounts of a unit: the balance kept on each against the sum of its lines. Those
   * that differ come first; `differences` counts them.
   */
  checkAccount: defineCallOf(
    tokenMeta.checkAccount,
    listRequest(LISTS.token.checkAccount, {
      unit: z.enum(LEDGER_UNITS).optional().default('TOKEN'),
    }),
    paged(reconciliationRow).extend({ differences: z.int() }),
  ),
  /** The token accounts (the list's search, every page) as CSV. */
  exportAccounts: defineCallOf(
    tokenMeta.exportAccounts,
    z.object({ keyword: text(L.keyword).optional().default('') }),
    csvFile,
  ),
};

/** One group's figures in one unit: exact decimal strings. */
export const financeFigures = z.object({
  unit: z.enum(LEDGER_UNITS),
  /** Credits to the office's income accounts (less what refunds took back). */
  income: z.string(),
  /** What payees (agents, lecturers, coaches, vendors) came to be owed, less clawbacks. */
  earned: z.string(),
  /**
   * What is still owed to payees at the end of the months (a month's row: at its end): all they
   * earned up to then, before the range too, less what was paid out.
   */
  payouts: z.string(),
  /** What was paid out to payees. */
  paid: z.string(),
});
export type FinanceFigures = z.infer<typeof financeFigures>;

/** A range of whole months; either end left out takes its default. */
const months = () => ({ from: month().optional(), to: month().optional() });

export const statisticalFinance = {
  /**
   * Income and payouts from the ledger, by month, by branch and by source, over whole months
   * (California) from `from` to `to` (at most 36; default: the last 12).
   */
  getFinance: defineCallOf(
    statisticalFinanceMeta.getFinance,
    z.object(months()),
    z.object({
      from: z.string(),
      to: z.string(),
      totals: z.array(financeFigures),
      byMonth: z.array(financeFigures.extend({ month: z.string() })),
      byBranch: z.array(
        financeFigures.extend({ branchId: z.int().nullable(), branch: z.string() }),
      ),
      bySource: z.array(financeFigures.extend({ source: z.string() })),
    }),
  ),
  /** `getFinance`'s figures for the same months as CSV: one row per group and unit. */
  exportFinance: defineCallOf(statisticalFinanceMeta.exportFinance, z.object(months()), csvFile),
};
