import { FIELD_LIMITS } from '@bq/contract';

/** Header names of the public licence list, and the spellings seen in its exports. */
const COLUMNS: Record<string, 'licenseId' | 'name' | 'licenseType' | 'licenseStatus' | 'expiry'> = {
  'license id': 'licenseId',
  'licence id': 'licenseId',
  'license number': 'licenseId',
  'lic number': 'licenseId',
  name: 'name',
  'licensee name': 'name',
  type: 'licenseType',
  'license type': 'licenseType',
  'licence type': 'licenseType',
  status: 'licenseStatus',
  'license status': 'licenseStatus',
  'licence status': 'licenseStatus',
  expiry: 'expiry',
  'expiration date': 'expiry',
  'expiry date': 'expiry',
  expires: 'expiry',
};

const LIMITS = FIELD_LIMITS.dre;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const HEADER_REFUSED = 'the header row must name the licence id and name columns';

/** One checked line of the licence list. */
export interface DreRow {
  line: number;
  licenseId: string;
  name: string;
  licenseType: string;
  licenseStatus: string;
  expiresOn: string | null;
}

/** `YYYY-MM-DD` or the list's `MM/DD/YYYY`; anything else is refused, not guessed. */
export function expiryDay(raw: string): string | null | undefined {
  const s = raw.trim();
  if (!s) return null;
  let iso: string | undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) iso = s;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (us) iso = `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}`;
  if (!iso) return undefined;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** A parsed line → a row to store, or why it is refused (reported by line, never fatal). */
export function toRow(line: number, rec: Record<string, string>): DreRow | string {
  const licenseId = (rec.licenseId ?? '').trim();
  const name = (rec.name ?? '').trim().replace(/\s+/g, ' ');
  const values = [
    licenseId,
    name,
    rec.licenseType ?? '',
    rec.licenseStatus ?? '',
    rec.expiry ?? '',
  ];
  if (values.some((v) => CONTROL.test(v))) return 'contains control characters';
  if (!licenseId || licenseId.length > LIMITS.licenseId.max)
    return `licence id is empty or longer than ${LIMITS.licenseId.max}`;
  if (!name || name.length > LIMITS.name.max)
    return `name is empty or longer than ${LIMITS.name.max}`;
  const licenseType = (rec.licenseType ?? '').trim();
  const licenseStatus = (rec.licenseStatus ?? '').trim();
  if (licenseType.length > LIMITS.name.max || licenseStatus.length > LIMITS.name.max)
    return `type or status is longer than ${LIMITS.name.max}`;
  const expiresOn = expiryDay(rec.expiry ?? '');
  if (expiresOn === undefined) return 'expiry is not a date (YYYY-MM-DD or MM/DD/YYYY)';
  return { line, licenseId, name, licenseType, licenseStatus, expiresOn };
}

/** The header row → our field names; a list without licence id and name is not a licence list. */
export function headerColumns(header: string[]) {
  const names = header.map(
    (h) =>
      COLUMNS[
        h
          .toLowerCase()
          .replace(/[_\s]+/g, ' ')
          .trim()
      ] ?? false,
  );
  if (!names.includes('licenseId') || !names.includes('name')) throw new Error(HEADER_REFUSED);
  return names;
}
