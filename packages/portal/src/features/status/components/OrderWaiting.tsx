import type { OrderDetail } from '@bq/contract';
import {
  Box,
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from '@bq/ui';
import { moneyToDecimal, parseMoney, subtractMoney } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { commercePaths } from '../../../shared/commerce/commercePaths';
import { OrderStateTag } from '../../../shared/commerce/OrderStateTag';
import { formatDeadline } from '../../../shared/format';
import { callQuery, calls } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';

/** How often a waiting order is read again: finance's receipt shows within this. */
export const PAYMENT_POLL_MS = 5000;

/** What is still to pay: the open office payment's amount, else the total less what was paid. */
export function amountDue(order: Pick<OrderDetail, 'total' | 'paid' | 'payments'>): string {
  const open = order.payments.find((p) => p.state === 'awaiting');
  if (open) return open.due;
  return moneyToDecimal(subtractMoney(parseMoney(order.total), parseMoney(order.paid)));
}

function HowToPay({ reference }: { reference: string }) {
  return (
    <Card title="How to pay at the office" titleLevel={2}>
      <Stack space="xs">
        <Text as="div">
          <strong>Bank transfer</strong>: to the office's account, with the reference{' '}
          <strong>{reference}</strong> in the transfer's note.
        </Text>
        <Text as="div">
          <strong>Cheque</strong>: payable to BQ Realty, with {reference} written on the back, left
          at the front desk.
        </Text>
        <Text as="div">
          <strong>Card at the desk</strong>: at the front desk in office hours; say the reference.
        </Text>
        <Text as="div" tone="muted">
          Finance confirms the receipt; this page shows it as soon as they do.
        </Text>
      </Stack>
    </Card>
  );
}

function Done({ order }: { order: OrderDetail }) {
  const courses = order.lines.some((l) => l.kind === 'course');
  const products = order.lines.some((l) => l.kind === 'product');
  return (
    <Stack space="md">
      <Text>
        {order.state === 'cancelled'
          ? `This order was cancelled${order.closedReason ? `: ${order.closedReason}` : '.'}`
          : 'Your payment was received. Thank you.'}
      </Text>
      <Inline space="sm">
        {courses && order.state !== 'cancelled' && (
          <Button asChild variant="primary">
            <Link to={paths.myCourses({})}>My courses</Link>
          </Button>
        )}
        {courses && (
          <Button asChild variant="secondary">
            <Link to={commercePaths.myOrderDetail({ id: order.id })}>My course orders</Link>
          </Button>
        )}
        {products && (
          <Button asChild variant="secondary">
            <Link to={commercePaths.myProductOrderDetail({ search: { id: order.id } })}>
              My product orders
            </Link>
          </Button>
        )}
      </Inline>
    </Stack>
  );
}

/**
 * An order's state after checkout (office payment): while it waits, its reference, the amount
 * due, the pay-by date and how to pay, read again every few seconds until finance's receipt shows;
 * then where its goods are (my courses, my orders).
 */
export function OrderWaiting({ id }: { id: number }) {
  const order = useQuery({
    ...callQuery(calls.order.myDetail, { id }, { quiet: true }),
    refetchInterval: (query) => (query.state.data?.state === 'placed' ? PAYMENT_POLL_MS : false),
  });
  const data = order.data;
  return (
    <Box display="flex" justifyContent="center" padding="xl">
      <Box width="full">
        <WayOut />
        {order.isError ? (
          <EmptyState
            title="No such order of yours"
            action={
              <Button asChild variant="primary">
                <Link to={commercePaths.myOrders({})}>My orders</Link>
              </Button>
            }
          />
        ) : !data ? (
          <Skeleton lines={6} />
        ) : (
          <Stack space="lg">
            <Inline space="sm">
              <Heading level={1}>Order {data.reference}</Heading>
              <OrderStateTag state={data.state} />
            </Inline>
            {data.state === 'placed' ? (
              <>
                <Inline space="sm">
                  <Spinner size="sm" label="Waiting for your payment" />
                  <Text>Waiting for your payment at the office.</Text>
                </Inline>
                <DescriptionList
                  columns={3}
                  items={[
                    { label: 'Reference', value: data.reference },
                    {
                      label: 'Amount due',
                      value: <AmountText amount={amountDue(data)} weight="bold" />,
                    },
                    { label: 'Pay by', value: formatDeadline(data.payBy) },
                  ]}
                />
                <HowToPay reference={data.reference} />
              </>
            ) : (
              <Done order={data} />
            )}
          </Stack>
        )}
      </Box>
    </Box>
  );
}

/**
 * The page is bare (a payment provider may open it cold), so it has no menu: without these a
 * buyer who wants to carry on while the office confirms had only the browser's Back.
 */
function WayOut() {
  return (
    <Box as="nav" aria-label="Leave this page" paddingBottom="lg">
      <Inline space="sm">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.home({})}>Home</Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={commercePaths.myOrders({})}>My orders</Link>
        </Button>
      </Inline>
    </Box>
  );
}
