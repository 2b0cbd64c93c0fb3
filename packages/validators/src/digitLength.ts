import { digitLengthMessage } from './messages.js';

export interface DigitLengthResult {
  value: string;
  message?: string;
}

/**
 * Fixed-length rule of spec §5: too short clears the value and warns, too long truncates. An
 * empty value is left alone without a message: the field is simply not filled in yet.
 */
export function enforceDigitLength(
  value: string | number | null | undefined,
  length: number,
): DigitLengthResult {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`Digit length must be a positive integer, not ${length}`);
  }
  const text = value == null ? '' : String(value);
  if (text === '') return { value: '' };
  if (text.length < length) return { value: '', message: digitLengthMessage(length) };
  return { value: text.slice(0, length) };
}
