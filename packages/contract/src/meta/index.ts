import { applicationMeta, statisticalMeta } from './agents.js';
import {
  applicationFlowMeta,
  approveRecordMeta,
  beMentorMeta,
  entryMeta,
  salaryMeta,
} from './applications.js';
import { authMeta, touristsMeta, userMeta } from './auth.js';
import { calendarMeta } from './calendar.js';
import { dashboardMeta, tranCaseMeta } from './cases.js';
import { changeLogMeta } from './change-log.js';
import { coachAgreementMeta } from './coach-agreements.js';
import {
  cartMeta,
  discountCodeMeta,
  mailListMeta,
  orderMeta,
  paymentMeta,
  productMeta,
  productTypeMeta,
  refundMeta,
} from './commerce.js';
import { dreMeta } from './dre.js';
import { accountingExportMeta } from './finance-accounting.js';
import { bankAccountMeta, payoutBatchMeta } from './finance-bank.js';
import { cdaMeta } from './finance-cda.js';
import { agentFeeMeta } from './finance-fees.js';
import { myPayMeta } from './finance-my-pay.js';
import { lecturerPayMeta, payeePayoutMeta, taxMeta, vendorPayMeta } from './finance-payees.js';
import { commissionPlanMeta, ledgerCorrectionMeta, payrollMeta } from './finance-payroll.js';
import { monthCloseMeta } from './finance-periods.js';
import { titleReceiptMeta } from './finance-receipts.js';
import { referralFeeMeta } from './finance-referrals.js';
import { statisticalFinanceMeta, tokenMeta } from './finance-tokens.js';
import { groupMailMeta, groupMeta } from './groups.js';
import {
  certificateMeta,
  coachMeta,
  courseMeta,
  coursePropertyMeta,
  lecturerMeta,
  outsidersMeta,
  registrationMeta,
} from './institute.js';
import { jobsMeta } from './jobs.js';
import { listingMeta, listingShareMeta, listingTemplateMeta } from './listings.js';
import {
  messageEmailMeta,
  messagePreferenceMeta,
  messageStationMeta,
  messageTemplateMeta,
} from './messages.js';
import {
  associationMeta,
  externalLinkMeta,
  officeDictionaryMeta,
  recruitmentMeta,
  systemOverviewMeta,
} from './office.js';
import { orgMeta } from './org.js';
import {
  agentAdminConfigMeta,
  agentAdminConfigStashMeta,
  agentInfoExportMeta,
  agentInfoMeta,
  peopleMeta,
} from './people.js';
import { awardMeta, productionMeta } from './production.js';
import { adminRoleMeta, dictionaryMeta, roleMeta } from './roles.js';
import { searchMeta } from './search.js';
import { securityMeta, sessionMeta } from './security.js';
import { blackListMeta } from './system.js';
import { caseDocsMeta, disclosureMeta, docRuleMeta, serverConfigMeta } from './system-config.js';

export { VIEW_LIST_KEY, VIEWS_PER_LIST } from './views.js';
export { VITAL_NAMES, VITAL_PAGE, type VitalName } from './vitals.js';

import { testingMeta } from './testing.js';
import { twoStepMeta } from './two-step.js';
import { viewMeta } from './views.js';
import { vitalsMeta } from './vitals.js';

