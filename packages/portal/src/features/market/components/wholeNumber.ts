import { fieldMessages as msg } from '@bq/contract/meta';
import type { TextRule } from '../../../shared/forms/rules';

/**
 * A whole number typed as text (a sort position, items in stock), in the contract's words:
 * the same phrases the server would put under the field. Empty is the required check's business.
 */
export function wholeNumberRule(max: number): TextRule {
  return {
    check(value) {
      const text = value.trim();
      if (text === '') return null;
      if (!/^\d+$/.test(text)) return msg.wholeNumber();
      return text.length > 10 || Number(text) > max ? msg.atMost(max) : null;
    },
    normalize: (value) => value.trim(),
  };
}

/** A checked whole number as the request's number ('' → the fallback). */
export function wholeNumberOf(value: string, fallback: number): number {
  const text = value.trim();
  return text === '' ? fallback : Number(text);
}
