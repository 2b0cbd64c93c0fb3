// Kept apart from the date formats so a page that shows money alone loads no date library.

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
