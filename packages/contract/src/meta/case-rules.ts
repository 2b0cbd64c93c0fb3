/**
 * Transaction-case rules as plain data (no zod): the portal imports them from `@bq/contract/meta`
 * to draw tabs, badges and document checklists, and the server enforces the very same objects,
 * so a rule changed here changes on both sides at once.
 */

/** Spec §9 transaction types. */
export const CASE_TYPES = {
  1: 'Purchase',
  3: 'Listing',
  4: 'Mortgage',
  5: 'Property management',
  6: 'Referral',
} as const;
export type CaseType = keyof typeof CASE_TYPES;
export const CASE_TYPE_VALUES = [1, 3, 4, 5, 6] as const satisfies readonly CaseType[];

/** Purchase cases only: the portal's purchase-new (new construction) and purchase-not pages. */
export const PURCHASE_KINDS = { new: 'New construction', resale: 'Resale' } as const;
export type PurchaseKind = keyof typeof PURCHASE_KINDS;

export const CASE_STATUSES = {
  draft: 'Draft',
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  closed: 'Closed',
  cancelled: 'Cancelled',
} as const;
export type CaseStatus = keyof typeof CASE_STATUSES;
export const CASE_STATUS_VALUES = Object.keys(CASE_STATUSES) as CaseStatus[];

/**
 * Who may move a case: `owner` is the case's agent (or an administrator acting for them),
 * `reviewer` an active role holding the examine permission or user management, `closer` a
 * reviewer or finance (financial statistics): closing posts the commission, which finance owns.
 * `via` names the call that performs the move when it is not `changeStatus` (submit validates the
 * form first).
 */
export interface CaseTransition {
  readonly from: CaseStatus;
  readonly to: CaseStatus;
  readonly by: 'owner' | 'reviewer' | 'closer';
  readonly label: string;
  readonly via: 'submit' | 'changeStatus';
}

export const CASE_TRANSITIONS: readonly CaseTransition[] = [
  { from: 'draft', to: 'submitted', by: 'owner', label: 'Submit', via: 'submit' },
  { from: 'draft', to: 'cancelled', by: 'owner', label: 'Cancel case', via: 'changeStatus' },
  {
    from: 'submitted',
    to: 'in_review',
    by: 'reviewer',
    label: 'Start review',
    via: 'changeStatus',
  },
  { from: 'submitted', to: 'draft', by: 'reviewer', label: 'Send back', via: 'changeStatus' },
  { from: 'submitted', to: 'cancelled', by: 'reviewer', label: 'Cancel case', via: 'changeStatus' },
  { from: 'in_review', to: 'approved', by: 'reviewer', label: 'Approve', via: 'changeStatus' },
  { from: 'in_review', to: 'draft', by: 'reviewer', label: 'Send back', via: 'changeStatus' },
  { from: 'in_review', to: 'cancelled', by: 'reviewer', label: 'Cancel case', via: 'changeStatus' },
  { from: 'approved', to: 'closed', by: 'closer', label: 'Close', via: 'changeStatus' },
];

/**
 * A transaction document type: what a case needs uploaded (`required`) or may carry. Which types
 * each kind of case takes is configuration (/system/filemgt, versioned rules in the database;
 * `bq/tran/caseDocs/forCase` answers a case's own), no longer a constant here.
 */
export interface CaseDocType {
  readonly key: string;
  readonly label: string;
  readonly required: boolean;
}

/** Upload limits, enforced by the server and shown by the portal's FileUpload. */
export const CASE_DOC_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Mime type → accepted file-name endings. */
  types: {
    'application/pdf': ['.pdf'],
    'image/png': ['.png'],
    'image/jpeg': ['.jpg', '.jpeg'],
    'application/msword': ['.doc'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  },
} as const;
export type CaseDocMime = keyof typeof CASE_DOC_LIMITS.types;

/**
 * What `submit` checks besides the required documents: field paths as in the case form. Drafts
 * may be saved with anything missing; these are the least a reviewer needs to look at a deal.
 */
const ADDRESS = ['address.street', 'address.city', 'address.state', 'address.zip'];
export const CASE_REQUIRED_FIELDS: Readonly<Record<CaseType, readonly string[]>> = {
  1: [...ADDRESS, 'clients', 'purchasePrice', 'acceptanceDate', 'commission'],
  3: [...ADDRESS, 'clients', 'listPrice', 'commission'],
  4: [...ADDRESS, 'clients', 'loanAmount', 'lender.company'],
  5: [...ADDRESS, 'clients', 'monthlyRent'],
  6: ['clients', 'referralFeePercent', 'otherSide.agentName', 'otherSide.brokerage'],
};

/** The case-number pattern: `BQ-<year created>-<global sequence, at least 6 digits>`. */
export const CASE_NO_PATTERN = /^BQ-\d{4}-\d{6,}$/;

/** A US ZIP code, five digits or ZIP+4: the form checks it while typing, the server on save. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
