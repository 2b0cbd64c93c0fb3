/**
 * A US bank account as a NACHA entry needs it: the ABA routing number (nine digits whose weighted
 * sum 3-7-1 is a multiple of ten, so a mistyped digit is caught before the bank rejects the file)
 * and the account number (up to 17 digits, the entry's field). Pure rules: the portal checks as
 * the office types, the server checks again.
 */
export type RoutingResult =
  | { readonly ok: true; readonly digits: string }
  | { readonly ok: false; readonly reason: string };

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** Whether nine digits pass the ABA check digit. */
export function abaCheckDigitOk(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += (digits.charCodeAt(i) - 48) * (WEIGHTS[i] ?? 0);
  return sum % 10 === 0;
}

export function readRoutingNumber(raw: string | null | undefined): RoutingResult {
  const text = (raw ?? '').trim();
  if (!/^\d{9}$/.test(text)) return { ok: false, reason: 'must be 9 digits' };
  // A routing number of all zeros passes the sum but names no bank: a placeholder was typed.
  if (/^0+$/.test(text)) return { ok: false, reason: 'is not a real routing number (all zeros)' };
  if (!abaCheckDigitOk(text))
    return { ok: false, reason: 'is not a valid routing number (its check digit does not match)' };
  return { ok: true, digits: text };
}

export type AccountNumberResult =
  | { readonly ok: true; readonly digits: string; readonly last4: string }
  | { readonly ok: false; readonly reason: string };

/** A deposit account number: 4 to 17 digits (spaces and dashes as typed are dropped). */
export function readAccountNumber(raw: string | null | undefined): AccountNumberResult {
  const digits = (raw ?? '').trim().replace(/[\s-]/g, '');
  if (!/^\d{4,17}$/.test(digits)) return { ok: false, reason: 'must be 4 to 17 digits' };
  if (/^0+$/.test(digits)) return { ok: false, reason: 'is not a real account number (all zeros)' };
  return { ok: true, digits, last4: digits.slice(-4) };
}

/** What every answer shows of an account number: its last four behind a mask ('' when none). */
export function maskAccount(last4: string): string {
  return last4 === '' ? '' : `****${last4}`;
}

/**
 * ACH return reason codes finance enters when the bank sends an entry back (NACHA Operating
 * Rules, appendix four). `flagsAccount`: the account itself is wrong (closed, not found, not a
 * valid number, frozen, not a deposit account), so it is not used again until the office corrects
 * it; a return for money or authorization reasons leaves the account usable.
 */
export const ACH_RETURN_CODES = {
  R01: { label: 'Insufficient funds', flagsAccount: false },
  R02: { label: 'Account closed', flagsAccount: true },
  R03: { label: 'No account / unable to locate account', flagsAccount: true },
  R04: { label: 'Invalid account number', flagsAccount: true },
  R06: { label: 'Returned per ODFI request', flagsAccount: false },
  R07: { label: 'Authorization revoked by customer', flagsAccount: false },
  R08: { label: 'Payment stopped', flagsAccount: false },
  R09: { label: 'Uncollected funds', flagsAccount: false },
  R10: { label: 'Customer advises not authorized', flagsAccount: false },
  R12: { label: 'Account sold to another DFI', flagsAccount: true },
  R14: { label: 'Representative payee deceased', flagsAccount: true },
  R15: { label: 'Beneficiary or account holder deceased', flagsAccount: true },
  R16: { label: 'Account frozen', flagsAccount: true },
  R17: { label: 'File record edit criteria', flagsAccount: false },
  R20: { label: 'Non-transaction account', flagsAccount: true },
  R23: { label: 'Credit entry refused by receiver', flagsAccount: false },
  R24: { label: 'Duplicate entry', flagsAccount: false },
  R29: { label: 'Corporate customer advises not authorized', flagsAccount: false },
} as const satisfies Record<string, { label: string; flagsAccount: boolean }>;

export type AchReturnCode = keyof typeof ACH_RETURN_CODES;
export const ACH_RETURN_CODE_LIST = Object.keys(ACH_RETURN_CODES) as [
  AchReturnCode,
  ...AchReturnCode[],
];

/**
 * The Federal Reserve's banking days: ACH settles on weekdays that are not a Federal Reserve
 * holiday. `day` is a business date (`YYYY-MM-DD`); the answer is the first banking day strictly
 * after it, so a file made on any day is effective on the next one the banks are open.
 */
export function nextBankingDay(day: string): string {
  let next = shiftDay(day, 1);
  while (!isBankingDay(next)) next = shiftDay(next, 1);
  return next;
}

export function isBankingDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !fedHolidays(y).has(day);
}

function shiftDay(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The nth (1-based; -1 the last) given weekday (0 Sunday) of a month. */
function nthWeekday(y: number, m: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
    return iso(y, m, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = new Date(Date.UTC(y, m - 1, lastDate)).getUTCDay();
  return iso(y, m, lastDate - ((last - weekday + 7) % 7));
}

/**
 * Federal Reserve holidays of a year. A fixed-date holiday on a Sunday is observed on Monday; one
 * on a Saturday is not moved (the Federal Reserve stays open the Friday before).
 */
function fedHolidays(y: number): Set<string> {
  const fixed = [
    [1, 1],
    [6, 19],
    [7, 4],
    [11, 11],
    [12, 25],
  ].map(([m, d]) => {
    const sunday = new Date(Date.UTC(y, (m ?? 1) - 1, d)).getUTCDay() === 0;
    return iso(y, m ?? 1, (d ?? 1) + (sunday ? 1 : 0));
  });
  return new Set([
    ...fixed,
    nthWeekday(y, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(y, 2, 1, 3), // Washington's Birthday
    nthWeekday(y, 5, 1, -1), // Memorial Day
    nthWeekday(y, 9, 1, 1), // Labor Day
    nthWeekday(y, 10, 1, 2), // Columbus Day
    nthWeekday(y, 11, 4, 4), // Thanksgiving
  ]);
}
