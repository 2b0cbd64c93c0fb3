import { CASE_DOC_LIMITS } from './case-rules.js';
import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * Reading cases: the case list page, the examine role (reviewers work the queue) and finance
 * statistics (read-only overview). Which cases each caller sees is decided in the handlers.
 */
const readers = {
  modules: [
    MODULE_IDS['transaction/caselist'],
    MODULE_IDS['approval/examine'],
    MODULE_IDS['financial/statistics'],
  ],
} as const;
const historyReaders = {
  modules: [
    MODULE_IDS['transaction/history'],
    MODULE_IDS['approval/examine'],
    MODULE_IDS['financial/statistics'],
  ],
} as const;
/** Editing a case's content: its agent (the case list page) or an administrator. */
const editors = { modules: [MODULE_IDS['transaction/caselist']] } as const;
/** Status moves: the owner (cancel), reviewers and finance (close); the handler applies CASE_TRANSITIONS. */
const movers = {
  modules: [
    MODULE_IDS['transaction/caselist'],
    MODULE_IDS['approval/examine'],
    MODULE_IDS['financial/statistics'],
  ],
} as const;
/** Those who may close a case, and so put its commission right first: reviewers and finance. */
const closers = {
  modules: [
    MODULE_IDS['userroles/usermgt'],
    MODULE_IDS['approval/examine'],
    MODULE_IDS['financial/statistics'],
  ],
} as const;
const creators = { modules: [MODULE_IDS['transaction/create-new']] } as const;
const dashboard = { modules: [MODULE_IDS.home, MODULE_IDS['home/dashboard']] } as const;

export const tranCaseMeta = {
  getCaseId: meta('bq/tran/case/getCaseId', readers, 'query', 'GET'),
  search: meta('bq/tran/case/search', readers, 'json'),
  get: meta('bq/tran/case/get', readers, 'json'),
  teamCandidates: meta('bq/tran/case/teamCandidates', editors, 'json'),
  create: meta('bq/tran/case/create', creators, 'json'),
  saveDraft: meta('bq/tran/case/saveDraft', editors, 'json'),
  submit: meta('bq/tran/case/submit', editors, 'json'),
  changeStatus: meta('bq/tran/case/changeStatus', movers, 'json'),
  bulkChangeStatus: meta('bq/tran/case/bulkChangeStatus', movers, 'json'),
  fixCommission: meta('bq/tran/case/fixCommission', closers, 'json'),
  // Who may reopen is the office's setting (`cases.reopenBy`); the gate is who sees cases.
  reopen: meta('bq/tran/case/reopen', movers, 'json'),
  statusHistory: meta('bq/tran/case/statusHistory', readers, 'json'),
  uploadDocument: {
    ...meta('bq/tran/case/uploadDocument', editors, 'multipart'),
    file: { field: 'file', maxBytes: CASE_DOC_LIMITS.maxBytes },
  },
  removeDocument: meta('bq/tran/case/removeDocument', editors, 'json'),
  downloadDocument: meta('bq/tran/case/downloadDocument', readers, 'json'),
  historyAddresses: meta('bq/tran/case/historyAddresses', historyReaders, 'json'),
  historyByAddress: meta('bq/tran/case/historyByAddress', historyReaders, 'json'),
} as const;

export const dashboardMeta = {
  personalCaseCount: meta('bq/index/personalCaseCount', dashboard),
  commissionStatistic: meta('bq/index/commissionStatistic', dashboard),
  transactionStatus: meta('bq/index/transactionStatus', dashboard),
  transactionType: meta('bq/index/transactionType', dashboard),
  monthView: meta('bq/index/monthView', dashboard),
  monthCase: meta('bq/index/monthCase', dashboard),
} as const;
