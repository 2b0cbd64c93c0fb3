import type { DiscountCodeRow } from '@bq/contract';
import { moneyToDecimal, parseMoney } from '@bq/validators';
import { desc, eq, sql } from 'drizzle-orm';
import type { FamilyHandlers } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { discountCodes, discountRedemptions } from '../../db/schema-commerce.js';
import {
  addCode,
  deactivateCode,
  percentOfBp,
  previewCode,
  stillUses,
} from '../../domain/commerce/discounts.js';
import { tokensFor } from '../../domain/finance/tokens.js';
import { notFound } from '../../envelope.js';
import { cartView } from './order-views.js';

/** Orders placed with the code that still count (as `usesOf`). */
const usesSql = sql<number>`(select count(*)::int from ${discountRedemptions} where ${discountRedemptions.codeId} = ${discountCodes.id} and ${stillUses(discountRedemptions.orderId)})`;

async function codeRows(db: Db | Tx, id?: number): Promise<DiscountCodeRow[]> {
  const rows = await db
    .select({ c: discountCodes, createdByName: users.name, uses: usesSql })
    .from(discountCodes)
    .innerJoin(users, eq(users.id, discountCodes.createdBy))
    .where(id === undefined ? undefined : eq(discountCodes.id, id))
    .orderBy(desc(discountCodes.active), desc(discountCodes.id));
  return rows.map(({ c, createdByName, uses }) => ({
    id: c.id,
    code: c.code,
    kind: c.kind,
    percent: c.percentBp === null ? null : percentOfBp(c.percentBp),
    amount: c.amount,
    scope: c.scope,
    validFrom: c.validFrom,
    validTo: c.validTo,
    maxUses: c.maxUses,
    maxUsesPerBuyer: c.maxUsesPerBuyer,
    uses,
    active: c.active,
    createdByName,
    createdAt: c.createdAt.toISOString(),
  }));
}

async function codeRow(db: Db | Tx, id: number) {
  const [row] = await codeRows(db, id);
  if (!row) throw notFound('Discount code');
  return row;
}

export const discountCode: FamilyHandlers<'discountCode'> = {
  async list(_input, ctx) {
    return { list: await codeRows(ctx.db) };
  },

  async add(input, ctx) {
    return ctx.db.transaction(async (tx) => codeRow(tx, await addCode(tx, ctx.act(), input)));
  },

  async deactivate({ id }, ctx) {
    return ctx.db.transaction(async (tx) => {
      await deactivateCode(tx, ctx.act(), id);
      return codeRow(tx, id);
    });
  },

  async preview({ discountCode: typed }, ctx) {
    // Today's prices, as the cart shows them and checkout will read them again under lock.
    const cart = await cartView(ctx.db, ctx.user.userId);
    const lines = cart.lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      unitPrice: parseMoney(l.currentPrice),
      quantity: l.quantity,
    }));
    const preview = await previewCode(ctx.db, ctx.act(), ctx.user.userId, typed, lines);
    // Tokens pay for products only (as `token.mine`'s quote): the offer follows the discount.
    const payable = lines.every((l) => l.kind === 'product');
    const tokens = tokensFor(parseMoney(preview.total), ctx.config.tokenValue);
    return { ...preview, totalTokens: payable ? moneyToDecimal(tokens) : null };
  },
};
