import { Button, Card, Heading, Inline, Stack, Text } from '@bq/ui';
import { Link } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { commercePaths } from '../../../shared/commerce/commercePaths';
import { useCart } from '../api/cart';
import { CartLines, CartNoticeList } from '../components/CartLines';
import { canCheckOut, cartNotices } from '../components/cartMapping';
import { ProductCatalogue } from '../components/ProductCatalogue';

/**
 * Route `/buy-car/index` (My Cart): courses and products together at the server's prices, a
 * notice for each changed price or line that cannot be bought, the total, Check out; and the
 * product catalogue to add from.
 */
export default function CartPage() {
  const cart = useCart();
  const lines = cart.data?.lines ?? [];
  const notices = cart.data ? cartNotices(cart.data) : [];
  return (
    <Stack space="lg">
      <Heading level={1}>My cart</Heading>
      {notices.length > 0 && (
        <Card title="Check before you order" role="status">
          <CartNoticeList notices={notices} />
        </Card>
      )}
      <Card padding="none">
        <CartLines lines={lines} loading={cart.isPending} />
      </Card>
      <Inline align="between">
        <Text size="lg">
          Total {cart.data ? <AmountText amount={cart.data.total} weight="bold" /> : null}
        </Text>
        {canCheckOut(cart.data) ? (
          <Button asChild variant="primary">
            <Link to={commercePaths.confirmOrder({})}>Check out</Link>
          </Button>
        ) : (
          <Button variant="primary" disabled>
            Check out
          </Button>
        )}
      </Inline>
      <ProductCatalogue lines={lines} />
    </Stack>
  );
}
