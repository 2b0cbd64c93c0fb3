import { EmptyState, Heading, Skeleton, Stack, Text } from '@bq/ui';
import { useLocation, useNavigate, useParams } from 'react-router';
import { commercePaths } from '../../../shared/commerce/commercePaths';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { useMyOrder } from '../api/cart';
import { canAskRefund } from '../components/BuyerOrderDetail';
import { kindOfPath } from '../components/orderLists';
import { RefundForm } from '../components/RefundForm';

/**
 * Routes `/agent-center/my-order/applyfor/:id?/:courseId?` and
 * `/agent-center/my-Commodity-order/applyfor/:id?/:courseId?`: a refund application for the
 * order `:id`; `:courseId` chooses that course's line to begin with.
 */
export default function RefundApplyPage() {
  const navigate = useNavigate();
  const kind = kindOfPath(useLocation().pathname);
  const params = useParams();
  const id = idFromAddress(params.id);
  const order = useMyOrder(id);
  if (id === undefined || order.isError) return <EmptyState title="No such order of yours" />;
  if (!order.data) return <Skeleton lines={6} />;
  const data = order.data;
  const detail =
    kind === 'course'
      ? commercePaths.myOrderDetail({ id })
      : commercePaths.myProductOrderDetail({ search: { id } });
  return (
    <Stack space="lg">
      <Heading level={1}>Apply for a refund: order {data.reference}</Heading>
      {canAskRefund(data) ? (
        <RefundForm
          order={data}
          courseId={idFromAddress(params.courseId)}
          onDone={() => navigate(detail, { replace: true })}
        />
      ) : (
        <Text>This order has nothing paid left to refund.</Text>
      )}
    </Stack>
  );
}
