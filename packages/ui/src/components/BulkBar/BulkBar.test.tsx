import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkBar, BulkBarAction } from './BulkBar';

function bar(count: number, props: { busy?: boolean; onClear?: () => void } = {}) {
  const onApprove = vi.fn();
  render(
    <BulkBar label="Selected cases" count={count} {...props}>
      <BulkBarAction onClick={onApprove}>Approve</BulkBarAction>
      <BulkBarAction>Close</BulkBarAction>
    </BulkBar>,
  );
  return { onApprove, toolbar: screen.getByRole('toolbar', { name: 'Selected cases' }) };
}

describe('BulkBar', () => {
  it('says how many rows are selected and runs an action', async () => {
    const { onApprove, toolbar } = bar(3);
    expect(toolbar).toHaveAttribute('data-state', 'selected');
    expect(toolbar).toHaveTextContent('3 selected');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('keeps its actions disabled with nothing selected, and while an action runs', async () => {
    const { onApprove, toolbar } = bar(0);
    expect(toolbar).toHaveAttribute('data-state', 'empty');
    expect(toolbar).toHaveTextContent('Select rows to act on several at once');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Approve' }));
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('is one tab stop whose actions the arrow keys reach', async () => {
    const { toolbar } = bar(2, { busy: false });
    await userEvent.tab();
    expect(within(toolbar).getByRole('button', { name: 'Approve' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('offers to clear the selection only when there is one', async () => {
    const onClear = vi.fn();
    const { toolbar } = bar(2, { onClear });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('says it is busy and refuses a second action meanwhile', async () => {
    const { onApprove, toolbar } = bar(2, { busy: true });
    expect(toolbar).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Approve' }));
    expect(onApprove).not.toHaveBeenCalled();
  });
});
