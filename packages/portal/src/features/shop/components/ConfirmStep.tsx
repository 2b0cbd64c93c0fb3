import { Button, Card, Heading, Inline, RadioGroup, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { commercePaths } from '../../../shared/commerce/commercePaths';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { ApiError } from '../../../shared/http/errors';
import { useCart } from '../api/cart';
import { CartLines, CartNoticeList } from './CartLines';
import { canCheckOut, cartNotices, courseLineOf, tokenOffer } from './cartMapping';
import { KEY_PARAM, keyFrom, newCheckoutKey } from './checkoutKey';
import { DiscountCodeField } from './DiscountCodeField';
import { totalToConfirm } from './discountMapping';

const CONFLICT = 409;

/** The checkout's key: made once per visit and kept in the address (F5 and a retry keep it). */
function useCheckoutKey(): string | null {
  const [params, setParams] = useSearchParams();
  const key = keyFrom(params);
  useEffect(() => {
    if (key) return;
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set(KEY_PARAM, newCheckoutKey());
        return next;
      },
      { replace: true },
    );
  }, [key, setParams]);
  return key;
}

/** The hall's "Buy": puts the course in the cart once when the page opens (again on F5: a no-op). */
function useCourseInCart(courseId: number | undefined) {
  const cart = useCart();
  const add = useCallMutation(calls.cart.setLine, { options: { quiet: true } });
  const asked = useRef(false);
  const inCart = courseId === undefined || !!courseLineOf(cart.data, courseId);
  useEffect(() => {
    if (courseId === undefined || !cart.data || inCart || asked.current) return;
    asked.current = true;
    add.mutate({ kind: 'course', courseId });
  }, [courseId, cart.data, inCart, add]);
  return { ready: inCart, refused: add.error?.message };
}

/** The code the buyer applied and what the server says it takes off the cart now. */
function useDiscount() {
  const [code, setCode] = useState<string | null>(null);
  const preview = useQuery({
    ...callQuery(calls.discountCode.preview, { discountCode: code ?? '' }, { quiet: true }),
    enabled: code !== null,
    retry: false,
  });
  const applied = code !== null && !preview.isError ? preview.data : undefined;
  return { code, setCode, preview, applied };
}

/**
 * The confirm step of both confirm routes: the cart as it will be ordered, at the server's prices,
 * the office-payment terms, and Place order with the visit's key and the total shown. A total
 * changed meanwhile is answered 409: nothing was placed, the page shows the new total and asks
 * again (with the same key). Placed, the buyer goes to the payment hand-over.
 */
export function ConfirmStep({ courseId }: { courseId?: number }) {
  const navigate = useNavigate();
  const key = useCheckoutKey();
  const cart = useCart();
  const course = useCourseInCart(courseId);
  const [changed, setChanged] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const checkout = useCallMutation(calls.order.checkout, { options: { quiet: true } });
  const [payWith, setPayWith] = useState<'office' | 'tokens'>('office');
  const tokens = useQuery(callQuery(calls.token.mine, {}));
  const discount = useDiscount();

  if (course.refused)
    return (
      <Stack space="md">
        <Heading level={1}>Confirm order</Heading>
        <Text role="alert" tone="danger">
          {course.refused}
        </Text>
        <Link to={commercePaths.cart({})}>Go to my cart</Link>
      </Stack>
    );
  if (!cart.data || !key || !course.ready) return <Skeleton lines={6} />;
  const data = cart.data;
  const notices = cartNotices(data);
  const { applied } = discount;
  // With a code applied, tokens pay the discounted total (the preview quotes it).
  const offer = tokenOffer(
    applied && tokens.data ? { ...tokens.data, cartTokens: applied.totalTokens } : tokens.data,
  );
  const usable = offer.payable && payWith === 'tokens';
  const total = totalToConfirm(data.total, applied);

  const place = async () => {
    setRefusal(null);
    try {
      const order = await checkout.mutateAsync({
        idempotencyKey: key,
        expectedTotal: total,
        payWith: usable ? payWith : 'office',
        ...(applied ? { discountCode: applied.code } : {}),
      });
      if (usable) {
        // Paid at once with tokens: the order itself, not the office-payment hand-over.
        navigate(commercePaths.myProductOrderDetail({ search: { id: order.id } }));
        return;
      }
      if (courseId !== undefined)
        navigate(commercePaths.hallOrderConfirm({ id: courseId, orderId: order.id }), {
          replace: true,
        });
      navigate(commercePaths.payLoading({ search: { order: order.id } }));
    } catch (error) {
      if (error instanceof ApiError && error.code === CONFLICT) {
        setChanged(true);
        await cart.refetch();
        if (discount.code !== null) await discount.preview.refetch();
      } else setRefusal(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Stack space="lg">
      <Heading level={1}>Confirm order</Heading>
      {changed && (
        <Card title="The total changed" role="alert">
          <Text>
            Prices changed since you saw them, and nothing was ordered. The total is now{' '}
            <AmountText amount={total} weight="bold" />: check the lines and confirm again.
          </Text>
        </Card>
      )}
      {notices.length > 0 && (
        <Card title="Check before you order" role="status">
          <CartNoticeList notices={notices} />
        </Card>
      )}
      {courseId !== undefined && data.lines.length > 1 && (
        <Text tone="muted">
          The other items in your cart are ordered with this course; remove them in the cart to
          order the course alone.
        </Text>
      )}
      <Card padding="none">
        <CartLines lines={data.lines} readOnly />
      </Card>
      <Card title="Discount">
        <DiscountCodeField
          applied={applied}
          checking={discount.preview.isFetching}
          error={discount.code !== null ? discount.preview.error : null}
          onApply={(code) => discount.setCode(code)}
          onRemove={() => discount.setCode(null)}
        />
      </Card>
      <Card title="How to pay">
        <Stack space="sm">
          <RadioGroup
            aria-label="How to pay"
            value={usable ? 'tokens' : 'office'}
            onValueChange={(value) => setPayWith(value === 'tokens' ? 'tokens' : 'office')}
            options={[
              { value: 'office', label: 'Payment at the office' },
              { value: 'tokens', label: offer.label, disabled: !offer.payable },
            ]}
          />
          <Text tone="muted">
            {usable
              ? 'The tokens are taken when you place the order, and the order is paid at once.'
              : "Pay the total by bank transfer, by cheque or by card at the office desk, quoting the order's reference. The order waits for your payment until its pay-by date; a course seat is held for you until then."}
          </Text>
        </Stack>
      </Card>
      {refusal && (
        <Text role="alert" tone="danger">
          {refusal}
        </Text>
      )}
      <Inline align="between">
        <Stack space="xs">
          {applied && (
            <Text tone="muted">
              Goods <AmountText amount={applied.goods} />, discount −
              <AmountText amount={applied.discount} />
            </Text>
          )}
          <Text size="lg">
            Total <AmountText amount={total} weight="bold" />
          </Text>
        </Stack>
        <Inline space="sm">
          <Button asChild variant="ghost">
            <Link to={commercePaths.cart({})}>Back to the cart</Link>
          </Button>
          <Button
            variant="primary"
            disabled={!canCheckOut(data) || discount.preview.isFetching}
            loading={checkout.isPending}
            onClick={() => void place()}
          >
            {changed ? 'Confirm the new total' : 'Place order'}
          </Button>
        </Inline>
      </Inline>
    </Stack>
  );
}
