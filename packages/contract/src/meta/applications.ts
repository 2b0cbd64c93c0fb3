import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * Applications and approvals. Spec §7 names the paths and encodings; the calls marked
 * "added by the contract" are not in the spec and exist for the kinds the spec shows no calls for
 * (tutoring, coach cost, vendor) and for withdraw, bulk decisions and out-of-office delegation.
 */

/** The kinds of application. `wages` carries its salary `type` inside its form. */
export const APPLICATION_KINDS = [
  'tutor',
  'wages',
  'entry',
  'coach-cost',
  'vendor',
  'mentor',
] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** Kinds saved and submitted through the generic application calls (the others have their own). */
export const GENERIC_KINDS = ['tutor', 'coach-cost', 'vendor'] as const;

export const APPLICATION_STATUSES = [
  'draft',
  'pending',
  'approved',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Salary by type (the `:type` of `apply/wages/:type`). */
export const WAGE_TYPES = ['agent', 'staff', 'market'] as const;

/** The vendor invoice file: the case documents' size limit, PDF or image only (no Word). */
export const INVOICE_FILE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Mime type → accepted file-name endings. */
  types: {
    'application/pdf': ['.pdf'],
    'image/png': ['.png'],
    'image/jpeg': ['.jpg', '.jpeg'],
  },
} as const;
export type InvoiceMime = keyof typeof INVOICE_FILE_LIMITS.types;

export const APPROVAL_ACTIONS = ['submitted', 'withdrawn', 'passed', 'rejected'] as const;

const APPLY = { modules: [MODULE_IDS['approval/apply']] } as const;
/** Deciding: the approver's examine module, or finance for the finance step of a chain. */
const DECIDE = {
  modules: [MODULE_IDS['approval/examine'], MODULE_IDS['financial/vendor-pay']],
} as const;
const EXAMINE = { modules: [MODULE_IDS['approval/examine']] } as const;
const WAGES_STAFF = {
  modules: [MODULE_IDS['approval/examine'], MODULE_IDS['financial/staffwages']],
} as const;

export const applicationFlowMeta = {
  search: meta('bq/application/search', DECIDE, 'json'),
  myApproveList: meta('bq/application/myApproveList', 'user'),
  rejection: meta('bq/application/rejection', DECIDE),
  pass: meta('bq/application/pass', DECIDE),
  entryApplicationPass: meta('bq/application/entryApplicationPass', EXAMINE, 'json'),
  get: meta('bq/application/get', 'user'),
  saveDraft: meta('bq/application/saveDraft', APPLY, 'json'),
  submit: meta('bq/application/submit', APPLY),
  uploadInvoice: {
    ...meta('bq/application/uploadInvoice', APPLY, 'multipart'),
    file: { field: 'file', maxBytes: INVOICE_FILE_LIMITS.maxBytes },
  },
  downloadInvoice: meta('bq/application/downloadInvoice', 'user', 'json'),
  withdraw: meta('bq/application/withdraw', 'user'),
  bulkDecide: meta('bq/application/bulkDecide', DECIDE, 'json'),
  setDelegation: meta('bq/application/setDelegation', DECIDE, 'json'),
  getDelegation: meta('bq/application/getDelegation', DECIDE),
  endDelegation: meta('bq/application/endDelegation', DECIDE),
  entryRoles: meta('bq/application/entryRoles', EXAMINE),
} as const;

export const beMentorMeta = {
  application: meta('bq/beMentor/application', APPLY, 'json'),
  get: meta('bq/beMentor/get', APPLY),
} as const;

export const approveRecordMeta = {
  search: meta('bq/approveRecord/search', 'user', 'json'),
} as const;

export const entryMeta = {
  getEntryInfo: meta('bq/entry/getEntryInfo', 'user'),
  save: meta('bq/entry/save', 'user', 'json'),
  submit: meta('bq/entry/submit', 'user', 'json'),
  getByApplication: meta('bq/entry/getByApplication', 'user'),
} as const;

export const salaryMeta = {
  getServiceRecord: meta('bq/salary/getServiceRecord', APPLY),
  submitApplication: meta('bq/salary/submitApplication', APPLY, 'json'),
  getSave: meta('bq/salary/getSave', APPLY),
  save: meta('bq/salary/save', APPLY, 'json'),
  getByApplication: meta('bq/salary/getByApplication', 'user'),
  saveMarketServiceRecord: meta('bq/salary/saveMarketServiceRecord', WAGES_STAFF, 'json'),
  getMarketServiceRecord: meta('bq/salary/getMarketServiceRecord', WAGES_STAFF),
} as const;
