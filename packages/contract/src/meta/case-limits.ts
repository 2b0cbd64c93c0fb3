import { FIELD_LIMITS, type TextLimit } from './limits.js';

/** Paths of the case form (as react-hook-form and the server's `data.fields` name them, with the
 * list index as `*`) → their text limit. The portal's form and the server test walk this map. */
export const CASE_TEXT_LIMITS: Readonly<Record<string, TextLimit>> = {
  'address.street': FIELD_LIMITS.case.street,
  'address.unit': FIELD_LIMITS.case.unit,
  'address.city': FIELD_LIMITS.case.city,
  'address.state': FIELD_LIMITS.case.state,
  'address.zip': FIELD_LIMITS.case.zip,
  apn: FIELD_LIMITS.case.apn,
  'clients.*.name': FIELD_LIMITS.case.clientName,
  'clients.*.email': FIELD_LIMITS.case.email,
  'clients.*.phone': FIELD_LIMITS.case.phone,
  'clients.*.role': FIELD_LIMITS.case.clientRole,
  ...Object.fromEntries(
    (['escrow', 'title', 'lender'] as const).flatMap((party) => [
      [`${party}.company`, FIELD_LIMITS.case.company],
      [`${party}.officer`, FIELD_LIMITS.case.officer],
      [`${party}.phone`, FIELD_LIMITS.case.phone],
      [`${party}.email`, FIELD_LIMITS.case.email],
    ]),
  ),
  'otherSide.agentName': FIELD_LIMITS.case.agentName,
  'otherSide.brokerage': FIELD_LIMITS.case.brokerage,
  'otherSide.phone': FIELD_LIMITS.case.phone,
  'otherSide.email': FIELD_LIMITS.case.email,
  notes: FIELD_LIMITS.case.notes,
};

/** `clients.3.name` → `clients.*.name`, the key of CASE_TEXT_LIMITS. */
export function limitKey(path: string): string {
  return path
    .split('.')
    .map((s) => (/^\d+$/.test(s) ? '*' : s))
    .join('.');
}

/** The text limit of a case-form field by its path (`clients.0.name`), if it has one. */
export function caseTextLimit(path: string): TextLimit | undefined {
  return CASE_TEXT_LIMITS[limitKey(path)];
}
