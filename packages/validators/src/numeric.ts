/** Numeric input types of spec §5; `'default'` means digits only. */
export const NUMERIC_TYPES = [1, 2, 3, 4, 6, 'default'] as const;
export type NumericType = (typeof NUMERIC_TYPES)[number];

/** Spec §9: input decimal precision is 1 to 4 places. */
export const DECIMAL_PLACES_MIN = 1;
export const DECIMAL_PLACES_MAX = 4;
/** Spec §9: percentage maximum. */
export const PERCENT_MAX = 100;

export interface NumericOptions {
  /**
   * Maximum number of decimal places. Only types 2 (2, 3 or 4; default 2) and 6 (1 to 4;
   * default 4) are configurable; the other types have fixed precision and ignore it.
   */
  places?: number;
  /**
   * Digits allowed before the decimal point, from the column the value is stored in (numeric(14,2)
   * has 12). Unset means no limit beyond the type's own (at most 100 for the percent types).
   */
  maxIntegerDigits?: number;
}

interface Rule {
  maxIntegerDigits?: number;
  places: number;
  allowMinus: boolean;
  max100: boolean;
  /** Only the digits-only type keeps leading zeros (codes and account numbers, not amounts). */
  keepLeadingZeros: boolean;
}

function checkPlaces(type: NumericType, places: number, allowed: readonly number[]): number {
  if (!allowed.includes(places)) {
    throw new RangeError(
      `Numeric type ${type} supports ${allowed.join(', ')} decimal places, not ${places}`,
    );
  }
  return places;
}

function ruleFor(type: NumericType, options: NumericOptions = {}): Rule {
  const base = typeRule(type, options);
  return options.maxIntegerDigits == null
    ? base
    : { ...base, maxIntegerDigits: options.maxIntegerDigits };
}

function typeRule(type: NumericType, options: NumericOptions): Rule {
  switch (type) {
    case 1:
      return { places: 2, allowMinus: true, max100: false, keepLeadingZeros: false };
    case 2:
      return {
        places: checkPlaces(type, options.places ?? 2, [2, 3, 4]),
        allowMinus: false,
        max100: false,
        keepLeadingZeros: false,
      };
    case 3:
      return { places: 0, allowMinus: false, max100: true, keepLeadingZeros: false };
    case 4:
      return { places: 3, allowMinus: false, max100: true, keepLeadingZeros: false };
    case 6:
      return {
        places: checkPlaces(type, options.places ?? 4, [1, 2, 3, 4]),
        allowMinus: false,
        max100: true,
        keepLeadingZeros: false,
      };
    case 'default':
      return { places: 0, allowMinus: false, max100: false, keepLeadingZeros: true };
    default:
      throw new RangeError(`Unknown numeric type: ${String(type)}`);
  }
}

const SHAPE = /^(-?)(\d*)(\.?)(\d*)$/;

/**
 * True when `s` can still be completed into a value the rule accepts. The set is closed under
 * taking prefixes, which is what makes the greedy filter idempotent.
 */
function isPartial(s: string, rule: Rule): boolean {
  const m = SHAPE.exec(s);
  if (!m) return false;
  const [, sign = '', int = '', dot = '', frac = ''] = m;
  if (sign && !rule.allowMinus) return false;
  if (dot && rule.places === 0) return false;
  // A fraction needs an integer part: the filter writes '.5' as '0.5'.
  if (int === '' && (dot || frac)) return false;
  if (frac.length > rule.places) return false;
  if (rule.maxIntegerDigits != null && int.length > rule.maxIntegerDigits) return false;
  if (!rule.keepLeadingZeros && int.length > 1 && int.startsWith('0')) return false;
  if (rule.max100 && int !== '') {
    if (int.length > 3 || Number(int) > PERCENT_MAX) return false;
    if (Number(int) === PERCENT_MAX && /[1-9]/.test(frac)) return false;
  }
  // '-0.00' (all places used, still zero) can no longer become a non-zero negative number.
  if (sign && /^0*$/.test(int) && frac.length === rule.places && /^0*$/.test(frac)) return false;
  return true;
}

function isComplete(s: string, rule: Rule): boolean {
  if (!isPartial(s, rule)) return false;
  const m = SHAPE.exec(s);
  const [, sign = '', int = '', dot = '', frac = ''] = m ?? [];
  if (int === '') return false;
  if (dot && frac === '') return false;
  if (sign && /^0*$/.test(int + frac)) return false;
  return true;
}

/**
 * What a numeric field keeps while the user types: each character is kept only if the result can
 * still become valid. Two rewrites keep typing natural: a dot typed first becomes '0.', and a
 * digit typed after a lone leading zero replaces it ('05' → '5').
 */
