import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubSend } from '../../../../../test/sendStub';
import type { ApplicationDetail } from '../../api/examine';
import { DecisionCard } from './DecisionCard';

const sent = stubSend();

const detail = { id: 41, kind: 'vendor', stepName: 'Finance' } as unknown as ApplicationDetail;
const passes = () => sent.mock.calls.filter(([call]) => call.path === 'bq/application/pass');

describe('deciding one application', () => {
  it('Pass asks first, like a bulk Pass: nothing is sent until it is confirmed, then once', async () => {
    sent.mockResolvedValue({ id: 41, status: 'approved' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DecisionCard detail={detail} reload={async () => {}} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), 'Budget agreed');
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    const ask = screen.getByRole('alertdialog', { name: 'Pass this application?' });
    expect(ask).toHaveTextContent('Finance: it goes on to the next step');
    expect(passes()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(passes()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    const again = screen.getByRole('alertdialog', { name: 'Pass this application?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(passes()).toHaveLength(1));
    expect(passes()[0]?.[1]).toEqual({ id: 41, comment: 'Budget agreed' });
  });
});
