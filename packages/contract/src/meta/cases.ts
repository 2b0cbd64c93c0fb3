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
/** Status moves: the owner (cancel) and reviewers; the handler applies CASE_TRANSITIONS. */
const movers = {
  modules: [MODULE_IDS['transaction/caselist'], MODULE_IDS['approval/examine']],
} as const;
const creators = { modules: [MODULE_IDS['transaction/create-new']] } as const;
const dashboard = { modules: [MODULE_IDS.home, MODULE_IDS['home/dashboard']] } as const;

export const tranCaseMeta = {
  getCaseId: meta(
    'bq/tran/case/getCaseId',
    readers,
    'The id of a case by its number (404 if unknown or not visible to the caller).',
    'query',
    'GET',
  ),
  search: meta(
    'bq/tran/case/search',
    readers,
    'Visible cases, filtered, sorted and paged: { total, list }.',
    'json',
  ),
  get: meta(
    'bq/tran/case/get',
    readers,
    'One case in full, with team split and documents.',
    'json',
  ),
  teamCandidates: meta(
    'bq/tran/case/teamCandidates',
    editors,
    'Agents who may take a team-split share, by name (optionally those whose name or e-mail contains a keyword); at most 1,000, `truncated` when there are more.',
    'json',
  ),
  create: meta(
    'bq/tran/case/create',
    creators,
    'Open a draft case of a type (purchase with its kind); returns id and caseNo.',
    'json',
  ),
  saveDraft: meta(
    'bq/tran/case/saveDraft',
    editors,
    'Save the case form (any subset of fields) while the case is a draft.',
    'json',
  ),
  submit: meta(
    'bq/tran/case/submit',
    editors,
    'Check the required fields and documents, then move the draft to submitted.',
    'json',
  ),
  changeStatus: meta(
    'bq/tran/case/changeStatus',
    movers,
    'Move a case along CASE_TRANSITIONS with a comment; writes the status history.',
    'json',
  ),
  statusHistory: meta(
    'bq/tran/case/statusHistory',
    readers,
    'Status changes and saved-field changes of one case, newest first.',
    'json',
  ),
  uploadDocument: {
    ...meta(
      'bq/tran/case/uploadDocument',
      editors,
      'Attach a document: multipart fields id, docType, fileName, mime, then the file part `file` (pdf, png, jpeg, doc, docx; at most 10 MB), streamed to storage.',
      'multipart',
    ),
    file: { field: 'file', maxBytes: CASE_DOC_LIMITS.maxBytes },
  },
  removeDocument: meta(
    'bq/tran/case/removeDocument',
    editors,
    'Remove a document from a draft case.',
    'json',
  ),
  downloadDocument: meta(
    'bq/tran/case/downloadDocument',
    readers,
    "A document's bytes as base64 with its name and mime type.",
    'json',
  ),
  historyAddresses: meta(
    'bq/tran/case/historyAddresses',
    historyReaders,
    'Case history index: property addresses with their case counts, paged.',
    'json',
  ),
  historyByAddress: meta(
    'bq/tran/case/historyByAddress',
    historyReaders,
    'Case history detail: the visible cases of one property address, newest first.',
    'json',
  ),
} as const;

export const dashboardMeta = {
  personalCaseCount: meta(
    'bq/index/personalCaseCount',
    dashboard,
    'Counts of the visible cases: total, per status, opened this month.',
  ),
  commissionStatistic: meta(
    'bq/index/commissionStatistic',
    dashboard,
    'Gross commission of approved and closed cases per close month, last 12 months.',
  ),
  transactionStatus: meta(
    'bq/index/transactionStatus',
    dashboard,
    'Visible cases per status (every status listed, zeros included).',
  ),
  transactionType: meta(
    'bq/index/transactionType',
    dashboard,
    'Visible cases per type (purchase split into new construction and resale).',
  ),
  monthView: meta(
    'bq/index/monthView',
    dashboard,
    'Per month, last 12 months: cases opened and cases closed, with closed volume.',
  ),
  monthCase: meta(
    'bq/index/monthCase',
    dashboard,
    'Per month, last 12 months: cases opened by type.',
  ),
} as const;
