import { readDecimal, scaledToString } from './decimal.js';

/**
 * Money as whole minor units (cents, tokens) in a bigint, always with its unit. Amounts arrive
 * and leave as decimal strings (`'-125.00'`, the form numeric columns print); nothing in between
 * is a float, so sums, splits and refunds are exact to the last unit (docs/decisions/platform.md,
 * "Foundation").
 */
export const MONEY_UNITS = {
  USD: { places: 2 },
  /** The office's internal credits: counted whole, never in fractions. */
  TOKEN: { places: 0 },
} as const satisfies Record<string, { places: number }>;

export type MoneyUnit = keyof typeof MONEY_UNITS;

export interface Money {
  readonly unit: MoneyUnit;
  /** Cents for USD, whole tokens for TOKEN. */
  readonly minor: bigint;
}

/** How a result between two minor units is settled; every caller names one. */
export type Rounding = 'half-even' | 'half-up' | 'down';

export type MoneyParseProblem = 'not-a-number' | 'too-many-places';

export class MoneyParseError extends Error {
  constructor(
    readonly problem: MoneyParseProblem,
    message: string,
  ) {
    super(message);
    this.name = 'MoneyParseError';
  }
}

export function moneyOf(minor: bigint, unit: MoneyUnit = 'USD'): Money {
  if (!Object.hasOwn(MONEY_UNITS, unit)) throw new TypeError(`Unknown money unit: ${unit}`);
  // -0 does not exist for bigint, so two equal amounts are always deep-equal.
  return Object.freeze({ unit, minor });
}

export const zeroMoney = (unit: MoneyUnit = 'USD'): Money => moneyOf(0n, unit);

export type MoneyParseResult =
  | { ok: true; money: Money }
  | { ok: false; problem: MoneyParseProblem; message: string };

/**
 * Reads a plain decimal string: an optional leading minus, digits, an optional point and at most
 * the unit's places (`'12'`, `'12.5'`, `'-125.00'`; `'.5'` and `'5.'` as a form may send them).
 * No trimming, no `$`, grouping, `+` or exponent: the caller decides what a person may type.
 */
export function safeParseMoney(text: string, unit: MoneyUnit = 'USD'): MoneyParseResult {
  const d = typeof text === 'string' ? readDecimal(text) : null;
  if (!d) {
    return {
      ok: false,
      problem: 'not-a-number',
      message: `Not an amount: ${JSON.stringify(text)} (write digits, e.g. -125.00).`,
    };
  }
  const { places } = MONEY_UNITS[unit];
  if (d.scale > places) {
    return {
      ok: false,
      problem: 'too-many-places',
      message:
        places === 0
          ? `${unit} amounts are whole numbers: ${JSON.stringify(text)}.`
          : `${unit} amounts have at most ${places} decimals: ${JSON.stringify(text)}.`,
    };
  }
  return { ok: true, money: moneyOf(d.units * 10n ** BigInt(places - d.scale), unit) };
}

/** `safeParseMoney`, throwing a `MoneyParseError` that says what is wrong. */
export function parseMoney(text: string, unit: MoneyUnit = 'USD'): Money {
  const r = safeParseMoney(text, unit);
  if (!r.ok) throw new MoneyParseError(r.problem, r.message);
  return r.money;
}

/** The column and contract form, every place written: `'-125.00'`, `'1234.50'`, `'7'` (tokens). */
export function moneyToDecimal(m: Money): string {
  return scaledToString(m.minor, MONEY_UNITS[m.unit].places);
}

/**
 * Whole cents as a JavaScript number, for a file format whose library counts in integer cents
 * (the NACHA file's entries): USD only, and refused past the range a number holds exactly, so
 * the one place an amount leaves bigint cannot round it.
 */
export function moneyToCents(m: Money): number {
  if (m.unit !== 'USD') throw new Error(`moneyToCents takes USD, not ${m.unit}`);
  if (m.minor > BigInt(Number.MAX_SAFE_INTEGER) || m.minor < BigInt(Number.MIN_SAFE_INTEGER))
    throw new RangeError('amount is beyond the cents a number holds exactly');
  return Number(m.minor);
}

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** en-US display: `$1,234.50`, `-$125.00`; tokens as `1,234 tokens`, `1 token`, `-5 tokens`. */
export function formatMoney(m: Money): string {
  const sign = m.minor < 0n ? '-' : '';
  const [int = '0', frac] = moneyToDecimal(m).replace('-', '').split('.');
  const figures = group(int) + (frac === undefined ? '' : `.${frac}`);
  if (m.unit === 'USD') return `${sign}$${figures}`;
  return `${sign}${figures} ${m.minor === 1n || m.minor === -1n ? 'token' : 'tokens'}`;
}

