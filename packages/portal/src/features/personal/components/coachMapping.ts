import type { calls, Req, Res } from '../../../shared/http/calls';
import { usToIso } from './personalMapping';

export type AddAgreementRequest = Req<typeof calls.coachAgreement.add>;
export type Agreement = Res<typeof calls.coachAgreement.getCoachDetail>['list'][number];
export type ImportJob = Res<typeof calls.dre.importProgress>;

/** The coach agreement form: agent ids as the pickers hold them, dates MM/DD/YYYY. */
export interface AgreementValues {
  coachAgentId: string;
  menteeAgentId: string;
  startDate: string;
  endDate: string;
  terms: string;
}

export const emptyAgreement = (menteeAgentId = ''): AgreementValues => ({
  coachAgentId: '',
  menteeAgentId,
  startDate: '',
  endDate: '',
  terms: '',
});

export function toAddRequest(values: AgreementValues): AddAgreementRequest {
  return {
    coachAgentId: Number(values.coachAgentId),
    menteeAgentId: Number(values.menteeAgentId),
    startDate: usToIso(values.startDate) ?? '',
    endDate: usToIso(values.endDate),
    terms: values.terms.trim(),
  };
}

/** Checks the form makes before it sends; the server checks the rest (certificate, one coach). */
export function agreementErrors(
  values: AgreementValues,
): Partial<Record<keyof AgreementValues, string>> {
  const errors: Partial<Record<keyof AgreementValues, string>> = {};
  if (!values.coachAgentId) errors.coachAgentId = 'Choose the coach';
  if (!values.menteeAgentId) errors.menteeAgentId = 'Choose the mentee';
  if (values.coachAgentId && values.coachAgentId === values.menteeAgentId)
    errors.menteeAgentId = 'The coach cannot coach themself';
  const start = usToIso(values.startDate);
  if (!start) errors.startDate = 'Enter the start date';
  const end = usToIso(values.endDate);
  if (start && end && end < start) errors.endDate = 'The end date is before the start date';
  return errors;
}

export const AGREEMENT_STATUS_TITLES: Record<Agreement['status'], string> = {
  active: 'Active',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

/** What a finished import tells the person: how many matched by themselves, how many are left. */
export function importSummary(
  job: Pick<ImportJob, 'rows' | 'matched' | 'unmatched' | 'skippedCount'>,
): string {
  const rows = `${job.rows} ${job.rows === 1 ? 'record' : 'records'} read`;
  const skipped = job.skippedCount > 0 ? `; ${job.skippedCount} lines skipped` : '';
  return `${rows}: ${job.matched} matched automatically, ${job.unmatched} left to match by hand${skipped}`;
}

/** A running import as the page shows it: how far through the file, what is stored so far. */
export function importProgressText(
  job: Pick<ImportJob, 'status' | 'size' | 'bytesRead' | 'rows' | 'stored'>,
): string {
  if (job.status === 'queued') return 'Import queued…';
  const percent = job.size > 0 ? Math.min(99, Math.floor((job.bytesRead / job.size) * 100)) : 0;
  return `Importing… ${percent}% of the file, ${job.rows} rows read, ${job.stored} stored`;
}

/** One agent per id, sorted by name, from pickers answered per role. */
export function mergeAgents(
  lists: readonly (readonly { agentId: number; name: string }[])[],
): { value: string; label: string }[] {
  const byId = new Map<number, string>();
  for (const list of lists) for (const a of list) byId.set(a.agentId, a.name);
  return [...byId]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label) || Number(a.value) - Number(b.value));
}
