export { type CalendarEvent, calendarEvent } from './calls/calendar.js';
export { CASE_SORT_FIELDS } from './calls/cases.js';
export type { ChangeRow } from './calls/change-log.js';
export type { CoachAgreementRecord, CoachAgreementStatus } from './calls/coach-agreements.js';
export { COACH_AGREEMENT_STATUSES } from './calls/coach-agreements.js';
export type { ProductCard, ProductStatus, ProductTypeRow } from './calls/commerce-catalogue.js';
export { PRODUCT_STATUSES } from './calls/commerce-catalogue.js';
export type { DiscountCodeRow, DiscountPreview } from './calls/commerce-discounts.js';
export { DISCOUNT_KINDS, DISCOUNT_SCOPES } from './calls/commerce-discounts.js';
export type {
  CartAnswer,
  FulfilHow,
  LineKind,
  OrderDetail,
  OrderState,
  OrderSummary,
  RefundRow,
} from './calls/commerce-orders.js';
export { FULFIL_HOW, LINE_KINDS, ORDER_STATES } from './calls/commerce-orders.js';
export type { CallDef, Envelope, ParsedRequestOf, RequestOf, ResponseOf } from './calls/define.js';
export { defineCall } from './calls/define.js';
export type { DreRecord } from './calls/dre.js';
export * as fields from './calls/fields.js';
export { hasControl, PASSWORD_MIN } from './calls/fields.js';
export type {
  AccountingAccountRow,
  AccountingExportRow,
} from './calls/finance-accounting.js';
export type {
  BankAccountView,
  BatchCandidate,
  PayoutBatchRow,
} from './calls/finance-bank.js';
export type { CaseCda, CdaLine, CdaVersion } from './calls/finance-cda.js';
export type { CorrectionRow } from './calls/finance-corrections.js';
export type { AgentFeeRow, AgentFeeTerms, NegativeBalanceRow } from './calls/finance-fees.js';
export type {
  MyCap,
  MyCommissionLine,
  MyCommissions,
  MyStatement,
  MyStatementRow,
} from './calls/finance-my-pay.js';
export type { Payee1099Row, PayeeDetail, PayeeRow } from './calls/finance-payees.js';
export type { StatementDetail, StatementRow } from './calls/finance-payroll.js';
export type {
  LedgerMonth,
  MonthCheck,
  Reconciliation,
  ReconciliationDifference,
  UnitAmount,
} from './calls/finance-periods.js';
export type { PlanTerms } from './calls/finance-plans.js';
export type {
  CaseLedger,
  CaseLedgerTransfer,
  TitleReceiptRow,
} from './calls/finance-receipts.js';
export type { ReferralFeeRow } from './calls/finance-referrals.js';
export type {
  FinanceFigures,
  LedgerLineRow,
  LedgerUnit,
  ReconciliationRow,
  TokenAccountRow,
  TokenGrantRow,
} from './calls/finance-tokens.js';
export { LEDGER_UNITS } from './calls/finance-tokens.js';
export type { GroupRow } from './calls/groups.js';
export { allCalls, type Contract, contract } from './calls/index.js';
export type {
  CourseCard,
  CourseRecord,
  CourseStatus,
  MyRegistration,
  RegistrationRow,
  RegistrationStatus,
} from './calls/institute.js';
export { COURSE_STATUSES, REGISTRATION_STATUSES } from './calls/institute.js';
export { issueMessage } from './calls/issues.js';
export type { JobRow as QueueJobRow } from './calls/jobs.js';
export { listRequest, paging } from './calls/list.js';
export type {
  ListingDetail,
  ListingRow,
  ListingTemplate,
  SharedListing,
} from './calls/listings.js';
export type { DictionaryEntry, ExternalLink } from './calls/office.js';
export type { OrgNode } from './calls/org.js';
export type { LookupPerson } from './calls/people-lookup.js';
export type {
  AwardProgramme,
  PeriodInfo,
  ProductionCredit,
  ProductionRow,
} from './calls/production.js';
export type { ModuleTreeNode } from './calls/roles.js';
export type { SearchGroup, SearchHit } from './calls/search.js';
export type { MySession, SecurityEvent } from './calls/security.js';
export type { BlacklistRow } from './calls/system.js';
export type { DocRuleRow } from './calls/system-config.js';
export type { SavedView } from './calls/views.js';
export * from './meta/index.js';
