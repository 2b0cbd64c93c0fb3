// Kept apart from the date formats so a page that shows money alone loads no date library.
import {
  formatMoney as formatAmount,
  MONEY_UNITS,
  type Money,
  safeParseMoney,
} from '@bq/validators';

/**
 * A server's decimal string (`'-125.00'`) as Money, read by the money module: exact to the cent,
 * never through a float. Null for a missing or unreadable amount.
 */
export function readMoney(amount: string | null | undefined): Money | null {
  if (amount == null) return null;
  const read = safeParseMoney(amount.trim());
  return read.ok ? read.money : null;
}

/**
 * Money as text to the cent, '$1,250,000.50' (never rounded to whole dollars), for
 * where a string is needed (a chart's summary, an aria label); a table or a card shows
 * `<AmountText>` instead. '' for a missing or unreadable amount.
 */
export function formatMoney(amount: string | null | undefined): string {
  const money = readMoney(amount);
  return money ? formatAmount(money) : '';
}

/**
 * The one float an amount becomes in the portal: a chart's point, which a canvas needs as a
 * number. Whole minor units are exact in a double up to 2^53; the division only places the point.
 */
export function chartValue(amount: string | null | undefined): number {
  const money = readMoney(amount);
  return money ? Number(money.minor) / 10 ** MONEY_UNITS[money.unit].places : 0;
}
