/**
 * A US taxpayer identification number as a W-9 gives it: an SSN (123-45-6789), an EIN
 * (12-3456789) or nine plain digits. Only the digits are kept, so the office stores and files one
 * form whichever way it was typed.
 */
export type TinResult =
  | { readonly ok: true; readonly digits: string; readonly last4: string }
  | { readonly ok: false; readonly reason: string };

const SHAPES = [/^\d{3}-\d{2}-\d{4}$/, /^\d{2}-\d{7}$/, /^\d{9}$/];

export function readTin(raw: string | null | undefined): TinResult {
  const text = (raw ?? '').trim().replace(/\s+/g, '');
  if (!SHAPES.some((s) => s.test(text))) {
    return { ok: false, reason: 'must be 9 digits (SSN 123-45-6789 or EIN 12-3456789)' };
  }
  const digits = text.replace(/-/g, '');
  // The IRS never issues an SSN or EIN of all zeros; one means a placeholder was typed.
  if (/^0+$/.test(digits)) return { ok: false, reason: 'is not a real TIN (all zeros)' };
  return { ok: true, digits, last4: digits.slice(5) };
}

/** What every answer shows of a TIN: its last four digits behind a mask ('' when none). */
export function maskTin(last4: string): string {
  return last4 === '' ? '' : `***-**-${last4}`;
}
