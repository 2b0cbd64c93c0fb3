import { Card, EmptyState, Heading, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { callQuery, calls } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { FinanceOrderView } from '../components/FinanceOrderView';
import { PaymentActions } from '../components/PaymentActions';

/**
 * Route `/financial/order-receipt/detail/:id?/:courseId?`: the order `:id` with its payments and
 * history, and the receipt of its awaiting payment.
 */
export default function OrderReceiptDetailPage() {
  const id = idFromAddress(useParams().id);
  const order = useQuery({
    ...callQuery(calls.order.detail, { id: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
  if (id === undefined || order.isError) return <EmptyState title="No such order" />;
  if (!order.data) return <Skeleton lines={8} />;
  const data = order.data;
  const awaiting = data.payments.find((p) => p.state === 'awaiting');
  return (
    <Stack space="lg">
      <Heading level={1}>Receipt for {data.reference}</Heading>
      <Card title="Awaiting payment" titleLevel={2}>
        {awaiting ? (
          <Stack space="sm">
            <Text>
              Due <AmountText amount={awaiting.due} weight="bold" />
            </Text>
            <PaymentActions payment={{ ...awaiting, orderReference: data.reference }} />
          </Stack>
        ) : (
          <Text tone="muted">Nothing of this order is awaiting a payment.</Text>
        )}
      </Card>
      <FinanceOrderView order={data} />
    </Stack>
  );
}
