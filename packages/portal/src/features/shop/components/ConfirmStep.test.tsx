import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { ApiError } from '../../../shared/http/errors';
import { ConfirmStep } from './ConfirmStep';

const line = (id: number, kind: 'course' | 'product', title: string, price: string) => ({
  id,
  kind,
  courseId: kind === 'course' ? 7 : null,
  productId: kind === 'product' ? 8 : null,
  optionId: null,
  titleEn: title,
  titleZh: '',
  quantity: 1,
  unitPrice: price,
  currentPrice: price,
  lineTotal: price,
  problem: null,
});

const CART = {
  lines: [line(1, 'course', 'Contracts 101', '129.95'), line(2, 'product', 'Sign', '45.50')],
  total: '175.45',
  changed: false,
};
const USED = 'has already been used by you';

const sent = stubSend((async (call: { path: string }, request: { discountCode?: string }) => {
  if (call.path === 'bq/cart/mine') return CART;
  if (call.path === 'bq/token/mine') return { balance: '0', cartTokens: null, value: '1.00' };
  if (call.path === 'bq/discountCode/preview') {
    if (request.discountCode === 'SPRING10')
      return {
        code: 'SPRING10',
        goods: '175.45',
        discount: '17.55',
        total: '157.90',
        lineIds: [1, 2],
        totalTokens: null,
      };
    throw new ApiError(400, `Discount code: ${USED}.`, call.path, [
      { field: 'discountCode', message: USED },
    ]);
  }
  if (call.path === 'bq/order/checkout') return { id: 5 };
  return null;
}) as never);

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <ConfirmStep /> }], {
    initialEntries: ['/marketing/confirmorder?key=test-key-123456'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const requests = (path: string) =>
  sent.mock.calls.filter(([call]) => call.path === path).map(([, request]) => request);

function tryCode(code: string) {
  const discount = screen.getByRole('textbox', { name: 'Discount code' });
  fireEvent.change(discount, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('a discount code at checkout', () => {
  it('shows a refused code under the field, and an applied one in the total it places', async () => {
    open();
    await screen.findByText('Contracts 101');
    tryCode('USEDONCE');
    expect(await screen.findByText(`This code ${USED}.`)).toBeTruthy();

    tryCode('SPRING10');
    expect(await screen.findByText('SPRING10')).toBeTruthy();
    const total = screen.getByText(/^Total/);
    expect(within(total).getByText('$157.90')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(requests('bq/order/checkout')).toHaveLength(1));
    expect(requests('bq/order/checkout')[0]).toMatchObject({
      expectedTotal: '157.90',
      discountCode: 'SPRING10',
    });
  });
});
