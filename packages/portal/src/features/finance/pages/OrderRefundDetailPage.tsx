import { Card, DescriptionList, EmptyState, Heading, Skeleton, Stack, StatusTag } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { refundListPath } from '../../../shared/commerce/commercePaths';
import { RefundAmount } from '../../../shared/commerce/OrderMoneyTables';
import { RefundStateTag } from '../../../shared/commerce/OrderStateTag';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { FinanceOrderView } from '../components/FinanceOrderView';
import { RefundActions } from '../components/RefundActions';
import { RefundPayoutActions } from '../components/RefundPayoutActions';

const PAYOUT_LABELS = {
  pending: 'Pending: not paid yet',
  posted: 'Paid',
  voided: 'Voided',
  returned: 'Returned by the bank',
} as const;
const PAYOUT_TONES = {
  pending: 'warning',
  posted: 'success',
  voided: 'danger',
  returned: 'danger',
} as const;

/**
 * Routes `/financial/order-refund/detail/:id?/:orderId?/:courseId?` and
 * `approval/:id?/:orderId?/:courseId?`: the refund request `:id`, its decision while requested,
 * and its order.
 */
export default function OrderRefundDetailPage() {
  const id = idFromAddress(useParams().id);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const refund = useQuery({
    ...callQuery(calls.refund.detail, { id: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
  const orderId = refund.data?.orderId;
  const order = useQuery({
    ...callQuery(calls.order.detail, { id: orderId ?? 0 }, { quiet: true }),
    enabled: orderId !== undefined,
  });
  if (id === undefined || refund.isError) return <EmptyState title="No such refund request" />;
  if (!refund.data) return <Skeleton lines={8} />;
  const data = refund.data;
  return (
    <Stack space="lg">
      <Heading level={1}>Refund request for {data.orderReference}</Heading>
      <Card title="Request" titleLevel={2} extra={<RefundStateTag state={data.state} />}>
        <Stack space="md">
          <DescriptionList
            columns={3}
            items={[
              { label: 'Buyer', value: data.buyerName },
              { label: 'Asked', value: formatDateTime(data.createdAt) },
              { label: 'Amount', value: <RefundAmount refund={data} weight="bold" /> },
              {
                label: 'Lines',
                value: data.lines.map((l) => `${l.title} × ${l.quantity}`).join(', '),
                span: 3,
              },
              { label: 'Reason', value: data.reason, span: 3 },
              ...(data.note ? [{ label: 'Finance note', value: data.note, span: 3 as const }] : []),
              ...(data.withheldReason
                ? [
                    { label: 'Kept', value: <AmountText amount={data.withheld} /> },
                    { label: 'Why kept', value: data.withheldReason, span: 2 as const },
                  ]
                : []),
            ]}
          />
          {data.payout && (
            <Card
              title="Payout to the buyer"
              titleLevel={3}
              extra={
                <StatusTag tone={PAYOUT_TONES[data.payout.status]}>
                  {PAYOUT_LABELS[data.payout.status]}
                </StatusTag>
              }
            >
              <DescriptionList
                columns={3}
                items={[
                  { label: 'Amount', value: <AmountText amount={data.payout.amount} /> },
                  { label: 'Held', value: formatDateTime(data.payout.createdAt) },
                  {
                    label: data.payout.status === 'voided' ? 'Void reason' : 'Reference',
                    value:
                      (data.payout.status === 'voided'
                        ? data.payout.voidReason
                        : data.payout.reference) || '—',
                  },
                ]}
              />
            </Card>
          )}
          {data.state === 'approved' && (
            <RefundPayoutActions refund={{ ...data, pending: data.payout?.status === 'pending' }} />
          )}
          {data.state === 'requested' && (
            <RefundActions
              refund={data}
              onDecided={() =>
                navigate(
                  refundListPath(params.get('orderType') ?? data.orderType, params.get('state')),
                )
              }
            />
          )}
        </Stack>
      </Card>
      {order.data && <FinanceOrderView order={order.data} />}
    </Stack>
  );
}
