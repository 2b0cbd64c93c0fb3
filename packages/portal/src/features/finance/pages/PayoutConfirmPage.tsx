import { Card, DescriptionList, EmptyState, Heading, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { PendingPayoutActions } from '../components/PayeeActions';
import { PAYOUT_STATUS } from '../components/payouts';

/**
 * Route `/financial/confirm/:id?/:courseId?`: a lecturer's (or vendor's) payout to confirm or
 * void; done, it returns to the receipt list, as the spec says.
 */
export default function PayoutConfirmPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = idFromAddress(params.id);
  const payout = useQuery({
    ...callQuery(calls.payeePayout.get, { id: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
  if (id === undefined || payout.isError) return <EmptyState title="No such payout" />;
  if (!payout.data) return <Skeleton lines={6} />;
  const p = payout.data;
  return (
    <Stack space="lg">
      <Heading level={1}>Confirm payout #{p.id}</Heading>
      <Card title={p.payee} titleLevel={2}>
        <Stack space="md">
          <DescriptionList
            columns={2}
            items={[
              {
                label: 'Payee',
                value: `${p.payee} (${p.kind === 'lecturer' ? 'lecturer' : 'vendor'})`,
              },
              { label: 'Amount', value: <AmountText amount={p.amount} weight="bold" /> },
              { label: 'Status', value: PAYOUT_STATUS[p.status] },
              {
                label: 'Made',
                value: `${p.createdBy ?? 'System'}, ${formatDateTime(p.createdAt)}`,
              },
            ]}
          />
          {p.status === 'pending' ? (
            <PendingPayoutActions
              payoutId={p.id}
              amount={p.amount}
              secondPersonAbove={p.secondPersonAbove}
              onDone={() => navigate('/financial/order-receipt/index')}
            />
          ) : (
            <Text tone="muted">This payout is settled: nothing is left to confirm.</Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
