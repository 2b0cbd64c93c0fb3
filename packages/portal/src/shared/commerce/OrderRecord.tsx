import type { OrderDetail } from '@bq/contract';
import { Card, type HeadingLevel } from '@bq/ui';
import type { ReactNode } from 'react';
import { OrderHistory } from './OrderHistory';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderPaymentsTable, OrderRefundsTable } from './OrderMoneyTables';

/**
 * An order's record as every order page shows it, under the page's own heading and actions: its
 * lines, payments, refunds and history. `lines` replaces the plain lines table (a page that adds
 * columns or totals); `showEmpty` keeps the payments and refunds cards when they have no rows
 * (staff pages, where "none" is an answer), else they appear once there is something to show.
 */
export function OrderRecord({
  order,
  titleLevel = 2,
  lines,
  showEmpty = false,
}: {
  order: Pick<OrderDetail, 'lines' | 'payments' | 'refunds' | 'events'>;
  titleLevel?: HeadingLevel;
  lines?: ReactNode;
  showEmpty?: boolean;
}) {
  return (
    <>
      <Card title="Lines" titleLevel={titleLevel} padding={lines ? 'md' : 'none'}>
        {lines ?? <OrderLinesTable lines={order.lines} />}
      </Card>
      {(showEmpty || order.payments.length > 0) && (
        <Card title="Payments" titleLevel={titleLevel} padding="none">
          <OrderPaymentsTable payments={order.payments} />
        </Card>
      )}
      {(showEmpty || order.refunds.length > 0) && (
        <Card title="Refunds" titleLevel={titleLevel} padding="none">
          <OrderRefundsTable refunds={order.refunds} />
        </Card>
      )}
      <Card title="History" titleLevel={titleLevel}>
        <OrderHistory events={order.events} />
      </Card>
    </>
  );
}
