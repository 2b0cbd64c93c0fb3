import type { OrderDetail } from '@bq/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { FulfilDialog } from './FulfilDialog';
import { line } from './orderFixtures';

const sent = stubSend((async () => ({})) as never);

const ORDER = {
  id: 12,
  reference: 'BQ-260501-0012',
  state: 'paid',
  lines: [
    line({ id: 1 }),
    line({ id: 2, title: 'Postcards', quantity: 3, refundedQuantity: 1 }),
    line({ id: 3, kind: 'course', title: 'Negotiation workshop', fulfilment: 'enrolled' }),
  ],
} as unknown as OrderDetail;

function open(onClose = vi.fn()) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <FulfilDialog order={ORDER} onClose={onClose} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Ship or hand over BQ-260501-0012' });
}

describe('shipping or handing over product lines', () => {
  it('offers the product lines still to deliver, all chosen, with what is left of each', () => {
    const dialog = open();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-checked'))).toEqual(['true', 'true']);
    expect(within(dialog).getByText('Postcards × 2')).toBeTruthy();
    expect(within(dialog).queryByText(/Negotiation workshop/)).toBeNull();
  });

  it('sends the chosen lines, how and the note, then closes', async () => {
    const onClose = vi.fn();
    const dialog = open(onClose);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Postcards × 2' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Picked up' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), {
      target: { value: 'Collected by Jo' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.mock.calls.map(([call, request]) => [call.path, request])).toEqual([
      ['bq/order/fulfil', { id: 12, lineIds: [1], how: 'picked_up', note: 'Collected by Jo' }],
    ]);
  });

  it('says so when no line is chosen, and sends nothing', async () => {
    const dialog = open();
    for (const box of within(dialog).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Choose at least one line/)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });
});