export * from './applications.js';
export { AUTH_LIMITS } from './auth-limits.js';
export { CASE_TEXT_LIMITS, caseTextLimit, limitKey } from './case-limits.js';
export * from './case-rules.js';
export { seesEveryCase } from './case-scope.js';
export { tranCaseMeta } from './cases.js';
export {
  DRE_IMPORT_JOB_STATUSES,
  DRE_IMPORT_MAX_BYTES,
  DRE_IMPORT_SKIPPED_SHOWN,
} from './dre.js';
export { fieldLabel } from './field-labels.js';
export { type FieldMessages, fieldMessages } from './field-messages.js';
export { ACCOUNTING_FORMATS, type AccountingFormatName } from './finance-accounting.js';
export { CDA_PAYEE_KINDS, CDA_STATUSES, type CdaPayeeKind, type CdaStatus } from './finance-cda.js';
export { AGENT_FEE_KINDS, AGENT_FEE_LABELS, type AgentFeeKind } from './finance-fees.js';
export {
  CORRECTION_STATUSES,
  type CorrectionStatus,
  REFERRAL_FEE_FROM,
  STATEMENT_STATUSES,
  type StatementStatus,
} from './finance-payroll.js';
export {
  MONTH_CLOSE_CHECKS,
  type MonthCloseCheck,
  RECONCILIATION_KINDS,
  type ReconciliationKind,
} from './finance-periods.js';
export {
  CASE_TRANSFER_KINDS,
  type CaseTransferKind,
  RECEIVABLE_STATUSES,
  type ReceivableStatus,
} from './finance-receipts.js';
export {
  type DecimalLimit,
  decimalMax,
  FIELD_LIMITS,
  type FieldArea,
  type FieldLimits,
  type ListLimit,
  type TextLimit,
} from './limits.js';
export {
  LIST_PAGING,
  LISTS,
  type ListMeta,
  type Paging,
  SORT_ORDERS,
  type SortOrder,
} from './lists.js';
export type { ModuleId, ModuleKey, ModuleKind, ModuleNode } from './modules.js';
export { flattenModules, MODULE_IDS, MODULE_TREE } from './modules.js';
export * from './people.js';
export * from './production.js';
export * from './templates.js';
export { ENROL_ONLY_PATHS } from './two-step.js';
export type { CallMeta, Encoding, Method, Permission, UploadFileMeta } from './types.js';
export { isPermission } from './types.js';
export { IMAGE_LIMITS } from './upload-limits.js';
/** The auth family alone: the login screen sends its call without loading every family's meta. */
export { authMeta, twoStepMeta };

/** Every implemented call's path, method, encoding and permission, by family. No zod inside. */
export const meta = {
  auth: authMeta,
  user: userMeta,
  twoStep: twoStepMeta,
  tourists: touristsMeta,
  role: roleMeta,
  adminRole: adminRoleMeta,
  dictionary: dictionaryMeta,
  org: orgMeta,
  coachAgreement: coachAgreementMeta,
  dre: dreMeta,
  agentInfo: agentInfoMeta,
  agentAdminConfig: agentAdminConfigMeta,
  agentAdminConfigStash: agentAdminConfigStashMeta,
  agentInfoExport: agentInfoExportMeta,
  people: peopleMeta,
  application: { ...applicationMeta, ...applicationFlowMeta },
  beMentor: beMentorMeta,
  approveRecord: approveRecordMeta,
  entry: entryMeta,
  salary: salaryMeta,
  messageStation: messageStationMeta,
  messageEmail: messageEmailMeta,
  messageTemplate: messageTemplateMeta,
  messagePreference: messagePreferenceMeta,
  statistical: { ...statisticalMeta, ...statisticalFinanceMeta },
  testing: testingMeta,
  tranCase: tranCaseMeta,
  dashboard: dashboardMeta,
  course: courseMeta,
  courseProperty: coursePropertyMeta,
  registration: registrationMeta,
  certificate: certificateMeta,
  outsiders: outsidersMeta,
  lecturer: lecturerMeta,
  coach: coachMeta,
  productType: productTypeMeta,
  product: productMeta,
  cart: cartMeta,
  order: orderMeta,
  payment: paymentMeta,
  refund: refundMeta,
  discountCode: discountCodeMeta,
  mailList: mailListMeta,
  token: tokenMeta,
  blackList: blackListMeta,
  listing: listingMeta,
  listingShare: listingShareMeta,
  listingTemplate: listingTemplateMeta,
  officeDictionary: officeDictionaryMeta,
  association: associationMeta,
  recruitment: recruitmentMeta,
  externalLink: externalLinkMeta,
  systemOverview: systemOverviewMeta,
  docRule: docRuleMeta,
  caseDocs: caseDocsMeta,
  disclosure: disclosureMeta,
  serverConfig: serverConfigMeta,
  payroll: payrollMeta,
  myPay: myPayMeta,
  commissionPlan: commissionPlanMeta,
  monthClose: monthCloseMeta,
  accountingExport: accountingExportMeta,
  ledgerCorrection: ledgerCorrectionMeta,
  titleReceipt: titleReceiptMeta,
  cda: cdaMeta,
  agentFee: agentFeeMeta,
  lecturerPay: lecturerPayMeta,
  vendorPay: vendorPayMeta,
  payeePayout: payeePayoutMeta,
  referralFee: referralFeeMeta,
  bankAccount: bankAccountMeta,
  payoutBatch: payoutBatchMeta,
  tax: taxMeta,
  calendar: calendarMeta,
  production: productionMeta,
  award: awardMeta,
  group: groupMeta,
  groupMail: groupMailMeta,
  search: searchMeta,
  view: viewMeta,
  changeLog: changeLogMeta,
  session: sessionMeta,
  security: securityMeta,
  jobs: jobsMeta,
  vitals: vitalsMeta,
} as const;

