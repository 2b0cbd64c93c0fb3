import { Button, Inline, Text, toast } from '@bq/ui';
import { Link } from 'react-router';
import { calls, useCallMutation } from '../http/calls';
import type { Language } from '../layout/store';
import { commercePaths } from './commercePaths';

const WORDS = {
  buy: ['购买', 'Buy'],
  addToCart: ['加入购物车', 'Add to cart'],
  added: ['已加入购物车', 'The course is in your cart'],
  goToCart: ['查看购物车', 'Go to my cart'],
  howToPay: [
    '付费课程：下单后在办公室付款即可获得名额。',
    'A paid course: order it, pay at the office, and the seat is yours.',
  ],
} as const;

/**
 * A paid course's "Buy" and "Add to cart" where a signed-in person reads it (the course hall's
 * detail): Buy opens the hall's confirm step with the course; Add to cart keeps browsing. In the
 * page's language (the breadcrumb's toggle: 1 Chinese, 2 English).
 */
export function BuyCourse({ courseId, language }: { courseId: number; language: Language }) {
  const say = (key: keyof typeof WORDS) => WORDS[key][language === 2 ? 1 : 0];
  const add = useCallMutation(calls.cart.setLine, {
    onSuccess: () => toast.success(say('added')),
  });
  return (
    <Inline space="sm">
      <Text tone="muted">{say('howToPay')}</Text>
      <Button asChild variant="primary">
        <Link to={commercePaths.hallOrderConfirm({ id: courseId })}>{say('buy')}</Link>
      </Button>
      <Button
        variant="secondary"
        loading={add.isPending}
        onClick={() => add.mutate({ kind: 'course', courseId, quantity: 1 })}
      >
        {say('addToCart')}
      </Button>
      <Button asChild variant="ghost">
        <Link to={commercePaths.cart({})}>{say('goToCart')}</Link>
      </Button>
    </Inline>
  );
}
