/**
 * Exact decimal strings as scaled integers: `'-12.50'` is `{ units: -1250n, scale: 2 }`. The money
 * module and the server's comparisons of stored numerics (`'500000'` is `'500000.00'`) read
 * decimals here, so no amount or percent ever passes through a float.
 */
export interface ScaledDecimal {
  readonly units: bigint;
  readonly scale: number;
}

// A digit on at least one side of the point: '5', '5.', '.5', '-0.25'. No exponent, no '+', no
// spaces or grouping: what a numeric column prints and what a form field sends.
const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/** Reads a plain decimal string, or null when it is not one (`'1e5'`, `' 1'`, `'1,000'`, `'-'`). */
export function readDecimal(text: string): ScaledDecimal | null {
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const [, sign = '', int = '', frac = ''] = m;
  if (int === '' && frac === '') return null;
  const units = BigInt(`${int}${frac}` || '0');
  return { units: sign === '-' ? -units : units, scale: frac.length };
}

function rescale(d: ScaledDecimal, scale: number): bigint {
  return d.units * 10n ** BigInt(scale - d.scale);
}

function mustRead(text: string): ScaledDecimal {
  const d = readDecimal(text);
  if (!d) throw new TypeError(`Not a decimal number: ${JSON.stringify(text)}`);
  return d;
}

/** -1, 0 or 1 by value: `compareDecimal('500000', '500000.00')` is 0. Throws on a non-decimal. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = mustRead(a);
  const y = mustRead(b);
  const scale = Math.max(x.scale, y.scale);
  const d = rescale(x, scale) - rescale(y, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/**
 * The shortest string of the same value: `'33.30'` → `'33.3'`, `'007'` → `'7'`, `'-0.0'` → `'0'`.
 * Two decimals are equal exactly when their canonical forms are.
 */
export function canonicalDecimal(text: string): string {
  let { units, scale } = mustRead(text);
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return scaledToString(units, scale);
}

/** `(-125n, 2)` → `'-1.25'`: every place written, a zero before the point. */
export function scaledToString(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const cut = digits.length - scale;
  const text = scale === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${text}` : text;
}
