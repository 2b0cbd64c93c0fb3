import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';
import { stepUp } from './two-step.js';

/**
 * Paying people by bank file (NACHA/ACH): payees' bank accounts and the batches of pending
 * payouts that become one file. Everything here moves or exposes the means to move money, so it
 * is the pay-out permission item's (finance holds it); a person reads their own account (masked)
 * with no id to ask for, as My pay does.
 */
const payout = { modules: [MODULE_IDS['financial/payout']] } as const;

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
/** A person is paid by a PPD entry, a company (an agent's corporation, a brokerage) by CCD. */
export const BANK_HOLDER_KINDS = ['person', 'company'] as const;
export type BankHolderKind = (typeof BANK_HOLDER_KINDS)[number];
export const PAYOUT_BATCH_STATUSES = ['open', 'released'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

export const bankAccountMeta = {
  /** The signed-in person's own bank account, masked. */
  mine: meta('bq/bankAccount/mine', 'user'),
  get: meta('bq/bankAccount/get', payout),
  save: stepUp(meta('bq/bankAccount/save', payout, 'json')),
} as const;

export const payoutBatchMeta = {
  /** Pending payouts that can go into a batch, with the payee's bank account (masked). */
  candidates: meta('bq/payoutBatch/candidates', payout),
  list: meta('bq/payoutBatch/list', payout),
  create: meta('bq/payoutBatch/create', payout, 'json'),
  release: stepUp(meta('bq/payoutBatch/release', payout, 'json')),
  file: meta('bq/payoutBatch/file', payout),
  return: meta('bq/payoutBatch/return', payout, 'json'),
} as const;
