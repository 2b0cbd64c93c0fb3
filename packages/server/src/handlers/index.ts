import { allCalls, type CallDef } from '@bq/contract';
import type { Ctx, Handlers } from '../context.js';
import { application, statistical } from './agents.js';
import { applicationFlow, approveRecord, beMentor, entry, salary } from './applications/index.js';
import { auth, tourists, user } from './auth.js';
import { calendar } from './calendar/index.js';
import { tranCase } from './cases/index.js';
import { changeLog } from './change-log/index.js';
import { coachAgreement } from './coach-agreements/index.js';
import {
  cart,
  discountCode,
  order,
  payment,
  product,
  productType,
  refund,
} from './commerce/index.js';
import { dashboard } from './dashboard.js';
import { dre } from './dre/index.js';
import { agentFee } from './finance/agent-fees.js';
import { bankAccount, payoutBatch } from './finance/bank-files.js';
import { cda } from './finance/cda.js';
import { ledgerCorrection } from './finance/corrections.js';
import { accountingExport, monthClose, statisticalFinance, token } from './finance/index.js';
import { myPay } from './finance/my-pay.js';
import { lecturerPay, payeePayout, tax, vendorPay } from './finance/payees.js';
import { payroll } from './finance/payroll.js';
import { commissionPlan } from './finance/plans.js';
import { referralFee } from './finance/referral-fees.js';
import { titleReceipt } from './finance/title-receipts.js';
import { group, groupMail } from './groups/index.js';
import {
  certificate,
  coach,
  course,
  courseProperty,
  lecturer,
  outsiders,
  registration,
} from './institute/index.js';
import { jobs } from './jobs/index.js';
import { listing, listingShare, listingTemplate } from './listings/index.js';
import { mailList } from './mailing/index.js';
import { messageStation } from './messages/index.js';
import { messagePreference } from './messages/preferences.js';
import { emailTemplates, messageTemplate } from './messages/templates.js';
import { org } from './org.js';
import {
  agentAdminConfig,
  agentAdminConfigStash,
  agentInfo,
  agentInfoExport,
  people,
} from './people/index.js';
import { award, production } from './production/index.js';
import { adminRole, dictionary, role } from './roles.js';
import { search } from './search/index.js';
import { security, session } from './security/index.js';
import { blackList } from './system/blacklist.js';
import { disclosure } from './system/disclosures.js';
import { caseDocs, docRule } from './system/documents.js';
import {
  association,
  externalLink,
  officeDictionary,
  overview,
  recruitment,
} from './system/office.js';
import { serverConfig } from './system/settings.js';
import { testing } from './testing.js';
import { twoStep } from './two-step.js';
import { view } from './views/index.js';
import { vitals } from './vitals/index.js';

/** Handlers by contract family; within a family the type makes a missing handler a compile error. */
export const handlers: Handlers = {
  auth,
  twoStep,
  user,
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
  messageEmail: emailTemplates,
  messageTemplate,
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
  listingTemplate,
  officeDictionary,
  association,
  recruitment,
  externalLink,
  systemOverview: overview,
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

// biome-ignore lint/suspicious/noExplicitAny: the per-call types are enforced by `Handlers` above
export type AnyHandler = (input: any, ctx: Ctx<any>) => Promise<unknown>;

/** The contract's calls that have a handler here, i.e. the routes the server serves. */
export function implementedCalls(): {
  family: string;
  name: string;
  call: CallDef;
  handler: AnyHandler;
}[] {
  return allCalls().flatMap(({ family, name, call }) => {
    const family_ = (handlers as Record<string, Record<string, AnyHandler> | undefined>)[family];
    const handler = family_?.[name];
    return handler ? [{ family, name, call, handler }] : [];
  });
}

/** Contract calls the server does not serve yet (logged at start-up). */
export function unimplementedCalls(): string[] {
  const served = new Set(implementedCalls().map((c) => c.call.path));
  return allCalls()
    .map((c) => c.call.path)
    .filter((path) => !served.has(path));
}
