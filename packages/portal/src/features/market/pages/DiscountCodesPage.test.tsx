import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import DiscountCodesPage from './DiscountCodesPage';

const row = (over: Record<string, unknown>) => ({
  id: 1,
  code: 'SPRING10',
  kind: 'percent',
  percent: '10.00',
  amount: null,
  scope: 'order',
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  maxUses: 100,
  maxUsesPerBuyer: 1,
  uses: 3,
  active: true,
  createdByName: 'Admin',
  createdAt: '2026-12-01T00:00:00.000Z',
  ...over,
});
const CODES = [
  row({}),
  row({
    id: 2,
    code: 'OLD5',
    kind: 'fixed',
    percent: null,
    amount: '5.00',
    validFrom: null,
    validTo: '2026-11-30',
    maxUses: null,
    maxUsesPerBuyer: null,
    uses: 12,
    active: false,
  }),
];

const sent = stubSend((async (call: { path: string }) => {
  if (call.path === 'bq/discountCode/list') return { list: CODES };
  if (call.path === 'bq/discountCode/add') return row({ id: 3, code: 'COURSES20' });
  return row({ active: false });
}) as never);

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DiscountCodesPage />
    </QueryClientProvider>,
  );
}

const requests = (path: string) =>
  sent.mock.calls.filter(([call]) => call.path === path).map(([, request]) => request);

describe('the discount codes page', () => {
  it('lists codes with their discount, validity and uses, and stops an active one', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    expect(await within(table).findByText('10.00 %')).toBeTruthy();
    expect(within(table).getByText('2026-12-01 to 2026-12-31')).toBeTruthy();
    expect(within(table).getByText('3 of 100, 1 per buyer')).toBeTruthy();
    expect(within(table).getByText('$5.00')).toBeTruthy();
    expect(within(table).getByText('until 2026-11-30')).toBeTruthy();
    expect(within(table).getByText('Stopped')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop OLD5' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop SPRING10' }));
    const ask = screen.getByRole('alertdialog', { name: 'Stop SPRING10?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stop code' }));
    await waitFor(() => expect(requests('bq/discountCode/deactivate')).toEqual([{ id: 1 }]));
  });

  it('adds a percent code on courses with a limit per buyer', async () => {
    open();
    await screen.findByText('SPRING10');
    fireEvent.click(screen.getByRole('button', { name: 'New discount code' }));
    const dialog = screen.getByRole('dialog', { name: 'New discount code' });
    const type = (name: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
    type(/^Code/, 'COURSES20');
    type(/Percent off/, '20');
    type(/Uses per buyer/, '1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests('bq/discountCode/add')).toHaveLength(1));
    expect(requests('bq/discountCode/add')[0]).toEqual({
      code: 'COURSES20',
      kind: 'percent',
      percent: '20',
      scope: 'order',
      validFrom: null,
      validTo: null,
      maxUses: null,
      maxUsesPerBuyer: 1,
    });
  });
});
