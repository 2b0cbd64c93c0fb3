import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type BulkResultItem, BulkResults } from './BulkResults';

const items: BulkResultItem[] = [
  { key: 1, label: 'BQ-1', ok: true },
  { key: 2, label: 'BQ-2', ok: false, message: 'already closed' },
  { key: 3, label: 'BQ-3', ok: true },
];

describe('BulkResults', () => {
  it('announces the summary and lists each refused row with its reason', () => {
    render(<BulkResults title="Close" items={items} />);
    const region = screen.getByRole('region', { name: 'Result: Close' });
    expect(region).toHaveAttribute('data-state', 'partial');
    expect(within(region).getByRole('status')).toHaveTextContent('2 done, 1 refused');
    const refused = within(region).getByRole('list', { name: 'Refused' });
    expect(within(refused).getByRole('listitem')).toHaveTextContent('BQ-2Refusedalready closed');
  });

  it('folds the rows done under one line', async () => {
    render(<BulkResults title="Close" doneText="Closed" items={items} />);
    const fold = screen.getByText('Closed: 2');
    expect(fold.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(fold);
    expect(
      within(screen.getByRole('list', { name: 'Closed' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('offers to try the refused rows again only when some were refused', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<BulkResults title="Close" items={items} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try the 1 refused again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<BulkResults title="Close" items={items.filter((i) => i.ok)} onRetry={onRetry} />);
    expect(screen.queryByRole('button', { name: /refused again/ })).toBeNull();
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'done');
  });
});
