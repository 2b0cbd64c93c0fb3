import { DATE_FORMAT } from '@bq/validators';
import dayjs from 'dayjs';

/** Server timestamps shown to staff: the spec's date format plus the time, in local time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = dayjs(iso);
  return value.isValid() ? value.format(`${DATE_FORMAT} HH:mm`) : '';
}

export { formatMoney } from './money';
