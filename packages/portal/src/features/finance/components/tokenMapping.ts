import { readDateText } from '@bq/validators';
import type { Checked } from './decisions';

/**
 * The grant dialog's values to `token.grant`'s request, or why it cannot be sent yet.
 * Tokens are whole; the last day is a date the person typed or chose.
 */
export interface GrantValues {
  userId: string;
  amount: string;
  reason: string;
  expiresOn: string;
}

export interface GrantRequest {
  requestKey: string;
  userId: number;
  amount: string;
  reason: string;
  expiresOn: string;
}

export function grantRequestOf(
  values: GrantValues,
  requestKey: string,
): Checked<GrantRequest, keyof GrantValues> {
  const errors: Partial<Record<keyof GrantValues, string>> = {};
  const userId = /^[1-9]\d*$/.test(values.userId) ? Number(values.userId) : null;
  if (userId === null) errors.userId = 'Choose whom the tokens are for';
  const amount = values.amount.trim();
  if (!/^[1-9]\d{0,6}$/.test(amount)) errors.amount = 'Enter a whole number of tokens, at least 1';
  const reason = values.reason.trim();
  if (!reason) errors.reason = 'Say why the tokens are granted';
  const day = readDateText(values.expiresOn.trim());
  if (!day.ok) errors.expiresOn = values.expiresOn.trim() ? day.reason : 'Enter the last day';
  if (Object.keys(errors).length > 0 || userId === null || !day.ok) return { errors };
  return { request: { requestKey, userId, amount, reason, expiresOn: day.iso } };
}

/** A signed ledger amount as the table shows it: `+20`, `-6`, `0`. */
export function signed(amount: string): string {
  return amount.startsWith('-') || amount === '0' || /^0(\.0+)?$/.test(amount)
    ? amount
    : `+${amount}`;
}

/** A business day from the server (`2026-06-30`) as the portal writes dates: `06/30/2026`. */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${m}/${d}/${y}` : day;
}
