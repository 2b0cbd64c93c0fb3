import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { send } from '../../../../shared/http/client';
import { DelegationCard } from './DelegationCard';

vi.mock('../../../../shared/http/client', () => ({ send: vi.fn() }));

describe('the out-of-office card', () => {
  it('shows a delegation’s days as people here write dates', async () => {
    vi.mocked(send).mockResolvedValue({
      list: [
        {
          id: 3,
          approverId: 1,
          approverName: 'Fay Finance',
          delegateId: 2,
          delegateName: 'Abe Approver',
          startsOn: '2026-12-24',
          endsOn: '2027-01-02',
        },
      ],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DelegationCard />
      </QueryClientProvider>,
    );
    const list = screen.getByRole('list', { name: 'Delegations' });
    expect(
      await within(list).findByText(
        'Abe Approver decides for Fay Finance from 12/24/2026 to 01/02/2027',
      ),
    ).toBeInTheDocument();
  });
});
