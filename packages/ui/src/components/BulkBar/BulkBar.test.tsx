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

  it('moves between its actions with the arrow keys, Home and End, round the ends', async () => {
    const { toolbar } = bar(2, { onClear: vi.fn() });
    const button = (name: string) => within(toolbar).getByRole('button', { name });
    await userEvent.tab();
    expect(button('Approve')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(button('Close')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(button('Clear selection')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(button('Approve')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(button('Clear selection')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(button('Approve')).toHaveFocus();
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
