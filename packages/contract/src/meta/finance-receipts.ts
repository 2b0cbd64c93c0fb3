import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * Title/escrow receipts: the money a title or escrow company wires for a closed case, matched to
 * the commission receivable its closing posted. It is a posting on a case's commission in the
 * ledger, so it rides on the ledger's own module (`financial/corrections`), which finance and the
 * administrators hold: nobody else reads or writes a case's ledger.
 */
const ledger = { modules: [MODULE_IDS['financial/corrections']] } as const;

/** Where a case's receivable stands: nothing received, part of it, all of it, or more. */
export const RECEIVABLE_STATUSES = [
  'nothing_due',
  'unmatched',
  'partial',
  'matched',
  'overpaid',
] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

/** What a transfer of a case's ledger is: its closing's waterfall, a receipt, or another posting. */
export const CASE_TRANSFER_KINDS = ['commission', 'receipt', 'other'] as const;
export type CaseTransferKind = (typeof CASE_TRANSFER_KINDS)[number];

export const titleReceiptMeta = {
  caseLedger: meta('bq/titleReceipt/caseLedger', ledger, 'json'),
  record: meta('bq/titleReceipt/record', ledger, 'json'),
} as const;
