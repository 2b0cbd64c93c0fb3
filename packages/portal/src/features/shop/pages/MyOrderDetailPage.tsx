import { EmptyState, Skeleton } from '@bq/ui';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { idFromAddress } from '../../../shared/routes/idFromAddress';

import { useMyOrder } from '../api/cart';
import { BuyerOrderDetail } from '../components/BuyerOrderDetail';
import { kindOfPath } from '../components/orderLists';

/**
 * Routes `/agent-center/my-order/detail/:id?/:courseId?/:lecturerName?` (the order is `:id`) and
 * `/agent-center/my-Commodity-order/detail` (the order is `?id=`; its route has no parameter).
 */
export default function MyOrderDetailPage() {
  const kind = kindOfPath(useLocation().pathname);
  const params = useParams();
  const [search] = useSearchParams();
  const id = idFromAddress(kind === 'course' ? params.id : search.get('id'));
  const order = useMyOrder(id);
  if (id === undefined || order.isError) return <EmptyState title="No such order of yours" />;
  if (!order.data) return <Skeleton lines={8} />;
  return <BuyerOrderDetail order={order.data} kind={kind} />;
}
