/** Spec §9: phone minimum 10 digits. */
export const PHONE_MIN_DIGITS = 10;

/**
 * Formats as (xxx) xxx-xxxx while the user types: '4' → '(4', '4155' → '(415) 5'. Everything but
 * digits is dropped. Digits past the tenth are kept as an extension, '(415) 555-1234 x89', so no
 * typed digit is lost and formatting an already formatted number changes nothing.
 */
export function formatPhone(raw: string | number | null | undefined): string {
  const digits = raw == null ? '' : String(raw).replace(/\D/g, '');
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6, 10);
  const extension = digits.slice(10);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  if (digits.length <= 10) return `(${area}) ${exchange}-${line}`;
  return `(${area}) ${exchange}-${line} x${extension}`;
}

/**
 * At least 10 digits (spec §5). Besides digits only the characters people write in phone numbers
 * are allowed (space, ( ) - . + and x for an extension), so 'call 4155551234' fails.
 */
export function isValidPhone(raw: string | number | null | undefined): boolean {
  const text = raw == null ? '' : String(raw);
  if (!/^[\d\s().+x-]*$/i.test(text)) return false;
  return text.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}
