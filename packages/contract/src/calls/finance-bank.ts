import { ACH_RETURN_CODE_LIST } from '@bq/validators';
import { z } from 'zod';
import {
  BANK_ACCOUNT_TYPES,
  BANK_HOLDER_KINDS,
  bankAccountMeta,
  PAYOUT_BATCH_STATUSES,
  payoutBatchMeta,
} from '../meta/finance-bank.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { defineCallOf } from './define.js';
import { empty, id, idList, line, paged, plain, text } from './fields.js';
import { base64File } from './finance-payroll.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.payroll;

/** A payee's bank account as every answer shows it: the account number masked (last four). */
export const bankAccountView = z.object({
  userId: z.int(),
  holderName: z.string(),
  holderKind: z.enum(BANK_HOLDER_KINDS),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  routing: z.string(),
  /** `****1234`. */
  accountMasked: z.string(),
  /** The return code that flagged the account (R02–R04…): not used until corrected. */
  flaggedCode: z.string().nullable(),
  flaggedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type BankAccountView = z.infer<typeof bankAccountView>;

// Lengths here; the ABA check digit and the digits are @bq/validators' rules, applied by the
// server as field refusals (the portal applies them as the office types).
const routing = text(L.bankRouting, L.bankRouting.min);
const accountNumber = text(L.bankAccountNumber, L.bankAccountNumber.min);

/** A pending payout that a batch can pay, with its payee's account (null when none on file). */
export const batchCandidate = z.object({
  payoutId: z.int(),
  payeeUserId: z.int().nullable(),
  payeeName: z.string(),
  sourceKind: z.string(),
  amount: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  account: bankAccountView.nullable(),
  /** Why it cannot be batched now ('' when it can): no account, a flagged one, a company payee. */
  blocked: z.string(),
});
export type BatchCandidate = z.infer<typeof batchCandidate>;

export const batchEntryView = z.object({
  payoutId: z.int(),
  payeeName: z.string(),
  /** PPD for a person, CCD for a company. */
  sec: z.enum(['PPD', 'CCD']),
  holderName: z.string(),
  routing: z.string(),
  accountMasked: z.string(),
  amount: z.string(),
  /** Set at release: the entry's trace number in the file. */
  traceNumber: z.string(),
  payoutStatus: z.enum(['pending', 'posted', 'voided', 'returned']),
  returnCode: z.string().nullable(),
  returnedAt: z.string().nullable(),
});

export const payoutBatchRow = z.object({
  id: z.int(),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  total: z.string(),
  entryCount: z.int(),
  createdBy: z.string().nullable(),
  createdById: z.int().nullable(),
  createdAt: z.string(),
  releasedBy: z.string().nullable(),
  releasedAt: z.string().nullable(),
  /** The banking day the entries settle (set at release). */
  effectiveDate: z.string().nullable(),
  /** The released file's SHA-256 (hex); null while open. */
  fileSha256: z.string().nullable(),
  entries: z.array(batchEntryView),
});
export type PayoutBatchRow = z.infer<typeof payoutBatchRow>;

const key = text(L.idempotencyKey, L.idempotencyKey.min);

export const bankAccount = {
  mine: defineCallOf(bankAccountMeta.mine, empty(), bankAccountView.nullable()),
  get: defineCallOf(bankAccountMeta.get, z.object({ userId: id() }), bankAccountView.nullable()),
  /**
   * Enters or corrects a person's bank account; logged in their history (masked). Payouts
   * batched after it use it; a batch already made keeps the account it was made with. Leaving
   * `accountNumber` out keeps the number on file (a correction of the name or type); saving
   * clears a return's flag.
   */
  save: defineCallOf(
    bankAccountMeta.save,
    z.object({
      userId: id(),
      holderName: line(L.bankHolderName, L.bankHolderName.min),
      holderKind: z.enum(BANK_HOLDER_KINDS),
      accountType: z.enum(BANK_ACCOUNT_TYPES),
      routing,
      accountNumber: accountNumber.optional(),
    }),
    bankAccountView,
  ),
};

export const payoutBatch = {
  candidates: defineCallOf(
    payoutBatchMeta.candidates,
    empty(),
    z.object({ list: z.array(batchCandidate) }),
  ),
  /** Batches, the newest first, each with its entries. */
  list: defineCallOf(
    payoutBatchMeta.list,
    listRequest(LISTS.payoutBatch.list, {}),
    paged(payoutBatchRow),
  ),
  /** Puts pending payouts with a usable bank account into a new open batch (nothing moves yet). */
  create: defineCallOf(
    payoutBatchMeta.create,
    z.object({ idempotencyKey: key, payoutIds: idList() }),
    payoutBatchRow,
  ),
  /**
   * Someone other than who made the batch releases it: its payouts are posted in one transaction
   * and the NACHA file is written once, stored with its SHA-256, never changed again.
   */
  release: defineCallOf(
    payoutBatchMeta.release,
    z.object({ idempotencyKey: key, id: id() }),
    payoutBatchRow,
  ),
  /** The released file, as stored. */
  file: defineCallOf(
    payoutBatchMeta.file,
    z.object({ id: id() }),
    base64File.extend({ sha256: z.string() }),
  ),
  /**
   * The bank sent one entry back: its payout is returned (the money back on the payee's
   * account) and, for a code about the account itself, the account is flagged.
   */
  return: defineCallOf(
    payoutBatchMeta.return,
    z.object({
      idempotencyKey: key,
      payoutId: id(),
      code: z.enum(ACH_RETURN_CODE_LIST),
      note: plain(L.returnNote).optional(),
    }),
    payoutBatchRow,
  ),
};
