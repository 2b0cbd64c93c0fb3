import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';
import { stepUp } from './two-step.js';

/**
 * Payroll: pay statements on the ledger. Reading, drafting, reviewing and
 * approving are the staff payroll page's; releasing money (paying, confirming it went out,
 * voiding it) needs the pay-out permission item of its own.
 */
const wages = { modules: [MODULE_IDS['financial/staffwages']] } as const;
const payout = { modules: [MODULE_IDS['financial/payout']] } as const;

export const STATEMENT_STATUSES = ['draft', 'reviewed', 'approved', 'paying', 'paid'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const payrollMeta = {
  statements: meta('bq/payroll/statements', wages, 'json'),
  statement: meta('bq/payroll/statement', wages, 'json'),
  exportStatements: meta('bq/payroll/exportStatements', wages, 'json'),
  draft: meta('bq/payroll/draft', wages, 'json'),
  review: meta('bq/payroll/review', wages, 'json'),
  sendBack: meta('bq/payroll/sendBack', wages, 'json'),
  approve: meta('bq/payroll/approve', wages, 'json'),
  pay: stepUp(meta('bq/payroll/pay', payout, 'json')),
  confirmPaid: meta('bq/payroll/confirmPaid', payout, 'json'),
  voidPayout: meta('bq/payroll/voidPayout', payout, 'json'),
} as const;

/**
 * Commission plans: the terms each plan prices a closing with. Terms are added
 * from a day on, never changed, so a closing once priced keeps its terms.
 */
const plans = { modules: [MODULE_IDS['financial/commission-plans']] } as const;
export const REFERRAL_FEE_FROM = ['shared', 'agent'] as const;
export const commissionPlanMeta = {
  list: meta('bq/commissionPlan/list', plans),
  addTerms: meta('bq/commissionPlan/addTerms', plans, 'json'),
} as const;

/**
 * Ledger corrections: a posted transfer reversed and posted again with corrected lines, as one
 * correction with a reason; above the office's amount a second person approves it.
 */
const corrections = { modules: [MODULE_IDS['financial/corrections']] } as const;
export const CORRECTION_STATUSES = ['proposed', 'posted', 'declined'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];
export const ledgerCorrectionMeta = {
  transfer: meta('bq/ledger/correction/transfer', corrections, 'json'),
  list: meta('bq/ledger/correction/list', corrections, 'json'),
  propose: meta('bq/ledger/correction/propose', corrections, 'json'),
  approve: meta('bq/ledger/correction/approve', corrections, 'json'),
  decline: meta('bq/ledger/correction/decline', corrections, 'json'),
} as const;
