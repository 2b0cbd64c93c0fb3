import { describe, expect, it } from 'vitest';
import type { ApprovalRecord, ChainStep } from '../../api/examine';
import { chainSteps } from './chainSteps';

const step = (n: number, name: string, state: ChainStep['state'], by: string | null = null) => ({
  step: n,
  name,
  moduleId: '1',
  state,
  decidedBy: by,
  actingFor: by === 'Bo Chen' ? 'Fay Finance' : null,
  at: by ? '2026-11-21T10:00:00.000Z' : null,
  comment: by ? 'Fine' : null,
});
const record = (action: ApprovalRecord['action'], byName: string): ApprovalRecord => ({
  id: 1,
  applicationId: 9,
  step: 0,
  action,
  by: 1,
  byName,
  actingForId: null,
  actingForName: null,
  comment: '',
  at: '2026-11-20T09:00:00.000Z',
});

describe('the stepper of an application', () => {
  it('starts with the submission and names who decided each step, acting for whom', () => {
    const steps = chainSteps(
      'pending',
      [step(1, 'Approver', 'done', 'Bo Chen'), step(2, 'Finance', 'current')],
      [record('submitted', 'Alex Agent')],
    );
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Submitted', 'done'],
      ['Approver', 'done'],
      ['Finance', 'current'],
    ]);
    expect(steps[0]?.description).toMatch(/^Alex Agent · /);
    expect(steps[1]?.description).toMatch(/^Bo Chen \(acting for Fay Finance\) · .* — “Fine”$/);
  });

  it('a rejected step ends the chain; the later ones stay waiting', () => {
    const steps = chainSteps(
      'rejected',
      [step(1, 'Approver', 'rejected', 'April Approver'), step(2, 'Finance', 'todo')],
      [record('submitted', 'Alex Agent')],
    );
    expect(steps.map((s) => s.state)).toEqual(['done', 'rejected', 'pending']);
  });

  it('a withdrawn application skips the steps left and says who withdrew it', () => {
    const steps = chainSteps(
      'withdrawn',
      [step(1, 'Approver', 'current')],
      [record('submitted', 'Alex Agent'), record('withdrawn', 'Alex Agent')],
    );
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Submitted', 'done'],
      ['Approver', 'skipped'],
      ['Withdrawn', 'rejected'],
    ]);
  });
});

describe('a line of the approval records', () => {
  it('names the step decided and both people when acting for someone', async () => {
    const { recordLine } = await import('./RecordsCard');
    expect(
      recordLine({
        ...record('passed', 'Bo Chen'),
        step: 2,
        actingForId: 4,
        actingForName: 'Fay Finance',
      }),
    ).toBe('Passed (step 2) by Bo Chen (acting for Fay Finance)');
    expect(recordLine(record('submitted', 'Alex Agent'))).toBe('Submitted by Alex Agent');
  });
});
