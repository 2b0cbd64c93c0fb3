import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * The Commission Disbursement Authorization (CDA): the document the office sends title/escrow
 * before a closing, saying who is paid what out of the commission. It is the closing's own
 * numbers, read and approved by the people who keep the ledger, so it rides on the ledger's module
 * (`financial/corrections`, finance and the administrators) like the case ledger page it sits on:
 * nobody else reads a case's CDA (it carries the office's wire instructions), and no new module
 * means no role to grant it to.
 */
const ledger = { modules: [MODULE_IDS['financial/corrections']] } as const;

/**
 * A version's state: `generated` waits for finance's approval, `approved` is the one a closing
 * posts, `superseded` was replaced by a later version (its numbers changed).
 */
export const CDA_STATUSES = ['generated', 'approved', 'superseded'] as const;
export type CdaStatus = (typeof CDA_STATUSES)[number];

/** Who a line of the CDA pays: the agent, their coach, the referring brokerage, or the office. */
export const CDA_PAYEE_KINDS = [
  'agent',
  'coach',
  'referral',
  'transaction_fee',
  'company_dollar',
] as const;
export type CdaPayeeKind = (typeof CDA_PAYEE_KINDS)[number];

export const cdaMeta = {
  generate: meta('bq/cda/generate', ledger, 'json'),
  get: meta('bq/cda/get', ledger, 'json'),
  approve: meta('bq/cda/approve', ledger, 'json'),
  send: meta('bq/cda/send', ledger, 'json'),
  pdf: meta('bq/cda/pdf', ledger, 'json'),
} as const;
