import { type DecimalLimit, fieldMessages as msg, ZIP_PATTERN } from '@bq/contract/meta';
import {
  compareMoney,
  formatMoney,
  isNegativeMoney,
  isValidEmail,
  type MoneyUnit,
  negateMoney,
  normalizeEmail,
  parseMoney,
  safeParseMoney,
} from '@bq/validators';

/**
 * A rule a text field checks while the person types (on leaving the field, then on every change
 * while it is broken), with the words and the test the server uses on save. An empty value is the
 * required check's business, never the rule's.
 */
export interface TextRule {
  /** The problem with the value, as a phrase that follows the label; null when it is fine. */
  check(value: string): string | null;
  /** Applied when the field is left (trimming, a lower-case domain). */
  normalize?(value: string): string;
  /**
   * Checked on every change, not only once the field is left: for a mistake nothing on screen
   * hints at while typing (a template variable the event does not fill in). A half-typed e-mail
   * would be wrong at every letter, so the usual rule waits.
   */
  live?: boolean;
}

/** Spec §5's e-mail rule, with its limited list of endings. */
export const emailRule: TextRule = {
  check: (value) => (value === '' || isValidEmail(value) ? null : msg.email()),
  normalize: normalizeEmail,
};

export const zipRule: TextRule = {
  check: (value) => (value === '' || ZIP_PATTERN.test(value) ? null : msg.zip()),
  normalize: (value) => value.trim(),
};

export interface MoneyRuleOptions {
  /** The column (`FIELD_LIMITS…money`): whole digits, the unit's places, the largest value. */
  max: DecimalLimit;
  /** A refund or a correction may be negative; a price may not. */
  signed?: boolean;
  unit?: MoneyUnit;
}

/**
 * The contract's `amount({ max, signed, unit })` as a field rule: the amount is read by the money
 * module (`safeParseMoney`), and each refusal says what the server would, in the server's order.
 */
export function moneyRule({ max, signed = false, unit = 'USD' }: MoneyRuleOptions): TextRule {
  const largest = max.max === undefined ? null : parseMoney(String(max.max), unit);
  return {
    check(value) {
      const text = value.trim();
      if (text === '') return null;
      // The minus first: a lone '-' typed on an amount that cannot be negative says so.
      if (text.startsWith('-') && !signed) return msg.notNegative();
      const parsed = safeParseMoney(text, unit);
      if (!parsed.ok && parsed.problem === 'not-a-number') return msg.number();
      const whole = text.replace('-', '').split('.')[0] ?? '';
      if (whole.replace(/^0+(?=\d)/, '').length > max.intDigits) return msg.tooLarge();
      if (!parsed.ok) return msg.decimals(max.places);
      const size = isNegativeMoney(parsed.money) ? negateMoney(parsed.money) : parsed.money;
      if (largest && compareMoney(size, largest) > 0) return msg.atMostAmount(formatMoney(largest));
      return null;
    },
    normalize: (value) => value.trim(),
  };
}
