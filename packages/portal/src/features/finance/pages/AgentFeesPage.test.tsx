import type { AgentFeeRow } from '@bq/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/renderRoute';
import { stubSend } from '../../../../test/sendStub';
import AgentFeesPage from './AgentFeesPage';

const DESK: AgentFeeRow = {
  id: 1,
  userId: 3,
  name: 'Alex Agent',
  kind: 'desk',
  label: 'Desk fee',
  inForce: {
    id: 1,
    amount: '500.00',
    nets: true,
    fromMonth: '2026-10',
    setBy: 'Fran Finance',
    setAt: '2026-10-15T18:00:00.000Z',
  },
  terms: [
    {
      id: 1,
      amount: '500.00',
      nets: true,
      fromMonth: '2026-10',
      setBy: 'Fran Finance',
      setAt: '2026-10-15T18:00:00.000Z',
    },
  ],
  lastBilled: '2026-10',
};

const sent = stubSend(async (call, body) => {
  switch ((call as { path: string }).path) {
    case 'bq/agentFee/list':
      return { month: '2026-10', fees: [DESK] } as never;
    case 'bq/agentFee/negativeBalances':
      return {
        today: '2026-11-03',
        rows: [
          {
            userId: 5,
            name: 'Bo Noboard',
            balance: '-150.00',
            oldestDay: '2026-10-15',
            ageDays: 19,
          },
        ],
      } as never;
    case 'bq/agentFee/bill':
      return {
        month: (body as { month: string }).month,
        posted: 3,
        alreadyPosted: 0,
        total: '1150.00',
        netted: 1,
        owed: 2,
      } as never;
    default:
      return null as never;
  }
});

const renderPage = () => renderRoute('/financial/agent-fees', <AgentFeesPage />);

const callsTo = (path: string) =>
  sent.mock.calls.filter(([call]) => (call as { path: string }).path === path);

describe('agent fees', () => {
  it('shows the fee schedule and the agents below zero with the age', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Agent fees' })).toBeTruthy();
    expect(screen.getByText('Desk fee')).toBeTruthy();
    expect(screen.getByText('Netted from commissions')).toBeTruthy();
    expect(await screen.findByText('Bo Noboard')).toBeTruthy();
    expect(screen.getByText('19 days')).toBeTruthy();
  });

  it('keeps the label to the contract’s limit and checks the fee before sending it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Set a fee' }));
    const dialog = await screen.findByRole('dialog');
    const label = within(dialog).getByLabelText(/Label/);
    await user.click(label);
    await user.paste('L'.repeat(101));
    expect(label).toHaveProperty('value', 'L'.repeat(100));
    await user.clear(label);
    // Nothing is sent without an agent and an amount.
    await user.click(within(dialog).getByRole('button', { name: 'Save the fee' }));
    expect(await within(dialog).findByText('Choose the agent')).toBeTruthy();
    expect(callsTo('bq/agentFee/save')).toHaveLength(0);
  });

  it('bills a month once per dialog key and says what it posted', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bill a month' }));
    const dialog = await screen.findByRole('dialog');
    const month = within(dialog).getByLabelText(/Month/);
    expect(month).toHaveProperty('value', '2026-10');
    await user.click(within(dialog).getByRole('button', { name: 'Bill the month' }));
    await waitFor(() => expect(callsTo('bq/agentFee/bill')).toHaveLength(1));
    const [, body] = callsTo('bq/agentFee/bill')[0] ?? [];
    expect(body).toMatchObject({ month: '2026-10' });
    expect((body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[\w-]{8,100}$/);
    expect(await screen.findByText(/3 fees posted \(1 netted, 2 owed\)/)).toBeTruthy();
  });
});
