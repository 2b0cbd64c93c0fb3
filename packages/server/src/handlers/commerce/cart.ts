import type { FamilyHandlers } from '../../context.js';
import { removeCartLine, setCartLine } from '../../domain/commerce/cart.js';
import { cartView } from './order-views.js';

/** The buyer's own cart: every call reaches the caller's cart only (no id names another's). */
export const cart: FamilyHandlers<'cart'> = {
  async mine(_input, ctx) {
    return cartView(ctx.db, ctx.user.userId);
  },
  async setLine(input, ctx) {
    return ctx.db.transaction(async (tx) => {
      await setCartLine(tx, ctx.act(), ctx.user.userId, input);
      return cartView(tx, ctx.user.userId);
    });
  },
  async removeLine({ lineId }, ctx) {
    return ctx.db.transaction(async (tx) => {
      await removeCartLine(tx, ctx.act(), ctx.user.userId, lineId);
      return cartView(tx, ctx.user.userId);
    });
  },
};
