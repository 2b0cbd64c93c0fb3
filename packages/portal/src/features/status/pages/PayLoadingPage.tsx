import { Waiting } from '../components/Waiting';

/** Route `/pay-loading`: where a payment returns to before the order is shown. */
export default function PayLoadingPage() {
  return <Waiting text="Confirming payment" fallback="/agent-center/my-order/index" />;
}
