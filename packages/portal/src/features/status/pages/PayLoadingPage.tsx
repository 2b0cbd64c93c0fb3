import { QueryClientProvider } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { queryClient } from '../../../shared/query';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { OrderWaiting } from '../components/OrderWaiting';
import { Waiting } from '../components/Waiting';

/**
 * Route `/pay-loading`: after checkout (`?order=<id>`) the order's payment state (office payment:
 * what to pay, by when, how), followed until paid; without an order, where a payment returns to
 * before the order is shown (`?to=`). A bare page: it brings the portal's query cache itself.
 */
export default function PayLoadingPage() {
  const [params] = useSearchParams();
  const order = idFromAddress(params.get('order'));
  if (order !== undefined)
    return (
      <QueryClientProvider client={queryClient}>
        <OrderWaiting id={order} />
      </QueryClientProvider>
    );
  return <Waiting text="Confirming payment" fallback="/agent-center/my-order/index" />;
}
