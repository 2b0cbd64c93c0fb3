import type { OrderDetail } from '@bq/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderHistory } from './OrderHistory';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderStateTag } from './OrderStateTag';
import { OrderTotals } from './OrderTotals';

const line: OrderDetail['lines'][number] = {
  id: 1,
  kind: 'product',
  courseId: null,
  productId: 4,
  optionId: null,
  title: 'Open house A-frame sign',
  quantity: 2,
  unitPrice: '85.50',
  discountShare: '0.00',
  paidNet: '171.00',
  refunded: '85.50',
  refundedQuantity: 1,
  fulfilment: 'pending',
};

describe('order pieces', () => {
  it('shows a line with its exact amounts and what was refunded of it', () => {
    render(<OrderLinesTable lines={[line]} />);
    const table = screen.getByRole('table', { name: 'Order lines' });
    expect(within(table).getByText('Open house A-frame sign')).toBeInTheDocument();
    expect(within(table).getByText('1 refunded')).toBeInTheDocument();
    expect(within(table).getByText('$171.00')).toBeInTheDocument();
    expect(within(table).getAllByText('$85.50')).toHaveLength(2);
  });

  it('tells the history oldest first, who and when, the last as now', () => {
    render(
      <OrderHistory
        events={[
          {
            id: 1,
            at: '2026-05-04T17:00:00Z',
            actorName: 'Alex Agent',
            fromState: 'cart',
            toState: 'placed',
            note: '',
          },
          {
            id: 2,
            at: '2026-05-05T17:00:00Z',
            actorName: 'Fay Finance',
            fromState: 'placed',
            toState: 'paid',
            note: 'TRF-1',
          },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Order history' })).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent('Cart → Awaiting payment');
    expect(steps[0]).toHaveTextContent('Alex Agent');
    expect(steps[1]).toHaveTextContent('Awaiting payment → Paid');
    expect(steps[1]).toHaveTextContent('Fay Finance');
    expect(steps[1]).toHaveTextContent('TRF-1');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it('names the state and leaves a zero refund out of the totals', () => {
    render(
      <>
        <OrderStateTag state="placed" />
        <OrderTotals order={{ total: '1250.05', paid: '0.00', refunded: '0.00' }} />
      </>,
    );
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByText('$1,250.05')).toBeInTheDocument();
    expect(screen.queryByText('Refunded')).not.toBeInTheDocument();
  });
});
