import type { CaseType, PurchaseKind } from './case-rules.js';
import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * System configuration (docs/decisions/system.md, "System configuration (issue
 * 27)"): the transaction documents each kind of case requires (`/system/filemgt`, versioned
 * rules), the disclosure checklists and the review of uploaded documents (`/system/listingaudit`),
 * and the runtime settings (`/system/server-config`).
 */

/** A document rule's scope: a case type, a purchase split by kind (new construction differs). */
export const DOC_RULE_SCOPES = {
  'purchase-resale': 'Purchase (resale)',
  'purchase-new': 'Purchase (new construction)',
  listing: 'Listing',
  mortgage: 'Mortgage',
  'property-management': 'Property management',
  referral: 'Referral',
} as const;
export type DocRuleScope = keyof typeof DOC_RULE_SCOPES;
export const DOC_RULE_SCOPE_VALUES = Object.keys(DOC_RULE_SCOPES) as [
  DocRuleScope,
  ...DocRuleScope[],
];

const TYPE_SCOPES = {
  3: 'listing',
  4: 'mortgage',
  5: 'property-management',
  6: 'referral',
} as const satisfies Record<Exclude<CaseType, 1>, DocRuleScope>;

/** The rule scope of a case of this type (and, for a purchase, kind). */
export function docRuleScope(type: CaseType, purchaseKind: PurchaseKind | null): DocRuleScope {
  if (type === 1) return purchaseKind === 'new' ? 'purchase-new' : 'purchase-resale';
  return TYPE_SCOPES[type];
}

/** The parties a disclosure is made to or by. */
export const DISCLOSURE_PARTIES = {
  buyer: 'Buyer',
  seller: 'Seller',
  borrower: 'Borrower',
  landlord: 'Landlord',
  tenant: 'Tenant',
  client: 'Client',
} as const;
export type DisclosureParty = keyof typeof DISCLOSURE_PARTIES;
export const DISCLOSURE_PARTY_VALUES = Object.keys(DISCLOSURE_PARTIES) as [
  DisclosureParty,
  ...DisclosureParty[],
];

/** Which parties a case of each scope has, in the order the checklist shows them. */
export const SCOPE_PARTIES: Readonly<Record<DocRuleScope, readonly DisclosureParty[]>> = {
  'purchase-resale': ['buyer', 'seller'],
  'purchase-new': ['buyer'],
  listing: ['seller'],
  mortgage: ['borrower'],
  'property-management': ['landlord', 'tenant'],
  referral: ['client'],
};

/** A document's review: accepted, or rejected with the reason the agent reads. */
export const DOC_REVIEW_DECISIONS = ['accepted', 'rejected'] as const;
export type DocReviewDecision = (typeof DOC_REVIEW_DECISIONS)[number];

/**
 * The runtime settings an administrator may change (the server validates each; its environment
 * variable is the default). `kind` tells the page how to show the value.
 */
