import { compareMoney, parseMoney, safeParseMoney } from '@bq/validators';

/**
 * Finance's decisions as pure mappings: a form's values to the call's request, or why
 * it cannot be sent yet, by field. Money stays the decimal string typed; it is only checked.
 */
export type Checked<R, F extends string> = { request: R } | { errors: Partial<Record<F, string>> };

export interface AcceptValues {
  reference: string;
  received: string;
}

/** A receipt: the transfer's or cheque's reference and the amount received (more than zero). */
export function acceptRequestOf(
  id: number,
  values: AcceptValues,
): Checked<{ id: number; reference: string; received: string }, keyof AcceptValues> {
  const errors: Partial<Record<keyof AcceptValues, string>> = {};
  const reference = values.reference.trim();
  if (!reference) errors.reference = 'Enter the reference of the transfer, cheque or card slip';
  const received = safeParseMoney(values.received.trim());
  if (!received.ok || received.money.minor <= 0n)
    errors.received = 'Enter the amount received, more than $0.00';
  if (Object.keys(errors).length > 0) return { errors };
  return { request: { id, reference, received: values.received.trim() } };
}

export interface NoteValues {
  note: string;
}

/** A rejection, a refusal (a reason is required) or an approval (a note may be left out). */
export function noteRequestOf(
  id: number,
  values: NoteValues,
  required: boolean,
): Checked<{ id: number; note: string }, keyof NoteValues> {
  const note = values.note.trim();
  if (required && !note) return { errors: { note: 'Say why' } };
  return { request: { id, note } };
}

export interface ApproveRefundValues {
  note: string;
  amount: string;
  reason: string;
}

/**
 * Approving a refund: the amount finance refunds (at most what the lines return, `asked`); less
 * keeps the rest (a restocking fee) and needs its reason. The asked amount itself is sent as no
 * amount, so a retry of the dialog is the same request.
 */
export function approveRefundRequestOf(
  id: number,
  values: ApproveRefundValues,
  asked: string,
): Checked<
  { id: number; note: string; amount?: string; reason: string },
  keyof ApproveRefundValues
> {
  const note = values.note.trim();
  const reason = values.reason.trim();
  const typed = values.amount.trim();
  // The reason is sent only with a smaller amount: an empty one is no reason at all.
  if (!typed) return { request: { id, note, reason: '' } };
  const amount = safeParseMoney(typed);
  if (!amount.ok || amount.money.minor < 0n)
    return { errors: { amount: 'Enter the amount refunded, $0.00 or more' } };
  const whole = compareMoney(amount.money, parseMoney(asked));
  if (whole > 0) return { errors: { amount: `At most ${asked} can be refunded` } };
  if (whole === 0) return { request: { id, note, reason: '' } };
  if (!reason) return { errors: { reason: 'Say why less is refunded (a restocking fee, …)' } };
  return { request: { id, note, amount: typed, reason } };
}
