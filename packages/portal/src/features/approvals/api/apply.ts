import type { ApplicationKind, GENERIC_KINDS } from '@bq/contract/meta';
import { useQuery } from '@tanstack/react-query';
import { callQuery, calls, type Res } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import type { WageType } from '../components/apply/applyKinds';
import { type ApplyValues, toForm } from '../components/apply/applyMapping';

export type MyApplication = Res<typeof calls.application.myApproveList>['list'][number];
type Saved = { id: number; status: string };
type Stored = { id: number; status: string; form: Record<string, unknown> } | null;

export interface Target {
  kind: ApplicationKind;
  /** The application being edited; undefined creates one. */
  id?: number;
  wageType?: WageType;
}

type GenericKind = (typeof GENERIC_KINDS)[number];

/** A generic kind's draft, kind and form matched as the contract's union takes them. */
function draftRequest(kind: GenericKind, id: number | undefined, values: ApplyValues) {
  switch (kind) {
    case 'tutor':
      return { kind, id, form: toForm(kind, values) };
    case 'coach-cost':
      return { kind, id, form: toForm(kind, values) };
    case 'vendor':
      return { kind, id, form: toForm(kind, values) };
  }
}

/** A wages form page is always of one type (its route's). */
function wageTypeOf(target: Target): WageType {
  if (target.wageType === undefined) throw new Error('A wages application needs its type');
  return target.wageType;
}

/** Saves a draft through the kind's own call (spec §7), or the generic one for the others. */
export async function saveApplication(target: Target, values: ApplyValues): Promise<Saved> {
  const { kind, id } = target;
  switch (kind) {
    case 'wages':
      return api('salary', 'save', { ...toForm(kind, values), type: wageTypeOf(target), id });
    case 'entry':
      return api('entry', 'save', { ...toForm(kind, values), id });
    case 'mentor':
      throw new Error('A become-a-mentor application is sent at once');
    default:
      return api('application', 'saveDraft', draftRequest(kind, id, values));
  }
}

/** Sends the application as typed (saving it first where the kind's submit does not). */
export async function submitApplication(target: Target, values: ApplyValues): Promise<Saved> {
  const { kind, id } = target;
  switch (kind) {
    case 'wages':
      return api('salary', 'submitApplication', {
        ...toForm(kind, values),
        type: wageTypeOf(target),
        id,
      });
    case 'entry':
      return api('entry', 'submit', { ...toForm(kind, values), id });
    case 'mentor':
      return api('beMentor', 'application', toForm(kind, values));
    default: {
      const saved = await saveApplication(target, values);
      return api('application', 'submit', { id: saved.id });
    }
  }
}

/**
 * The stored application a form page opens with: the draft named by `?id=` for the generic
 * kinds, the caller's wages draft of that type, their latest entry or mentor application.
 */
export function useStoredApplication(target: Target) {
  const { kind, id, wageType } = target;
  const generic = useQuery({
    // The page says why a draft cannot be opened (not yours, gone): no toast besides it.
    ...callQuery(calls.application.get, { id: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined && kind !== 'wages' && kind !== 'entry' && kind !== 'mentor',
    staleTime: 0,
  });
  const wages = useQuery({
    ...callQuery(calls.salary.getSave, { type: wageType ?? 'agent' }),
    enabled: kind === 'wages' && wageType !== undefined,
    staleTime: 0,
  });
  const entry = useQuery({
    ...callQuery(calls.entry.getEntryInfo, {}),
    enabled: kind === 'entry',
    staleTime: 0,
  });
  const mentor = useQuery({
    ...callQuery(calls.beMentor.get, {}),
    enabled: kind === 'mentor',
    staleTime: 0,
  });
  const query =
    kind === 'wages' ? wages : kind === 'entry' ? entry : kind === 'mentor' ? mentor : generic;
  const enabled = kind === 'wages' || kind === 'entry' || kind === 'mentor' || id !== undefined;
  const data: Stored | undefined = enabled ? (query.data as Stored | undefined) : null;
  return { data, loading: enabled && query.isPending, error: query.error };
}
