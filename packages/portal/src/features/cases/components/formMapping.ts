import type { Contract, RequestOf, ResponseOf } from '@bq/contract';
import type { TeamSplitRow } from '@bq/ui';
import type { CaseKind } from './caseKinds';

export type CaseDetail = ResponseOf<Contract['tranCase']['get']>;
export type SaveDraftRequest = RequestOf<Contract['tranCase']['saveDraft']>;

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  role: string;
}
export interface PartyValues {
  company: string;
  officer: string;
  phone: string;
  email: string;
}

/**
 * What the case form holds: every value is text as the user sees it (dates MM/DD/YYYY, amounts
 * as typed), so a draft kept in local storage is plain JSON and restores exactly.
 */
export interface CaseFormValues {
  address: { street: string; unit: string; city: string; state: string; zip: string };
  apn: string;
  clients: ContactValues[];
  purchasePrice: string;
  listPrice: string;
  loanAmount: string;
  monthlyRent: string;
  acceptanceDate: string;
  escrowOpenDate: string;
  contingencyRemovalDate: string;
  closeOfEscrowDate: string;
  escrow: PartyValues;
  title: PartyValues;
  lender: PartyValues;
  otherSide: { agentName: string; brokerage: string; phone: string; email: string };
  commissionPercent: string;
  commissionAmount: string;
  referralFeePercent: string;
  teamSplit: TeamSplitRow[];
  notes: string;
}

const party = (): PartyValues => ({ company: '', officer: '', phone: '', email: '' });
export const emptyContact = (role = ''): ContactValues => ({
  name: '',
  email: '',
  phone: '',
  role,
});

export function emptyForm(kind: CaseKind): CaseFormValues {
  return {
    address: { street: '', unit: '', city: '', state: 'CA', zip: '' },
    apn: '',
    clients: [emptyContact(kind.clientRole)],
    purchasePrice: '',
    listPrice: '',
    loanAmount: '',
    monthlyRent: '',
    acceptanceDate: '',
    escrowOpenDate: '',
    contingencyRemovalDate: '',
    closeOfEscrowDate: '',
    escrow: party(),
    title: party(),
    lender: party(),
    otherSide: { agentName: '', brokerage: '', phone: '', email: '' },
    commissionPercent: '',
    commissionAmount: '',
    referralFeePercent: '',
    teamSplit: [],
    notes: '',
  };
}

/** '2026-03-09' → '03/09/2026' (spec §9 display format); anything else → ''. */
export function isoToUs(iso: string | null): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/** '2.5000' → '2.5': the server pads percents to numeric(7,4); people type them short. */
export function trimDecimal(value: string | null): string {
  if (!value) return '';
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export function toForm(detail: CaseDetail, kind: CaseKind): CaseFormValues {
  return {
    address: { ...detail.address },
    apn: detail.apn,
    clients:
      detail.clients.length > 0 ? detail.clients.map((c) => ({ ...c })) : emptyForm(kind).clients,
    purchasePrice: detail.purchasePrice ?? '',
    listPrice: detail.listPrice ?? '',
    loanAmount: detail.loanAmount ?? '',
    monthlyRent: detail.monthlyRent ?? '',
    acceptanceDate: isoToUs(detail.acceptanceDate),
    escrowOpenDate: isoToUs(detail.escrowOpenDate),
    contingencyRemovalDate: isoToUs(detail.contingencyRemovalDate),
    closeOfEscrowDate: isoToUs(detail.closeOfEscrowDate),
    escrow: { ...detail.escrow },
    title: { ...detail.title },
    lender: { ...detail.lender },
    otherSide: { ...detail.otherSide },
    commissionPercent: trimDecimal(detail.commissionPercent),
    commissionAmount: detail.commissionAmount ?? '',
    referralFeePercent: trimDecimal(detail.referralFeePercent),
    teamSplit: detail.teamSplit.map((row) => ({
      id: `saved-${row.userId}`,
      person: String(row.userId),
      percent: row.percent,
    })),
    notes: detail.notes,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const isBlank = (record: object) => Object.values(record).every((v) => String(v).trim() === '');

/**
 * Why the team split cannot be saved as it stands, or null. The editor clears a percent that
 * takes the total over 100%, which can leave a person without a share: that row must be fixed,
 * not silently dropped.
 */
export function teamSplitProblem(rows: readonly TeamSplitRow[]): string | null {
  const used = rows.filter((row) => row.person !== '' || row.percent !== '');
  if (used.some((row) => row.person === '')) return 'Choose a person for every team split row.';
  if (used.some((row) => row.percent === '')) return 'Enter a percent for every team member.';
  return null;
}

/** The whole form as `saveDraft` takes it: empty text clears, empty rows are left out. */
export function toSaveRequest(
  id: number,
  values: CaseFormValues,
  version?: number,
): SaveDraftRequest {
  return {
    id,
    ...(version === undefined ? {} : { version }),
    address: { ...values.address, state: values.address.state.toUpperCase() },
    apn: values.apn.trim(),
    clients: values.clients.filter((c) => !isBlank(c)),
    purchasePrice: orNull(values.purchasePrice),
    listPrice: orNull(values.listPrice),
    loanAmount: orNull(values.loanAmount),
    monthlyRent: orNull(values.monthlyRent),
    acceptanceDate: orNull(values.acceptanceDate),
    escrowOpenDate: orNull(values.escrowOpenDate),
    contingencyRemovalDate: orNull(values.contingencyRemovalDate),
    closeOfEscrowDate: orNull(values.closeOfEscrowDate),
    escrow: values.escrow,
    title: values.title,
    lender: values.lender,
    otherSide: values.otherSide,
    commissionPercent: orNull(values.commissionPercent),
    commissionAmount: orNull(values.commissionAmount),
    referralFeePercent: orNull(values.referralFeePercent),
    teamSplit: values.teamSplit
      .filter((row) => row.person !== '' && row.percent !== '')
      .map((row) => ({ userId: Number(row.person), percent: row.percent })),
    notes: values.notes,
  };
}

/** Where an unsaved copy of this case's form is kept (`bq.caseDraft.case-<id>` / `new-<kind>`). */
export const draftScope = (id: number | null, kindKey: string) =>
  `caseDraft.${id === null ? `new-${kindKey}` : `case-${id}`}`;

/**
 * The server's field paths (of the request `toSaveRequest` built) → the form's names: blank
 * client rows and empty team-split rows were left out of the request, so row numbers shift, and
 * a split row's `userId` is the form's `person`.
 */
export function caseFormPath(values: CaseFormValues) {
  const sent = (rows: number[]) => (index: string) => rows[Number(index)];
  const clientRow = sent(values.clients.flatMap((c, i) => (isBlank(c) ? [] : [i])));
  const splitRow = sent(
    values.teamSplit.flatMap((row, i) => (row.person !== '' && row.percent !== '' ? [i] : [])),
  );
  return (path: string): string | null => {
    const [head, index = '', field, ...rest] = path.split('.');
    if (head === 'clients' && field) {
      const row = clientRow(index);
      return row === undefined ? null : ['clients', row, field, ...rest].join('.');
    }
    if (head === 'teamSplit' && field) {
      const row = splitRow(index);
      return row === undefined ? null : `teamSplit.${row}.${field === 'userId' ? 'person' : field}`;
    }
    if (head === 'id' || head === 'version') return null;
    return path;
  };
}
