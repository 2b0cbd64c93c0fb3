/** Spec §9: phone minimum 10 digits. */
export const PHONE_MIN_DIGITS = 10;

/** Besides digits, only what people write in phone numbers: space ( ) - . + and x for extension. */
const PHONE_CHARACTERS = /^[\d\s().+x-]*$/i;

export type PhoneResult =
  | { readonly ok: true; readonly formatted: string }
  | { readonly ok: false; readonly reason: string };

function digitsOf(raw: string | number | null | undefined): string {
  return raw == null ? '' : String(raw).replace(/\D/g, '');
}

/**
 * The national digits: a leading country code 1 ('+1 415…', '1-415…', '1415…') is dropped once
 * more than ten digits follow it, so it is never read as the start of the area code.
 */
function nationalDigits(raw: string | number | null | undefined): string {
  const digits = digitsOf(raw);
  return digits.length > PHONE_MIN_DIGITS && digits.startsWith('1') ? digits.slice(1) : digits;
}

function shape(digits: string): string {
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6, 10);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}

/**
 * Formats as (xxx) xxx-xxxx while the user types: '4' → '(4', '4155' → '(415) 5'. A leading
 * country code 1 is understood: '+1 415 555 1234' → '(415) 555-1234'. Text that is not a number
 * this rule can format (letters, more than ten national digits) is returned unchanged, so
 * nothing typed is rewritten into another number; {@link readPhone} says why it is refused.
 */
export function formatPhone(raw: string | number | null | undefined): string {
  const text = raw == null ? '' : String(raw);
  if (!PHONE_CHARACTERS.test(text)) return text;
  const hasPlus = text.trim().startsWith('+');
  const digits = digitsOf(text);
  if (hasPlus && digits !== '' && !digits.startsWith('1')) return text;
  const national = hasPlus ? digits.slice(1) : nationalDigits(digits);
  // '+' or '+1' alone: the country code is still being typed.
  if (national === '') return hasPlus ? text.trim() : '';
  if (national.length > PHONE_MIN_DIGITS) return text;
  return shape(national);
}

/**
 * Reads a finished phone number (spec §5: at least 10 digits, shown (xxx) xxx-xxxx). A leading
 * country code 1 is understood; anything else that is not ten national digits is refused with a
 * reason instead of being rewritten.
 */
export function readPhone(raw: string | number | null | undefined): PhoneResult {
  const text = raw == null ? '' : String(raw).trim();
  if (!PHONE_CHARACTERS.test(text)) {
    return { ok: false, reason: 'A phone number has only digits, spaces and ( ) - . +' };
  }
  if (text.startsWith('+') && !digitsOf(text).startsWith('1')) {
    return { ok: false, reason: 'Only US and Canadian numbers (+1) can be entered.' };
  }
  const national = nationalDigits(text);
  if (national.length < PHONE_MIN_DIGITS) {
    return { ok: false, reason: 'A phone number needs 10 digits, area code first.' };
  }
  if (national.length > PHONE_MIN_DIGITS) {
    return { ok: false, reason: 'Too many digits for a phone number: write 10, area code first.' };
  }
  return { ok: true, formatted: shape(national) };
}

/** Why a phone number is refused, or null when it is empty or valid (for form validators). */
export function phoneError(raw: string | number | null | undefined): string | null {
  const text = raw == null ? '' : String(raw).trim();
  if (text === '') return null;
  const read = readPhone(text);
  return read.ok ? null : read.reason;
}

/**
 * At least 10 digits (spec §5) and formattable: a leading country code 1 is understood, only the
 * characters people write in phone numbers are allowed, so 'call 4155551234' fails.
 */
export function isValidPhone(raw: string | number | null | undefined): boolean {
  return readPhone(raw).ok;
}
