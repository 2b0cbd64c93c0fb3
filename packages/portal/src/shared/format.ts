import { DATE_FORMAT } from '@bq/validators';
import dayjs from 'dayjs';

/** Server timestamps shown to staff: the spec's date format plus the time, in local time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = dayjs(iso);
  return value.isValid() ? value.format(`${DATE_FORMAT} HH:mm`) : '';
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Money to the cent, '$1,250,000.50' (issue 14: never rounded to whole dollars). A decimal string
 * from the server is formatted as written, not through a float, so large amounts keep their cents;
 * '' for a missing or unreadable amount.
 */
export function formatMoney(amount: string | number | null | undefined): string {
  if (amount == null) return '';
  if (typeof amount === 'number') return Number.isFinite(amount) ? usd.format(amount) : '';
  const text = amount.trim();
  // Intl formats a decimal string exactly (ECMA-402 NumberFormat v3).
  return DECIMAL.test(text) ? usd.format(text as `${number}`) : '';
}