function sameUnit(a: Money, b: Money): MoneyUnit {
  if (a.unit !== b.unit) throw new TypeError(`Cannot mix ${a.unit} and ${b.unit} amounts`);
  return a.unit;
}

export const addMoney = (a: Money, b: Money): Money => moneyOf(a.minor + b.minor, sameUnit(a, b));
export const subtractMoney = (a: Money, b: Money): Money =>
  moneyOf(a.minor - b.minor, sameUnit(a, b));
export const negateMoney = (a: Money): Money => moneyOf(-a.minor, a.unit);
export const isZeroMoney = (a: Money): boolean => a.minor === 0n;
export const isNegativeMoney = (a: Money): boolean => a.minor < 0n;

export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  sameUnit(a, b);
  return a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0;
}

/** The total of a list, `zeroMoney(unit)` when it is empty; refuses a list of mixed units. */
export function sumMoney(list: readonly Money[], unit: MoneyUnit = 'USD'): Money {
  return list.reduce(addMoney, zeroMoney(unit));
}

/** n / d (d > 0) to an integer. 'half-up' takes halves away from zero, 'down' cuts toward zero,
 * so each is symmetric: the share of a refund is minus the share of the payment. */
function divide(n: bigint, d: bigint, rounding: Rounding): bigint {
  const q = n / d;
  const twice = 2n * (n % d < 0n ? -(n % d) : n % d);
  const away = n < 0n ? q - 1n : q + 1n;
  if (rounding === 'down' || twice < d) return q;
  if (twice > d || rounding === 'half-up') return away;
  return q % 2n === 0n ? q : away;
}

/**
 * `percent` percent of an amount in the amount's unit: `percentageOf(USD 10.05, '50', 'half-even')`
 * is $5.02. The percent is a decimal string of any precision (`'2.5'`, `'33.3333'`, `'-10'`).
 */
export function percentageOf(amount: Money, percent: string, rounding: Rounding): Money {
  const p = readDecimal(percent);
  if (!p) throw new TypeError(`Not a percent: ${JSON.stringify(percent)}`);
  return moneyOf(
    divide(amount.minor * p.units, 100n * 10n ** BigInt(p.scale), rounding),
    amount.unit,
  );
}

export type Ratio = string | bigint | number;

function ratioUnits(ratios: readonly Ratio[]): bigint[] {
  const read = ratios.map((r) => {
    if (typeof r === 'bigint') return { units: r, scale: 0 };
    if (typeof r === 'number' && !Number.isSafeInteger(r)) {
      throw new TypeError(`A ratio given as a number must be a whole number: ${r}`);
    }
    const d = readDecimal(String(r));
    if (!d) throw new TypeError(`Not a ratio: ${JSON.stringify(r)}`);
    return d;
  });
  const scale = Math.max(0, ...read.map((d) => d.scale));
  const units = read.map((d) => d.units * 10n ** BigInt(scale - d.scale));
  if (units.some((u) => u < 0n)) throw new RangeError('Ratios must not be negative');
  if (!units.some((u) => u > 0n)) throw new RangeError('At least one ratio must be above zero');
  return units;
}

/**
 * Splits an amount by ratios (team split percents `['33.33', '66.67']`, weights `[1, 1, 1]`) so
 * the shares add up to the amount exactly. Each share gets its whole minor units first; the units
 * left over go one each to the largest remainders, the earlier share first on a tie (largest
 * remainder method). A zero ratio gets nothing, and a negative amount (a refund) splits as minus
 * the split of the positive one.
 */
export function allocateMoney(amount: Money, ratios: readonly Ratio[]): Money[] {
  const weights = ratioUnits(ratios);
  const total = weights.reduce((a, b) => a + b, 0n);
  const size = amount.minor < 0n ? -amount.minor : amount.minor;
  const shares = weights.map((w) => (size * w) / total);
  let left = size - shares.reduce((a, b) => a + b, 0n);
  const byRemainder = weights
    .map((w, i) => ({ i, rest: (size * w) % total }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((s) => moneyOf(amount.minor < 0n ? -s : s, amount.unit));
}
