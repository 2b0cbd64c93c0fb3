import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubSend } from '../../../../../test/sendStub';
import { BulkDecision } from './BulkDecision';

const sent = stubSend();

const bulkCalls = () =>
  sent.mock.calls.filter(([call]) => (call as { path: string }).path.endsWith('bulkDecide'));

function renderBulk(selected: number[], onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BulkDecision selected={selected} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('bulk decisions', () => {
  beforeEach(() => sent.mockReset());

  it('decides the selected rows, shows a result per row and retries only the refused ones', async () => {
    sent.mockResolvedValueOnce({
      results: [
        { id: 1, ok: true, code: 200, message: 'success' },
        { id: 2, ok: false, code: 409, message: 'This application is already withdrawn' },
        { id: 3, ok: true, code: 200, message: 'success' },
      ],
    });
    const onDone = renderBulk([1, 2, 3]);
    await userEvent.click(screen.getByRole('button', { name: 'Pass selected' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass 3' }));

    const results = await screen.findByRole('list', { name: 'Bulk results' });
    const rows = within(results).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '#1Passed',
      '#2RefusedThis application is already withdrawn',
      '#3Passed',
    ]);
    expect(onDone).toHaveBeenCalled();
    expect(bulkCalls()[0]?.[1]).toEqual({ ids: [1, 2, 3], decision: 'pass', comment: '' });

    sent.mockResolvedValueOnce({ results: [{ id: 2, ok: true, code: 200, message: 'success' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry 1 failed' }));
    expect(bulkCalls()[1]?.[1]).toEqual({ ids: [2], decision: 'pass', comment: '' });
    expect(await screen.findByText('#2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('asks for a reason before rejecting and sends it with every row', async () => {
    sent.mockResolvedValue({ results: [{ id: 7, ok: true, code: 200, message: 'success' }] });
    renderBulk([7]);
    await userEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject 1' }));
    expect(await screen.findByText('A reason is required to reject.')).toBeInTheDocument();
    expect(bulkCalls()).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Duplicate');
    await userEvent.click(screen.getByRole('button', { name: 'Reject 1' }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(bulkCalls()[0]?.[1]).toEqual({ ids: [7], decision: 'reject', comment: 'Duplicate' });
  });

  it('offers nothing to decide while no row is selected', () => {
    renderBulk([]);
    expect(screen.getByRole('button', { name: 'Pass selected' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject selected' })).toBeDisabled();
  });
});
