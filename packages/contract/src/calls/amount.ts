import {
  compareDecimal,
  formatMoney,
  MONEY_UNITS,
  type MoneyUnit,
  parseMoney,
  readDecimal,
} from '@bq/validators';
import { z } from 'zod';
import { fieldMessages as msg } from '../meta/field-messages.js';
import type { DecimalLimit } from '../meta/limits.js';
import { typeError } from './fields.js';

/**
 * Decimal columns (money, percents, hours) travel as decimal strings (`"1250000.00"`) in answers
 * so no float ever rounds a price; requests may send numbers or strings.
 */

const plain = (n: number) =>
  /e/i.test(String(n)) ? n.toFixed(20).replace(/\.?0+$/, '') : String(n);

function decimalField(limit: DecimalLimit, signed: boolean, unit?: MoneyUnit) {
  const largest = limit.max === undefined ? undefined : String(limit.max);
  // An amount's ceiling is said as money ($100,000.00), a plain number's as a number.
  const atMost =
    largest === undefined
      ? ''
      : unit
        ? msg.atMostAmount(formatMoney(parseMoney(largest, unit)))
        : msg.atMost(limit.max ?? 0);
  return z
    .union([z.number(), z.string()], { error: typeError(msg.number()) })
    .transform((v, ctx) => {
      if (typeof v === 'number' && Math.abs(v) >= 1e15) {
        ctx.addIssue({ code: 'custom', message: msg.tooLarge() });
        return z.NEVER;
      }
      // 1e-7 is written out so it is judged by its places, like the string a form would send.
      const s = typeof v === 'number' ? plain(v) : v.trim();
      const d = readDecimal(s);
      const [whole = '', places = ''] = s.replace('-', '').split('.');
      const size = s.replace('-', '');
      const problem = !d
        ? msg.number()
        : s.startsWith('-') && !signed
          ? msg.notNegative()
          : whole.replace(/^0+(?=\d)/, '').length > limit.intDigits
            ? msg.tooLarge()
            : places.length > limit.places
              ? msg.decimals(limit.places)
              : largest !== undefined && compareDecimal(size, largest) > 0
                ? atMost
                : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return s;
    });
}

/**
 * A decimal column that is not money (percent, hours): refuses a value of the wrong type ("must be
 * a number"), a negative one, more whole digits than the column stores ("too large", not a rounding
 * rule), more places than it keeps, and anything over `max`. Answers the value as the string the
 * person typed, trimmed.
 */
export function decimal(limit: DecimalLimit) {
  return decimalField(limit, false);
}

export interface AmountOptions {
  /** The column: whole digits, places (the unit's) and, if it has one, the largest value. */
  max: DecimalLimit;
  /** A refund or a correction may be negative; a price may not. */
  signed?: boolean;
  unit?: MoneyUnit;
}

/**
 * An amount of money, checked like `decimal` (the same words, the same accepted forms) and, when
 * `signed`, with a leading minus allowed; `max` then bounds its size either way. The answer is
 * the trimmed string as typed, which `parseMoney` of @bq/validators reads exactly.
 */
export function amount({ max, signed = false, unit = 'USD' }: AmountOptions) {
  if (max.places !== MONEY_UNITS[unit].places) {
    // A column with other places than its unit would store amounts the money type cannot read.
    throw new RangeError(
      `${unit} amounts have ${MONEY_UNITS[unit].places} places, not ${max.places}`,
    );
  }
  return decimalField(max, signed, unit);
}
