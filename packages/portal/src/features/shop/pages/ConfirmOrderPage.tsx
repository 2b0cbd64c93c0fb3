import { Button, EmptyState, Heading, Inline, Skeleton, Stack, Text } from '@bq/ui';
import { Link, useLocation, useParams } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { commercePaths } from '../../../shared/commerce/commercePaths';
import { OrderLinesTable } from '../../../shared/commerce/OrderLinesTable';
import { OrderStateTag } from '../../../shared/commerce/OrderStateTag';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { useMyOrder } from '../api/cart';
import { ConfirmStep } from '../components/ConfirmStep';

/**
 * Routes `/marketing/confirmorder` (the cart's confirm step) and
 * `/bq-institute/course-hall/order-confirm/:id?/:orderId?` (one course bought from the hall: `id`
 * is put in the cart, then the same step; with `orderId` that placed order is shown).
 */
export default function ConfirmOrderPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const hall = pathname.startsWith('/bq-institute/');
  const orderId = hall ? idFromAddress(params.orderId) : undefined;
  if (orderId !== undefined) return <PlacedOrder id={orderId} />;
  return <ConfirmStep courseId={hall ? idFromAddress(params.id) : undefined} />;
}

function PlacedOrder({ id }: { id: number }) {
  const order = useMyOrder(id);
  if (order.isError) return <EmptyState title="No such order of yours" />;
  if (!order.data) return <Skeleton lines={6} />;
  const data = order.data;
  return (
    <Stack space="lg">
      <Heading level={1}>Order {data.reference}</Heading>
      <Inline space="sm">
        <OrderStateTag state={data.state} />
        <Text>
          Total <AmountText amount={data.total} weight="bold" />
        </Text>
      </Inline>
      <OrderLinesTable lines={data.lines} />
      <Inline space="sm">
        <Button asChild variant="primary">
          <Link to={commercePaths.payLoading({ search: { order: id } })}>How to pay</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={commercePaths.myOrderDetail({ id })}>Order detail</Link>
        </Button>
      </Inline>
    </Stack>
  );
}
