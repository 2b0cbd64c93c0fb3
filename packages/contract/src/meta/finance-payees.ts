import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';
import { stepUp } from './two-step.js';

/**
 * Lecturer and vendor payments: what each lecturer earned from paid course
 * orders less clawbacks, and what each vendor is owed from approved vendor applications, paid by
 * the same two-phase payouts as pay statements. Reading is each page's; releasing money (paying,
 * confirming it went out, voiding it) needs the pay-out permission item.
 */
const lecturers = { modules: [MODULE_IDS['financial/lectirer-pay']] } as const;
const vendors = { modules: [MODULE_IDS['financial/vendor-pay']] } as const;
// Confirming a lecturer payment is also its own page (`/financial/confirm`), which reads it.
const confirmPage = {
  modules: [MODULE_IDS['financial/payout'], MODULE_IDS['financial/confirm']],
} as const;
const payout = { modules: [MODULE_IDS['financial/payout']] } as const;

export const PAYEE_KINDS = ['lecturer', 'vendor'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];

export const lecturerPayMeta = {
  list: meta('bq/lecturerPay/list', lecturers),
  detail: meta('bq/lecturerPay/detail', lecturers),
} as const;

export const vendorPayMeta = {
  list: meta('bq/vendorPay/list', vendors),
  detail: meta('bq/vendorPay/detail', vendors),
} as const;

export const payeePayoutMeta = {
  /** One payout of a lecturer or vendor, for the confirm page. */
  get: meta('bq/payeePayout/get', confirmPage),
  pay: stepUp(meta('bq/payeePayout/pay', payout, 'json')),
  confirm: meta('bq/payeePayout/confirm', payout, 'json'),
  void: meta('bq/payeePayout/void', payout, 'json'),
} as const;

/** The year-end 1099-NEC summary: what each payee was paid in a tax year, and missing W-9s. */
export const taxMeta = {
  summary1099: meta('bq/tax/summary1099', { modules: [MODULE_IDS['financial/tax-1099']] }),
  export1099: meta('bq/tax/export1099', { modules: [MODULE_IDS['financial/tax-1099']] }),
  /** The IRIS Taxpayer Portal CSV of a tax year's 1099-NEC returns, full TINs in the file. */
  iris1099: stepUp(meta('bq/tax/iris1099', { modules: [MODULE_IDS['financial/tax-1099']] })),
  /** One payee's full TIN, given a reason; the reveal is kept in the person's history. */
  revealTin: stepUp(
    meta('bq/tax/revealTin', { modules: [MODULE_IDS['financial/tax-1099']] }, 'json'),
  ),
} as const;
