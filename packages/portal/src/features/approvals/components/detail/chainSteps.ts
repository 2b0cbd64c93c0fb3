import type { ApplicationStatus } from '@bq/contract/meta';
import type { StepperStep } from '@bq/ui';
import { formatDateTime } from '../../../../shared/format';
import type { ApprovalRecord, ChainStep } from '../../api/examine';

const STATE = { done: 'done', rejected: 'rejected', current: 'current', todo: 'pending' } as const;

/** "Bo Chen (acting for Dee Park) · 11/21/2026 10:00 — “Looks right”" */
function who(
  by: string | null,
  actingFor: string | null,
  at: string | null,
  comment: string | null,
) {
  if (!by) return undefined;
  const name = actingFor ? `${by} (acting for ${actingFor})` : by;
  const parts = [name, formatDateTime(at)].filter(Boolean).join(' · ');
  return comment ? `${parts} — “${comment}”` : parts;
}

/**
 * The stepper of an application: its submission, then each step of its chain with who decided it.
 * A withdrawn application ends at its withdrawal: the steps left are skipped.
 */
export function chainSteps(
  status: ApplicationStatus,
  chain: readonly ChainStep[],
  records: readonly ApprovalRecord[],
): StepperStep[] {
  const submitted = records.filter((r) => r.action === 'submitted').at(-1);
  const withdrawn = records.find((r) => r.action === 'withdrawn');
  const first: StepperStep = {
    label: 'Submitted',
    state: submitted ? 'done' : status === 'draft' ? 'current' : 'pending',
    description: submitted && who(submitted.byName, null, submitted.at, null),
  };
  const steps: StepperStep[] = chain.map((step) => ({
    label: step.name,
    state:
      status === 'withdrawn' || status === 'draft'
        ? step.state === 'done'
          ? 'done'
          : status === 'withdrawn'
            ? 'skipped'
            : 'pending'
        : STATE[step.state],
    description: who(step.decidedBy, step.actingFor, step.at, step.comment),
  }));
  if (withdrawn)
    steps.push({
      label: 'Withdrawn',
      state: 'rejected',
      description: who(withdrawn.byName, null, withdrawn.at, withdrawn.comment || null),
    });
  return [first, ...steps];
}