export const SETTINGS = {
  'mail.from': {
    label: 'Mail sender',
    hint: 'The From of every mail the portal sends, e.g. BQ Portal <no-reply@bq.example>',
    env: 'MAIL_FROM',
    kind: 'text',
  },
  'uploads.caseDocumentMaxMb': {
    label: 'Case document upload limit (MB)',
    hint: 'The largest transaction document an agent may upload, 1 to 10 MB',
    env: 'CASE_DOCUMENT_MAX_MB',
    kind: 'number',
  },
  'payroll.secondPersonAbove': {
    label: 'Pay statements needing a second approver above (USD)',
    hint: 'A pay statement above this total is approved by a second person, e.g. 5000.00',
    env: 'PAYROLL_SECOND_PERSON_ABOVE',
    kind: 'money',
  },
  'ledger.correctionSecondPersonAbove': {
    label: 'Ledger corrections needing a second approver above (USD)',
    hint: 'A correction moving more than this is proposed by one person and posted by another, e.g. 1000.00',
    env: 'LEDGER_CORRECTION_SECOND_PERSON_ABOVE',
    kind: 'money',
  },
  'cases.reopenBy': {
    label: 'Who may reopen a closed case (modules)',
    hint: 'Module names, comma-separated; a role holding one may reopen, e.g. financial/corrections, userroles/usermgt',
    env: 'CASE_REOPEN_BY',
    kind: 'text',
  },
  'refunds.secondPersonAbove': {
    label: 'Refunds needing a second person above (USD)',
    hint: 'A refund above this amount is paid by someone other than who approved it, e.g. 500.00',
    env: 'REFUND_SECOND_PERSON_ABOVE',
    kind: 'money',
  },
  'cda.secondPersonAbove': {
    label: 'Commission disbursement authorizations needing a second approver above (USD)',
    hint: 'A CDA whose gross commission is above this is approved by someone other than who generated it, e.g. 25000.00',
    env: 'CDA_SECOND_PERSON_ABOVE',
    kind: 'money',
  },
  'cda.paymentInstructions': {
    label: 'How title/escrow pays the office (CDA instructions)',
    hint: 'The wire or check instructions every CDA carries, one line, e.g. Check payable to BQ Realty, Inc., 1 Main St, San Jose CA 95112',
    env: 'CDA_PAYMENT_INSTRUCTIONS',
    kind: 'text',
  },
  'messages.letterHourlyLimit': {
    label: 'Letters one person may send per hour',
    hint: 'A whole number from 1 to 10000',
    env: 'LETTER_HOURLY_LIMIT',
    kind: 'number',
  },
  'ach.immediateDestination': {
    label: 'Bank file: immediate destination (routing number)',
    hint: "The routing number of the bank that receives the office's NACHA files, e.g. 121000358",
    env: 'ACH_IMMEDIATE_DESTINATION',
    kind: 'text',
  },
  'ach.destinationName': {
    label: 'Bank file: immediate destination name',
    hint: 'That bank as the file header names it, at most 23 characters, e.g. BANK OF AMERICA',
    env: 'ACH_DESTINATION_NAME',
    kind: 'text',
  },
  'ach.immediateOrigin': {
    label: 'Bank file: immediate origin (routing number)',
    hint: "The office's bank (the ODFI) that sends the entries, e.g. 121000358",
    env: 'ACH_IMMEDIATE_ORIGIN',
    kind: 'text',
  },
  'ach.companyName': {
    label: 'Bank file: company name',
    hint: 'The office as payees see it on their statement, at most 16 characters, e.g. BQ REALTY',
    env: 'ACH_COMPANY_NAME',
    kind: 'text',
  },
  'ach.companyId': {
    label: 'Bank file: company identification',
    hint: 'The 10 characters the bank assigned, usually 1 and the EIN, e.g. 1123456789',
    env: 'ACH_COMPANY_ID',
    kind: 'text',
  },
  'auth.twoStepRoles': {
    label: 'Roles that must sign in with an authenticator app',
    hint: 'Role names, comma-separated, or none; a person holding one enrols right after the password, e.g. Finance, Administrator',
    env: 'TWO_STEP_ROLES',
    kind: 'text',
  },
} as const satisfies Record<
  string,
  { label: string; hint: string; env: string; kind: 'text' | 'number' | 'money' }
>;
export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as [SettingKey, ...SettingKey[]];

const filemgt = { modules: [MODULE_IDS['system/filemgt']] } as const;
const listingaudit = { modules: [MODULE_IDS['system/listingaudit']] } as const;
const serverConfig = { modules: [MODULE_IDS['system/server-config']] } as const;
/** As the case readers of meta/cases.ts: who may open a case reads its checklist. */
const caseReaders = {
  modules: [
    MODULE_IDS['transaction/caselist'],
    MODULE_IDS['approval/examine'],
    MODULE_IDS['financial/statistics'],
  ],
} as const;
/** Reviewers (the examine permission) and administrators, as caseRole decides. */
const docReviewers = {
  modules: [MODULE_IDS['approval/examine'], MODULE_IDS['userroles/usermgt']],
} as const;

export const docRuleMeta = {
  getRules: meta('bq/fileMgt/getRules', filemgt, 'json'),
  ruleVersions: meta('bq/fileMgt/ruleVersions', filemgt, 'json'),
  saveRule: meta('bq/fileMgt/saveRule', filemgt, 'json'),
} as const;

export const caseDocsMeta = {
  forCase: meta('bq/tran/caseDocs/forCase', caseReaders, 'json'),
  review: meta('bq/tran/caseDocs/review', docReviewers, 'json'),
} as const;

export const disclosureMeta = {
  getTemplates: meta('bq/listingAudit/getTemplates', listingaudit, 'json'),
  saveTemplate: meta('bq/listingAudit/saveTemplate', listingaudit, 'json'),
} as const;

export const serverConfigMeta = {
  getSettings: meta('bq/serverConfig/getSettings', serverConfig, 'json'),
  set: meta('bq/serverConfig/set', serverConfig, 'json'),
  reset: meta('bq/serverConfig/reset', serverConfig, 'json'),
  changes: meta('bq/serverConfig/changes', serverConfig, 'json'),
  rollback: meta('bq/serverConfig/rollback', serverConfig, 'json'),
  serviceTimes: meta('bq/serverConfig/serviceTimes', serverConfig, 'json'),
  setServiceTime: meta('bq/serverConfig/setServiceTime', serverConfig, 'json'),
} as const;
