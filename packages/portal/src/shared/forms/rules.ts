import { fieldMessages as msg, ZIP_PATTERN } from '@bq/contract/meta';
import { isValidEmail, normalizeEmail } from '@bq/validators';

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