export function filterNumericInput(
  raw: string | number | null | undefined,
  type: NumericType,
  options?: NumericOptions,
): string {
  const rule = ruleFor(type, options);
  let out = '';
  for (const ch of raw == null ? '' : String(raw)) {
    let candidate = out + ch;
    if (ch === '.' && (out === '' || out === '-')) {
      candidate = `${out}0.`;
    } else if (!rule.keepLeadingZeros && /^-?0$/.test(out) && /^\d$/.test(ch)) {
      candidate = out.slice(0, -1) + ch;
    }
    if (isPartial(candidate, rule)) out = candidate;
  }
  return out;
}

/**
 * Final check of a complete value. Integers are accepted by every type; leading zeros, '.5',
 * '12.', '-0' and an empty value are rejected (except leading zeros for `'default'`).
 */
export function isValidNumeric(
  value: string | number | null | undefined,
  type: NumericType,
  options?: NumericOptions,
): boolean {
  if (value == null) return false;
  return isComplete(String(value), ruleFor(type, options));
}

/**
 * Why a typed number is refused, in plain words, or null when the rule accepts it or it is only
 * unfinished. A value too large for its type or column says "Too large", never a message about
 * decimals. Characters the type does not allow are the filter's business, not this.
 */
export function numericProblem(
  raw: string | number | null | undefined,
  type: NumericType,
  options?: NumericOptions,
): string | null {
  const rule = ruleFor(type, options);
  const m = SHAPE.exec(raw == null ? '' : String(raw).trim());
  if (!m) return null;
  const [, , int = '', , frac = ''] = m;
  const digits = rule.keepLeadingZeros ? int : int.replace(/^0+(?=\d)/, '');
  if (rule.maxIntegerDigits != null && digits.length > rule.maxIntegerDigits) {
    return `Too large: at most ${rule.maxIntegerDigits} digits before the decimal point.`;
  }
  if (rule.max100 && Number(`${digits || '0'}.${frac || '0'}`) > PERCENT_MAX) {
    return `Too large: at most ${PERCENT_MAX}.`;
  }
  if (frac.length > rule.places) {
    return rule.places === 0
      ? 'Whole numbers only.'
      : `At most ${rule.places} ${rule.places === 1 ? 'digit' : 'digits'} after the decimal point.`;
  }
  return null;
}

/** What a number field holds after a keystroke or a paste, and why it is refused if it is. */
export interface TypedNumber {
  value: string;
  problem: string | null;
}

/**
 * What a number field keeps of what was typed or pasted (never a changed value without
 * a word). Characters that are not part of a number ('$', ',', spaces, letters) are formatting
 * and go, as the type filter drops them. A number the type cannot hold ('-5' where no minus is
 * allowed, '1234.567' with two places, '150' for a percent, a 13th whole digit) is kept exactly
 * as typed, with the reason: dropping its minus or its last digit would silently turn it into
 * another number, a correction into a claim.
 */
export function readTypedNumber(
  raw: string | number | null | undefined,
  type: NumericType,
  options?: NumericOptions,
): TypedNumber {
  const rule = ruleFor(type, options);
  const number = (raw == null ? '' : String(raw)).replace(/[^\d.-]/g, '');
  const m = SHAPE.exec(number);
  // A lone '-' counts: typing '-5' key by key must not lose the minus before the 5 arrives.
  if (m && (m[1] || m[2] || m[4])) {
    if (m[1] && !rule.allowMinus) return { value: number, problem: 'Must not be negative.' };
    const problem = numericProblem(number, type, options);
    if (problem) return { value: number, problem };
  }
  return { value: filterNumericInput(raw, type, options), problem: null };
}

/** Digits, with or without commas grouping them by thousands (`1,850`, `12,000,000`). */
const WHOLE = /^(\d{1,3}(,\d{3})+|\d+)$/;

/**
 * A whole number as people type one (a count of rooms, square feet): digits, with or without
 * grouping commas as a price takes them (`1,850`), and why it is refused otherwise, in the words
 * of the bound it breaks: `-2` bedrooms "must be 0 or more", not "must be a whole number".
 * Empty text is null: whether the field is required is the caller's rule.
 */
export function readWholeNumber(
  raw: string,
  { min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {},
): { value: number | null; problem: string | null } {
  const text = raw.trim();
  if (text === '') return { value: null, problem: null };
  const tooSmall = min === 0 ? 'must be 0 or more' : `must be at least ${min}`;
  if (/^-\s*[\d,]+(\.\d*)?$/.test(text)) return { value: null, problem: tooSmall };
  if (!WHOLE.test(text)) return { value: null, problem: 'must be a whole number' };
  const digits = text.replaceAll(',', '');
  const value = digits.length > 15 ? Number.POSITIVE_INFINITY : Number(digits);
  if (value > max) return { value: null, problem: `must be at most ${max}` };
  if (value < min) return { value: null, problem: tooSmall };
  return { value, problem: null };
}
