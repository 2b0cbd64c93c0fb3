import type { FamilyHandlers } from '../../context.js';
import { fixCommission } from './commission.js';
import { downloadDocument, removeDocument, uploadDocument } from './documents.js';
import { get, statusHistory } from './read.js';
import { getCaseId, historyAddresses, historyByAddress, search } from './search.js';
import { bulkChangeStatus, changeStatus, reopen } from './status.js';
import { teamCandidates } from './team.js';
import { create, saveDraft, submit } from './write.js';

/** `bq/tran/case/…`: one file per concern, assembled here for handlers/index.ts. */
export const tranCase: FamilyHandlers<'tranCase'> = {
  getCaseId,
  search,
  get,
  create,
  saveDraft,
  submit,
  changeStatus,
  bulkChangeStatus,
  fixCommission,
  reopen,
  statusHistory,
  uploadDocument,
  removeDocument,
  downloadDocument,
  historyAddresses,
  historyByAddress,
  teamCandidates,
};
