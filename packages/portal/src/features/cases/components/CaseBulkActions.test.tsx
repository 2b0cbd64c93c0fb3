import { MODULE_IDS } from '@bq/contract/meta';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { setAccess } from '../../../shared/session/store';
import type { CaseRow } from '../api/cases';
import { bulkMoves, CaseBulkActions } from './CaseBulkActions';

const sent = stubSend();

const ROWS = [11, 12, 13].map((id) => ({ id, caseNo: `BQ-2026-0000${id}` }) as CaseRow);

function renderBar(granted: string[], onClear = vi.fn()) {
  setAccess({ kind: 'routes', routes: [], granted: new Set(granted), canCreateCase: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CaseBulkActions rows={ROWS} selected={[11, 12, 13]} onClear={onClear} />
    </QueryClientProvider>,
  );
  return onClear;
}

const keysSent = () =>
  sent.mock.calls.map(([, request]) => (request as { idempotencyKey: string }).idempotencyKey);

describe('the case list bulk bar', () => {
  it('offers a reviewer the review moves and finance only Close; agents get no bar', () => {
    expect(bulkMoves(true, true).map((m) => m.label)).toEqual([
      'Start review',
      'Approve',
      'Close',
      'Send back',
      'Cancel case',
    ]);
    expect(bulkMoves(false, true).map((m) => m.label)).toEqual(['Close']);
    renderBar([MODULE_IDS['transaction/caselist']]);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('moves the selection, lists the refused case with its reason and retries only it, with a new key', async () => {
    sent.mockResolvedValueOnce({
      results: [
        { id: 11, ok: true, code: 200, message: 'success', status: 'closed' },
        {
          id: 12,
          ok: false,
          code: 409,
          message: 'A case cannot move from draft to closed',
          status: null,
        },
        { id: 13, ok: true, code: 200, message: 'success', status: 'closed' },
      ],
    });
    const onClear = renderBar([MODULE_IDS['financial/statistics']]);
    const bar = screen.getByRole('toolbar', { name: 'Selected cases' });
    expect(bar).toHaveTextContent('3 cases selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close 3' }));

    const result = await screen.findByRole('region', { name: 'Result: Close' });
    expect(within(result).getByRole('status')).toHaveTextContent('2 done, 1 refused');
    expect(within(result).getByRole('list', { name: 'Refused' })).toHaveTextContent(
      'BQ-2026-000012RefusedA case cannot move from draft to closed',
    );
    expect(onClear).toHaveBeenCalled();
    expect(sent.mock.calls[0]?.[1]).toMatchObject({ ids: [11, 12, 13], to: 'closed', comment: '' });

    sent.mockResolvedValueOnce({
      results: [{ id: 12, ok: false, code: 409, message: 'still a draft', status: null }],
    });
    await userEvent.click(within(result).getByRole('button', { name: 'Try the 1 refused again' }));
    await within(result).findByText('still a draft');
    expect(sent.mock.calls[1]?.[1]).toMatchObject({ ids: [12], to: 'closed' });
    const [first, second] = keysSent();
    expect(second).not.toBe(first);
  });

  it('sends a request that got no answer again with the same key, so the server answers the first answer', async () => {
    sent.mockRejectedValueOnce(new Error('Network Error'));
    sent.mockResolvedValueOnce({
      results: [11, 12, 13].map((id) => ({
        id,
        ok: true,
        code: 200,
        message: 'success',
        status: 'approved',
      })),
    });
    renderBar([MODULE_IDS['approval/examine']]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve 3' }));
    // The dialog stays open after the failure; confirming again resends the same request.
    await userEvent.click(await screen.findByRole('button', { name: 'Approve 3' }));
    await screen.findByRole('region', { name: 'Result: Approve' });
    const [first, second] = keysSent();
    expect(first).toMatch(/^[\w-]{8,100}$/);
    expect(second).toBe(first);
  });

  it('asks for a reason before sending cases back, as the single move does', async () => {
    renderBar([MODULE_IDS['approval/examine']]);
    await userEvent.click(screen.getByRole('button', { name: 'Send back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send back 3' }));
    expect(await screen.findByText('A reason is required: the agent is told why.')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Missing disclosures');
    sent.mockResolvedValueOnce({ results: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Send back 3' }));
    expect(sent.mock.calls[0]?.[1]).toMatchObject({ to: 'draft', comment: 'Missing disclosures' });
  });
});
