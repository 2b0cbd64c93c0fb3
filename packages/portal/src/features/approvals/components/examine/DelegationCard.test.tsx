import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubSend } from '../../../../../test/sendStub';
import { DelegationCard } from './DelegationCard';

const sent = stubSend();

describe('the out-of-office card', () => {
  it('shows a delegation’s days as people here write dates', async () => {
    sent.mockImplementation(async (call) => ({
      list:
        call.path === 'bq/people/lookup'
          ? []
          : [
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
    }));
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

describe('choosing the colleague', () => {
  it('finds them by name, sends their user id, and says so when nobody is chosen', async () => {
    sent.mockReset();
    sent.mockImplementation(async (call, request) => {
      if (call.path === 'bq/people/lookup') {
        const keyword = String((request as { keyword?: string }).keyword ?? '');
        const people = [
          {
            userId: 7,
            agentId: null,
            name: 'Fay Finance',
            email: 'finance@bq.example.com',
            roles: ['Finance'],
            branch: null,
          },
          {
            userId: 9,
            agentId: 4,
            name: 'Max Multirole',
            email: 'multi@bq.example.com',
            roles: ['Agent', 'Approver'],
            branch: 'San Jose',
          },
        ];
        return { list: people.filter((p) => p.name.toLowerCase().includes(keyword.toLowerCase())) };
      }
      if (call.path === 'bq/application/setDelegation') return { id: 1 };
      return { list: [] };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DelegationCard />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(await screen.findByText('Choose the colleague who decides for you')).toBeInTheDocument();
    expect(sent.mock.calls.some(([call]) => call.path === 'bq/application/setDelegation')).toBe(
      false,
    );

    await userEvent.click(screen.getByRole('combobox', { name: /Colleague/ }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search people' }), 'max');
    await userEvent.click(await screen.findByRole('option', { name: /Max Multirole/ }));
    expect(screen.getByRole('combobox', { name: /Colleague/ })).toHaveTextContent(
      'Max Multirole · Agent, Approver · San Jose · multi@bq.example.com',
    );
    await userEvent.type(screen.getAllByRole('textbox')[0] as HTMLElement, '12/24/2026');
    await userEvent.type(screen.getAllByRole('textbox')[1] as HTMLElement, '01/02/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Delegate' }));
    await waitFor(() => {
      const delegations = sent.mock.calls.filter(
        ([call]) => call.path === 'bq/application/setDelegation',
      );
      expect(delegations.map(([, request]) => request)).toEqual([
        { delegateId: 9, startsOn: '2026-12-24', endsOn: '2027-01-02' },
      ]);
    });
  });
});
