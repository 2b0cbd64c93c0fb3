import type { ApplicationKind } from '@bq/contract/meta';
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

/** Saves a draft through the kind's own call (spec §7), or the generic one for the others. */
export async function saveApplication(target: Target, values: ApplyValues): Promise<Saved> {
  const { kind, id } = target;
  const form = toForm(kind, values) as never;
  switch (kind) {
    case 'wages':
      return api('salary', 'save', { ...(form as object), type: target.wageType, id } as never);
    case 'entry':
      return api('entry', 'save', { ...(form as object), id } as never);
    case 'mentor':
      throw new Error('A become-a-mentor application is sent at once');
    default:
      return api('application', 'saveDraft', { kind, id, form } as never);
  }
}

/** Sends the application as typed (saving it first where the kind's submit does not). */
export async function submitApplication(target: Target, values: ApplyValues): Promise<Saved> {
  const { kind, id } = target;
  const form = toForm(kind, values) as never;
  switch (kind) {
    case 'wages':
      return api('salary', 'submitApplication', {
        ...(form as object),
        type: target.wageType,
        id,
      } as never);
    case 'entry':
      return api('entry', 'submit', { ...(form as object), id } as never);
    case 'mentor':
      return api('beMentor', 'application', form);
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
    ...callQuery(calls.application.get, { id: id ?? 0 }),
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
  return { data, loading: enabled && query.isPending, error: query.isError };
}