export type Family = keyof typeof meta;

export {
  CALENDAR_EVENT_KINDS,
  CALENDAR_FEED_PATH,
  CALENDAR_MAX_DAYS,
  type CalendarEventKind,
} from './calendar.js';
export {
  CHANGE_KIND_LABELS,
  CHANGE_KINDS,
  CHANGE_MASK,
  type ChangeKind,
  RECORD_HISTORY_MAX,
} from './change-log.js';
export { ORDER_SCOPES, ORDER_STAFF } from './commerce.js';
export {
  BANK_ACCOUNT_TYPES,
  BANK_HOLDER_KINDS,
  type BankAccountType,
  type BankHolderKind,
  PAYOUT_BATCH_STATUSES,
  type PayoutBatchStatus,
} from './finance-bank.js';
export { PAYEE_KINDS, type PayeeKind } from './finance-payees.js';
export { REFERRAL_FEE_STATUSES, type ReferralFeeStatus } from './finance-referrals.js';
export {
  GROUP_ADD_BY,
  GROUP_DELIVERY_STATES,
  GROUP_MAIL_SOURCES,
  type GroupAddBy,
  type GroupDeliveryState,
  type GroupMailSource,
} from './groups.js';
export {
  JOB_ATTEMPTS_SHOWN,
  JOB_KIND_LABELS,
  JOB_STATE_LABELS,
  JOB_STATES,
  type JobState,
} from './jobs.js';
export {
  bathsText,
  FLYER_PHOTO_COUNTS,
  LISTING_CONTACTS,
  type ListingContact,
  PROPERTY_TYPES,
  type PropertyType,
  SHARE_UNAVAILABLE,
  SHAREABLE_STATUSES,
  STANDARD_STATUSES,
  STATUS_MOVES,
  type StandardStatus,
  TEMPLATE_ACCENTS,
  TEMPLATE_LAYOUTS,
  type TemplateAccent,
  type TemplateLayout,
} from './listings.js';
export { DICTIONARY_KINDS, type DictionaryKind } from './office.js';
export { DEFAULT_GUEST_TOKEN } from './public.js';
export {
  SEARCH_KINDS,
  SEARCH_MIN_QUERY,
  SEARCH_PER_KIND,
  SEARCH_TOTAL,
  type SearchKind,
} from './search.js';
export {
  SECURITY_EVENT_KINDS,
  SECURITY_EVENT_LABELS,
  SECURITY_EXPORT_MAX,
  type SecurityEventKind,
  SIGN_IN_FAILURES,
  type SignInFailure,
} from './security.js';
export { BLACKLIST_KINDS, BLACKLIST_REFUSAL, type BlacklistKind } from './system.js';
export {
  DISCLOSURE_PARTIES,
  DISCLOSURE_PARTY_VALUES,
  type DisclosureParty,
  DOC_REVIEW_DECISIONS,
  DOC_RULE_SCOPE_VALUES,
  DOC_RULE_SCOPES,
  type DocReviewDecision,
  type DocRuleScope,
  docRuleScope,
  SCOPE_PARTIES,
  SETTING_KEYS,
  SETTINGS,
  type SettingKey,
} from './system-config.js';

/** Envelope codes. */
export const CODES = {
  ok: 200,
  tokenInvalid: 1001,
  /** The session's role requires two-step sign-in and the person has not enrolled yet. */
  mustEnrol: 1003,
  /**
   * The call moves money and the session's last authenticator code is older than the step-up
   * window: `general/twoStep/stepUp` with a code, then the same request again.
   */
  stepUpRequired: 1004,
  /** The call needs a fresh code and the person's role requires two-step sign-in not yet set up. */
  stepUpEnrol: 1005,
  needsLogin: 401,
  forbidden: 403,
  badInput: 400,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  /** The server is shedding load (its event loop lags): try again after `Retry-After` seconds. */
  busy: 503,
  applicationExists: 100006,
  internal: 500,
} as const;

/**
 * Response header on every signed-in call: a fingerprint of the active role's modules. When it
 * differs from the one the portal loaded its routes with, the role set changed (a role edit, a
 * switch, an assignment) and the portal re-loads its role routes on the next navigation.
 */
export const ROLES_VERSION_HEADER = 'x-roles-version';
