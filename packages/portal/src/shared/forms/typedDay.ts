import { readDateText } from '@bq/validators';

/**
 * A day as typed in a date field (MM/DD/YYYY or YYYY-MM-DD): its ISO form, or what is wrong with
 * it — `missing` when nothing was typed.
 */
export function typedDay(text: string, missing: string): { iso: string } | { error: string } {
  const typed = text.trim();
  if (!typed) return { error: missing };
  const day = readDateText(typed);
  return day.ok ? { iso: day.iso } : { error: day.reason };
}
