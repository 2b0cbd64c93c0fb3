import { SUMMARIES } from '../summaries.js';
import { agentAdminConfig, agentAdminConfigStash } from './agent-admin-config.js';
import { agentInfo, agentInfoExport } from './agent-info.js';
import { application, statistical } from './agents.js';
import {
  application as applicationFlow,
  approveRecord,
  beMentor,
  entry,
  salary,
} from './applications.js';
import { auth, tourists, user } from './auth.js';
import { calendar } from './calendar.js';
import { tranCase } from './cases.js';
import { changeLog } from './change-log.js';
import { coachAgreement } from './coach-agreements.js';
import { product, productType } from './commerce-catalogue.js';
import { discountCode } from './commerce-discounts.js';
import { cart, order, payment, refund } from './commerce-orders.js';
import { dashboard } from './dashboard.js';
import type { CallDef } from './define.js';
import { dre } from './dre.js';
import { accountingExport } from './finance-accounting.js';
import { bankAccount, payoutBatch } from './finance-bank.js';
import { cda } from './finance-cda.js';
import { ledgerCorrection } from './finance-corrections.js';
import { agentFee } from './finance-fees.js';
import { myPay } from './finance-my-pay.js';
import { lecturerPay, payeePayout, tax, vendorPay } from './finance-payees.js';
import { payroll } from './finance-payroll.js';
import { monthClose } from './finance-periods.js';
import { commissionPlan } from './finance-plans.js';
import { titleReceipt } from './finance-receipts.js';
import { referralFee } from './finance-referrals.js';
import { statisticalFinance, token } from './finance-tokens.js';
import { group, groupMail } from './groups.js';
import { certificate, course, courseProperty, outsiders, registration } from './institute.js';
import { coach, lecturer } from './institute-people.js';
import { jobs } from './jobs.js';
import { listing, listingShare, listingTemplateCalls } from './listings.js';
import { mailList } from './mailing.js';
import {
  messageEmail,
  messagePreference,
  messageStation,
  messageTemplateCalls,
} from './messages.js';
import {
  association,
  externalLinks,
  officeDictionary,
  recruitment,
  systemOverview,
} from './office.js';
import { org } from './org.js';
import { people } from './people-lookup.js';
import { award, production } from './production.js';
import { adminRole, dictionary, role } from './roles.js';
import { search } from './search.js';
import { security, session } from './security.js';
import { blackList } from './system.js';
import { caseDocs, disclosure, docRule, serverConfig } from './system-config.js';
import { testing } from './testing.js';
import { twoStep } from './two-step.js';
import { view } from './views.js';
import { vitals } from './vitals.js';

/** Every implemented call with its schemas, by family (same keys as `meta`). */
export const contract = {
  auth,
  user,
  twoStep,
  tourists,
  role,
  adminRole,
  dictionary,
  org,
  coachAgreement,
  dre,
  agentInfo,
  agentAdminConfig,
  agentAdminConfigStash,
  agentInfoExport,
  people,
  application: { ...application, ...applicationFlow },
  beMentor,
  approveRecord,
  entry,
  salary,
  messageStation,
  messageEmail,
  messageTemplate: messageTemplateCalls,
  messagePreference,
  statistical: { ...statistical, ...statisticalFinance },
  testing,
  tranCase,
  dashboard,
  course,
  courseProperty,
  registration,
  certificate,
  outsiders,
  lecturer,
  coach,
  productType,
  product,
  cart,
  order,
  payment,
  refund,
  discountCode,
  mailList,
  token,
  blackList,
  listing,
  listingShare,
  listingTemplate: listingTemplateCalls,
  officeDictionary,
  association,
  recruitment,
  externalLink: externalLinks,
  systemOverview,
  docRule,
  caseDocs,
  disclosure,
  serverConfig,
  payroll,
  myPay,
  commissionPlan,
  monthClose,
  accountingExport,
  ledgerCorrection,
  titleReceipt,
  cda,
  agentFee,
  lecturerPay,
  vendorPay,
  payeePayout,
  referralFee,
  bankAccount,
  payoutBatch,
  tax,
  calendar,
  production,
  award,
  group,
  groupMail,
  search,
  view,
  changeLog,
  session,
  security,
  jobs,
  vitals,
};

export type Contract = typeof contract;

/**
 * Every call as a flat list, for generic registration, docs and tests, each with its one-line
 * description (`summaries.ts`). A call without one is refused here, as one without a permission
 * is by `defineCall`: the API documentation names every call.
 */
export function allCalls(): {
  family: string;
  name: string;
  call: CallDef & { summary: string };
}[] {
  return Object.entries(contract).flatMap(([family, calls]) =>
    Object.entries(calls as Record<string, CallDef>).map(([name, call]) => {
      const summary = SUMMARIES[call.path];
      if (!summary) throw new Error(`call ${call.path} has no summary in summaries.ts`);
      return { family, name, call: { ...call, summary } };
    }),
  );
}
