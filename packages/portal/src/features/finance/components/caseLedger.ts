import type { CaseLedger, CaseLedgerTransfer } from '@bq/contract';
import type { ReceivableStatus } from '@bq/contract/meta';
import { compareMoney, formatMoney, safeParseMoney } from '@bq/validators';
import { typedDay } from '../../../shared/forms/typedDay';
import type { Checked } from './decisions';

/**
 * The case ledger page's pure pieces: each line of a case's transfers named as the step of the
 * waterfall it is, the receivable's state in words, and the receipt form's request. Amounts stay
 * the decimal strings the server sent; they are only read as money to compare.
 */

/** One line of the page's table: a transfer's line with the step it is. */
export interface WaterfallRow {
  key: string;
  transferId: number;
  day: string;
  what: string;
  step: string;
  account: string;
  amount: string;
}

const TRANSFER_KINDS: Readonly<Record<CaseLedgerTransfer['kind'], string>> = {
  commission: 'Closing',
  receipt: 'Receipt',
  other: 'Correction',
};

/** The step of the waterfall a line is, from its account (income by its name). */
export function stepOf(transfer: CaseLedgerTransfer, line: CaseLedgerTransfer['lines'][number]) {
  switch (line.kind) {
    case 'receivable':
      return transfer.kind === 'receipt' ? 'Received from title/escrow' : 'Gross from title/escrow';
    case 'cash':
      return 'Cash received';
    case 'referral':
      return 'Referral fee';
    case 'agent':
      return 'Agent split';
    case 'coach':
      return 'Coach share';
    case 'income':
      return /company dollar/i.test(line.label) ? 'Company dollar' : 'Fees';
    default:
      return line.label;
  }
}

/** Every line of the case's transfers, in posting order, as the table shows them. */
export function waterfallRows(ledger: CaseLedger): WaterfallRow[] {
  return ledger.transfers.flatMap((t) =>
    t.lines.map((line) => ({
      key: `${t.id}:${line.account}`,
      transferId: t.id,
      day: t.day,
      what:
        t.reverses !== null
          ? `Reverses transfer ${t.reverses}`
          : (TRANSFER_KINDS[t.kind] ?? t.kind),
      step: stepOf(t, line),
      account: line.label,
      amount: line.amount,
    })),
  );
}

export const RECEIVABLE_STATUS: Readonly<
  Record<
    ReceivableStatus,
    { label: string; tone: 'neutral' | 'warning' | 'info' | 'success' | 'danger' }
  >
> = {
  nothing_due: { label: 'Nothing due', tone: 'neutral' },
  unmatched: { label: 'Not received', tone: 'warning' },
  partial: { label: 'Partly received', tone: 'info' },
  matched: { label: 'Matched', tone: 'success' },
  overpaid: { label: 'Received more than due', tone: 'danger' },
};

export interface ReceiptValues {
  amount: string;
  reference: string;
  /** The day the bank received it, as typed (MM/DD/YYYY); today when the dialog opens. */
  receivedOn: string;
}

export interface ReceiptRequest {
  caseId: number;
  amount: string;
  reference: string;
  receivedOn: string;
}

/**
 * A receipt: the wire's or check's reference and its amount, more than $0.00 and at most what is
 * still owed (the server checks both again; its refusal lands under the same field).
 */
export function receiptRequestOf(
  caseId: number,
  owed: string,
  values: ReceiptValues,
): Checked<ReceiptRequest, keyof ReceiptValues> {
  const errors: Partial<Record<keyof ReceiptValues, string>> = {};
  const reference = values.reference.trim();
  if (!reference) errors.reference = 'Enter the reference of the wire or check';
  const typed = values.amount.trim();
  const amount = safeParseMoney(typed);
  const limit = safeParseMoney(owed);
  if (!amount.ok || amount.money.minor <= 0n)
    errors.amount = 'Enter the amount received, more than $0.00';
  else if (limit.ok && compareMoney(amount.money, limit.money) > 0)
    errors.amount = `At most ${formatMoney(limit.money)}, what title/escrow still owes`;
  // A day to come or one of a closed month is the server's to refuse, under this field.
  const day = typedDay(values.receivedOn, 'Enter the day the bank received it');
  if ('error' in day) errors.receivedOn = day.error;
  if (Object.keys(errors).length > 0 || 'error' in day) return { errors };
  return { request: { caseId, amount: typed, reference, receivedOn: day.iso } };
}
