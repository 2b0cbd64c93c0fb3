import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * Applications and approvals (issue 11). Spec §7 names the paths and encodings; the calls marked
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
  search: meta(
    'bq/application/search',
    DECIDE,
    "The decider's queue: applications at a step the caller may decide (or has decided), with due date, overdue flag and 'acting for'.",
    'json',
  ),
  myApproveList: meta(
    'bq/application/myApproveList',
    'user',
    "The caller's own applications (drafts included), by status.",
  ),
  rejection: meta(
    'bq/application/rejection',
    DECIDE,
    'Reject the current step with a reason (required). Ends the application.',
  ),
  pass: meta(
    'bq/application/pass',
    DECIDE,
    'Pass the current step; the last step approves the application and applies its effect.',
  ),
  entryApplicationPass: meta(
    'bq/application/entryApplicationPass',
    EXAMINE,
    'Pass an entry: creates the agent, its admin config (company e-mail) and grants the role.',
    'json',
  ),
  get: meta(
    'bq/application/get',
    'user',
    'Added by the contract: one application with its form, chain (stepper) and records.',
  ),
  saveDraft: meta(
    'bq/application/saveDraft',
    APPLY,
    'Added by the contract: save a tutoring, coach cost or vendor application as a draft.',
    'json',
  ),
  submit: meta(
    'bq/application/submit',
    APPLY,
    'Added by the contract: submit a saved draft (any kind) for decision; a vendor application needs its invoice file.',
  ),
  uploadInvoice: {
    ...meta(
      'bq/application/uploadInvoice',
      APPLY,
      "Added by the contract: attach (or replace) the invoice file of the caller's own vendor draft: multipart fields id, fileName, mime, then the file part `file` (pdf, png, jpeg; at most 10 MB), streamed to storage.",
      'multipart',
    ),
    file: { field: 'file', maxBytes: INVOICE_FILE_LIMITS.maxBytes },
  },
  downloadInvoice: meta(
    'bq/application/downloadInvoice',
    'user',
    "Added by the contract: a vendor application's invoice file as base64 with its name and mime type (whoever may read the application).",
    'json',
  ),
  withdraw: meta(
    'bq/application/withdraw',
    'user',
    'Added by the contract: the applicant withdraws while no step is decided.',
  ),
  bulkDecide: meta(
    'bq/application/bulkDecide',
    DECIDE,
    'Added by the contract: pass or reject many applications; a result per id, each in its own transaction.',
    'json',
  ),
  setDelegation: meta(
    'bq/application/setDelegation',
    DECIDE,
    'Added by the contract: name a colleague who decides for the caller over a date range.',
    'json',
  ),
  getDelegation: meta(
    'bq/application/getDelegation',
    DECIDE,
    'Added by the contract: delegations given by and to the caller.',
  ),
  endDelegation: meta(
    'bq/application/endDelegation',
    DECIDE,
    'Added by the contract: end a delegation the caller gave.',
  ),
  entryRoles: meta(
    'bq/application/entryRoles',
    EXAMINE,
    'Added by the contract: roles an entry pass may grant.',
  ),
} as const;

export const beMentorMeta = {
  application: meta(
    'bq/beMentor/application',
    APPLY,
    'Apply to become a mentor (submitted at once).',
    'json',
  ),
  get: meta('bq/beMentor/get', APPLY, "The caller's latest become-a-mentor application, or null."),
} as const;

export const approveRecordMeta = {
  search: meta(
    'bq/approveRecord/search',
    'user',
    "One application's approval records (submitted, withdrawn, passed, rejected).",
    'json',
  ),
} as const;

export const entryMeta = {
  getEntryInfo: meta(
    'bq/entry/getEntryInfo',
    'user',
    "The caller's latest entry application (draft or sent), or null.",
  ),
  save: meta('bq/entry/save', 'user', 'Save the entry form as a draft.', 'json'),
  submit: meta('bq/entry/submit', 'user', 'Save and submit the entry form.', 'json'),
  getByApplication: meta(
    'bq/entry/getByApplication',
    'user',
    'The entry form of an application (applicant or decider).',
  ),
} as const;

export const salaryMeta = {
  getServiceRecord: meta(
    'bq/salary/getServiceRecord',
    APPLY,
    "The caller's service record for a period: market service hours recorded for their agent.",
  ),
  submitApplication: meta(
    'bq/salary/submitApplication',
    APPLY,
    'Submit a wages application; 100006 when one for that type and period already exists.',
    'json',
  ),
  getSave: meta('bq/salary/getSave', APPLY, "The caller's saved wages draft of a type, or null."),
  save: meta('bq/salary/save', APPLY, 'Save a wages application as a draft.', 'json'),
  getByApplication: meta(
    'bq/salary/getByApplication',
    'user',
    'The wages form of an application (applicant or decider).',
  ),
  saveMarketServiceRecord: meta(
    'bq/salary/saveMarketServiceRecord',
    WAGES_STAFF,
    "Record an agent's market service for a period (carries the stored agent id).",
    'json',
  ),
  getMarketServiceRecord: meta(
    'bq/salary/getMarketServiceRecord',
    WAGES_STAFF,
    "An agent's market service record for a period (carries the stored agent id).",
  ),
} as const;
