import { teamSplitMessage } from './messages.js';
import { PERCENT_MAX } from './numeric.js';

export type SplitValue = number | string | null | undefined;

export interface TeamSplitResult {
  ok: boolean;
  /** Exact sum of the rows, as the nearest number (e.g. 100, 100.01). */
  total: number;
  message?: string;
}

interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a number or decimal string as an exact scaled integer. Numbers go through String(),
 * whose shortest round-trip form ('0.1', not 0.1000000000000000055…) is the value the user typed.
 */
function toDecimal(value: SplitValue): Decimal {
  const text = value == null ? '' : String(value).trim();
  // Blank rows and the typing states '-', '.' and '-.' are rows not filled in yet.
  if (/^[+-]?\.?$/.test(text)) return { units: 0n, scale: 0 };
  const m = DECIMAL.exec(text);
  const [, sign = '', int = '', frac = '', exp = '0'] = m ?? [];
  if (!m || (int === '' && frac === '')) {
    throw new TypeError(`Team split value is not a number: ${JSON.stringify(value)}`);
  }
  const shift = Number(exp);
  // Bounds the power of ten; every finite double's String() form stays far inside it.
  if (Math.abs(shift) > 400) throw new RangeError(`Team split value out of range: ${text}`);
  let units = BigInt(int + frac || '0');
  let scale = frac.length - shift;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

function rescale(d: Decimal, scale: number): bigint {
  return d.units * 10n ** BigInt(scale - d.scale);
}

function toNumber(units: bigint, scale: number): number {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const cut = digits.length - scale;
  const text = scale === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return Number((negative ? '-' : '') + text);
}

/**
 * Team split rule of spec §5: the rows may add up to at most `limit` (100%). The sum is exact
 * decimal arithmetic, so 33.33 + 33.33 + 33.34 is 100 and passes while 50 + 50.01 fails.
 * Clearing the offending row is the caller's job.
 */
export function checkTeamSplit(
  percents: readonly SplitValue[],
  limit: number | string = PERCENT_MAX,
): TeamSplitResult {
  const rows = percents.map(toDecimal);
  const max = toDecimal(limit);
  const scale = Math.max(max.scale, ...rows.map((row) => row.scale));
  const sum = rows.reduce((acc, row) => acc + rescale(row, scale), 0n);
  const total = toNumber(sum, scale);
  if (sum <= rescale(max, scale)) return { ok: true, total };
  return { ok: false, total, message: teamSplitMessage(Number(limit)) };
}
