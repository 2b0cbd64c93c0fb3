import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

const STEPS = [
  { label: 'Submitted', state: 'done', description: 'Ann Lee · 2026-11-20' },
  { label: 'Approver', state: 'current' },
  { label: 'Finance', state: 'pending' },
] as const;

describe('Stepper', () => {
  it('is an ordered list of its steps, in order', () => {
    render(<Stepper steps={STEPS} aria-label="Approval chain" />);
    const list = screen.getByRole('list', { name: 'Approval chain' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'current',
      'pending',
    ]);
    expect(items[0]).toHaveTextContent('Submitted');
  });

  it('marks only the current step with aria-current', () => {
    render(<Stepper steps={STEPS} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('says each state in words and shows the description', () => {
    render(
      <Stepper
        steps={[...STEPS, { label: 'Legal', state: 'rejected', description: 'No invoice' }]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Done');
    expect(items[0]).toHaveTextContent('Ann Lee · 2026-11-20');
    expect(items[3]).toHaveTextContent('Rejected');
    expect(items[3]).toHaveTextContent('No invoice');
  });

  it('takes the state words of another language', () => {
    render(
      <Stepper
        steps={[{ label: '审批', state: 'skipped' }]}
        stateLabels={{
          done: '完成',
          current: '进行中',
          rejected: '驳回',
          pending: '等待',
          skipped: '跳过',
        }}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('跳过');
  });

  it('lays out vertically unless told otherwise', () => {
    const { rerender } = render(<Stepper steps={STEPS} />);
    expect(screen.getByRole('list')).toHaveAttribute('data-orientation', 'vertical');
    rerender(<Stepper steps={STEPS} orientation="horizontal" />);
    expect(screen.getByRole('list')).toHaveAttribute('data-orientation', 'horizontal');
  });
});
