import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';

/** The buyer's cart at the server's prices now (the cart page and both confirm pages). */
export const useCart = () => useQuery(callQuery(calls.cart.mine, {}));

/** One of the buyer's orders, with lines, payments, refunds and history. */
export const useMyOrder = (id: number | undefined) =>
  useQuery({
    ...callQuery(calls.order.myDetail, { id: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
