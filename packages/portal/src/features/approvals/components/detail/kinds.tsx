import type { ApplicationKind, ApplicationStatus } from '@bq/contract/meta';
import { Amount, type StatusTagTone } from '@bq/ui';
import type { ReactNode } from 'react';
import { readMoney } from '../../../../shared/money';
import { CoachName } from './PersonName';

export const KIND_TITLES: Record<ApplicationKind, string> = {
  tutor: 'Tutoring',
  wages: 'Wages',
  entry: 'Entry',
  'coach-cost': 'Coach cost',
  vendor: 'Vendor',
  mentor: 'Become a mentor',
};

export const STATUS_TITLES: Record<ApplicationStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const STATUS_TONES: Record<ApplicationStatus, StatusTagTone> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

type Show = (value: unknown) => ReactNode;
const plain = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);
// What is not an amount is shown as sent, never hidden ('' gets the list's empty mark).
const money: Show = (value) => {
  const read = readMoney(plain(value));
  return read ? <Amount value={read} /> : plain(value);
};
// A coach by their agent id, named; what is not an id is shown as sent.
const coach: Show = (value) => {
  const id = Number(plain(value));
  return Number.isInteger(id) && id > 0 ? <CoachName agentId={id} /> : plain(value);
};
const WAGE_TYPES: Record<string, string> = {
  agent: 'Agent salary',
  staff: 'Staff salary',
  market: 'Market service',
};

/** One line of an application's read-only view: the form's key, its label, how it reads. */
export type FormLine = readonly [key: string, label: string, show?: Show];

/**
 * What each kind's form shows to its reader, in the order the applicant filled it (the forms are
 * the contract's `tutorForm`, `wagesForm`… — see docs/decisions/applications.md, applications).
 */
export const FORM_LINES: Record<ApplicationKind, readonly FormLine[]> = {
  tutor: [
    ['topic', 'Topic'],
    ['coachAgentId', 'Coach', coach],
    ['note', 'Note'],
  ],
  wages: [
    ['type', 'Salary type', (v) => WAGE_TYPES[plain(v)] ?? plain(v)],
    ['period', 'Period'],
    ['amount', 'Amount', money],
    ['note', 'Note'],
  ],
  entry: [
    ['legalName', 'Legal name'],
    ['phone', 'Phone'],
    ['personalEmail', 'Personal e-mail'],
    ['address', 'Address'],
    ['licenseNo', 'Licence no.'],
    ['licenseState', 'Licence state'],
    ['taxClassification', 'Tax classification (W-9)'],
    ['tinLast4', 'TIN (last 4 digits)', (v) => (v ? `•••••${plain(v)}` : '')],
    ['emergencyName', 'Emergency contact'],
    ['emergencyPhone', 'Emergency phone'],
    ['emergencyRelation', 'Relation'],
  ],
  'coach-cost': [
    ['coachAgentId', 'Coach', coach],
    ['agreementRef', 'Agreement'],
    ['period', 'Period'],
    ['amount', 'Amount', money],
    ['note', 'Note'],
  ],
  vendor: [
    ['vendorName', 'Vendor'],
    ['service', 'Service'],
    ['amount', 'Amount', money],
    ['invoiceRef', 'Invoice number'],
    ['note', 'Note'],
  ],
  mentor: [
    ['reason', 'Why become a mentor'],
    ['yearsLicensed', 'Years licensed'],
  ],
};

/** The form as label/value items; keys the kind does not list are shown after, so none is hidden. */
export function formItems(kind: ApplicationKind, form: Record<string, unknown>) {
  const lines = FORM_LINES[kind];
  const known = new Set(lines.map(([key]) => key));
  return [
    ...lines.map(([key, label, show = plain]) => ({ key, label, value: show(form[key]) })),
    ...Object.keys(form)
      .filter((key) => !known.has(key))
      .map((key) => ({ key, label: key, value: plain(form[key]) })),
  ];
}
