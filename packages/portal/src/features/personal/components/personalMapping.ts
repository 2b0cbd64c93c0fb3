import { FIELD_LIMITS, OFFICE_CONTROLLED_FIELDS } from '@bq/contract/meta';
import type { calls, Req, Res } from '../../../shared/http/calls';

export type AgentRecord = Res<typeof calls.agentInfo.getAgentInfoById>;
export type EditRequest = Req<typeof calls.agentInfo.editAgent>;
type Staged = NonNullable<AgentRecord['staged']>;

/** Spec §4 agent statuses, in the words the personal page shows. */
export const AGENT_STATUS_TITLES: Record<number, string> = {
  1: 'Licensed, in a board',
  2: 'Licensed, no board yet',
  3: 'No licence',
};

export const LICENSE_TYPE_OPTIONS = [
  { value: 'salesperson', label: 'Salesperson' },
  { value: 'broker', label: 'Broker' },
] as const;

/** The spec §5 e-mail rule's message (the same words as the sign-in forms). */

/**
 * What the personal form holds: text as the person sees it (dates MM/DD/YYYY, boards one per
 * line), so a kept draft is plain JSON.
 */
export interface PersonalValues {
  legalName: string;
  englishName: string;
  chineseName: string;
  personalEmail: string;
  phone: string;
  address: string;
  licenseNo: string;
  licenseType: string;
  licenseIssuedOn: string;
  licenseExpiresOn: string;
  boards: string;
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelation: string;
  w9: { taxClassification: string; businessName: string; tinLast4: string; address: string };
}

const L = FIELD_LIMITS.people;
/** The form's text limits by field path (FieldLimits). */
export const PERSONAL_LIMITS = {
  legalName: L.name,
  englishName: L.otherName,
  chineseName: L.otherName,
  personalEmail: FIELD_LIMITS.common.email,
  address: L.address,
  licenseNo: L.licenseNo,
  emergencyName: L.otherName,
  emergencyRelation: L.relation,
  'w9.taxClassification': L.taxClassification,
  'w9.businessName': L.businessName,
  'w9.tinLast4': { max: 4 },
  'w9.address': L.address,
} as const;

export function isoToUs(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

export function usToIso(us: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us.trim());
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null;
}

/** Boards are typed one per line; blanks and repeats (any case) are dropped, order kept. */
export function readBoards(text: string): string[] {
  const seen = new Set<string>();
  const boards: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const name = line.trim().replace(/\s+/g, ' ');
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      boards.push(name);
    }
  }
  return boards;
}

export function toValues(personal: AgentRecord['personal']): PersonalValues {
  return {
    legalName: personal.legalName,
    englishName: personal.englishName,
    chineseName: personal.chineseName,
    personalEmail: personal.personalEmail,
    phone: personal.phone,
    address: personal.address,
    licenseNo: personal.licenseNo,
    licenseType: personal.licenseType,
    licenseIssuedOn: isoToUs(personal.licenseIssuedOn),
    licenseExpiresOn: isoToUs(personal.licenseExpiresOn),
    boards: personal.boards.join('\n'),
    emergencyName: personal.emergencyName,
    emergencyPhone: personal.emergencyPhone,
    emergencyRelation: personal.emergencyRelation,
    w9: { ...personal.w9 },
  };
}

/**
 * The fields waiting for the office, as their values will be once accepted: the form shows
 * these (the record still holds the old ones) so the agent sees what they sent.
 */
export function withStaged(values: PersonalValues, staged: Staged | null): PersonalValues {
  if (!staged) return values;
  const next = { ...values, w9: { ...values.w9 } };
  for (const { field, after } of staged.changes) {
    if (field === 'boards' && Array.isArray(after)) next.boards = after.map(String).join('\n');
    else if (field === 'w9' && after && typeof after === 'object')
      next.w9 = { ...next.w9, ...(after as Partial<PersonalValues['w9']>) };
    else if (field === 'licenseIssuedOn' || field === 'licenseExpiresOn')
      next[field] = isoToUs(typeof after === 'string' ? after : null);
    else if (field === 'licenseNo' || field === 'licenseType')
      next[field] = typeof after === 'string' ? after : '';
  }
  return next;
}

type OfficeField = (typeof OFFICE_CONTROLLED_FIELDS)[number];
const OFFICE = new Set<string>(OFFICE_CONTROLLED_FIELDS);

/** The form fields whose change is waiting for the office (staged), for their "waiting" mark. */
export function stagedFields(staged: Staged | null): ReadonlySet<OfficeField> {
  return new Set(
    (staged?.changes ?? []).map((c) => c.field).filter((f): f is OfficeField => OFFICE.has(f)),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The edit request: only what differs from `initial` (the form as loaded), so a save never
 * re-sends an office field the agent did not touch (which would stage it again).
 */
export function toEditRequest(
  agentId: number,
  values: PersonalValues,
  initial: PersonalValues,
): EditRequest {
  const request: EditRequest = { agentId };
  const text = [
    'legalName',
    'englishName',
    'chineseName',
    'personalEmail',
    'phone',
    'address',
    'licenseNo',
    'emergencyName',
    'emergencyPhone',
    'emergencyRelation',
  ] as const;
  for (const key of text) {
    if (values[key].trim() !== initial[key].trim()) request[key] = values[key].trim();
  }
  if (values.licenseType !== initial.licenseType)
    request.licenseType = values.licenseType as EditRequest['licenseType'];
  for (const key of ['licenseIssuedOn', 'licenseExpiresOn'] as const) {
    if (values[key] !== initial[key]) request[key] = usToIso(values[key]);
  }
  const boards = readBoards(values.boards);
  if (!same(boards, readBoards(initial.boards))) request.boards = boards;
  const w9 = trimAll(values.w9);
  if (!same(w9, trimAll(initial.w9))) request.w9 = w9;
  return request;
}

const trimAll = (w9: PersonalValues['w9']) => ({
  taxClassification: w9.taxClassification.trim(),
  businessName: w9.businessName.trim(),
  tinLast4: w9.tinLast4.trim(),
  address: w9.address.trim(),
});

/** After a save: what the page tells the agent (applied at once, or waiting for the office). */
/** The W-9 as the save sends it, whether or not it changed (a full TIN rides on it). */
export const w9Request = (values: PersonalValues) => trimAll(values.w9);

export function savedMessage(answer: { applied: string[]; staged: string[] }): string {
  if (answer.staged.length === 0) return 'Saved';
  return answer.applied.length > 0
    ? 'Saved; the licence, board and W-9 changes are waiting for approval by the office'
    : 'Sent; the licence, board and W-9 changes are waiting for approval by the office';
}
