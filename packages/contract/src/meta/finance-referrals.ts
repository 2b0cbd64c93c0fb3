import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';
import { stepUp } from './two-step.js';

/**
 * Referral fees owed to referring brokerages, per closed case: read on the vendor payments'
 * module (money owed to outside businesses, kept by the same people); releasing money (paying,
 * confirming it went out, voiding it) needs the pay-out permission item, as payee payouts do.
 */
const reading = { modules: [MODULE_IDS['financial/vendor-pay']] } as const;
const payout = { modules: [MODULE_IDS['financial/payout']] } as const;

export const REFERRAL_FEE_STATUSES = ['owed', 'paying', 'paid'] as const;
export type ReferralFeeStatus = (typeof REFERRAL_FEE_STATUSES)[number];

export const referralFeeMeta = {
  list: meta('bq/referralFee/list', reading),
  pay: stepUp(meta('bq/referralFee/pay', payout, 'json')),
  confirm: meta('bq/referralFee/confirm', payout, 'json'),
  void: meta('bq/referralFee/void', payout, 'json'),
} as const;
