import type { PayeeKind } from '@bq/contract';
import { parseMoney } from '@bq/validators';
import type { Ctx, FamilyHandlers } from '../../context.js';
import {
  confirmPayeePayout,
  linesOfAccount,
  payeeAccount,
  payeeList,
  payeePayoutOf,
  payoutsOfAccount,
  payPayee,
  voidPayeePayout,
} from '../../domain/finance/payee-payments.js';
import type { Payout } from '../../domain/finance/payouts.js';
import { names, payoutViewOf } from './payroll-views.js';

/** Lecturer and vendor payments' calls; the rules are in domain/finance/payee-payments.ts. */

async function views(ctx: Ctx, list: Payout[]) {
  const who = await names(
    ctx.db,
    list.flatMap((p) => [p.createdBy, p.settledBy]),
  );
  return list.map((p) => payoutViewOf(p, (id) => (id === null ? null : (who.get(id) ?? null))));
}

async function detail(ctx: Ctx, kind: PayeeKind, accountId: number) {
  const account = await payeeAccount(ctx.db, kind, accountId);
  return {
    ...account,
    lines: await linesOfAccount(ctx.db, accountId),
    payouts: await views(ctx, await payoutsOfAccount(ctx.db, accountId)),
    secondPersonAbove: ctx.config.payrollSecondPersonAbove,
  };
}

const act = (ctx: Ctx<{ userId: number }>) => ({ now: ctx.now(), actor: ctx.user.userId });

export const lecturerPay: FamilyHandlers<'lecturerPay'> = {
  list: (input, ctx) => payeeList(ctx.db, 'lecturer', input),
  detail: ({ accountId }, ctx) => detail(ctx, 'lecturer', accountId),
};

export const vendorPay: FamilyHandlers<'vendorPay'> = {
  list: (input, ctx) => payeeList(ctx.db, 'vendor', input),
  detail: ({ accountId }, ctx) => detail(ctx, 'vendor', accountId),
};

export const payeePayout: FamilyHandlers<'payeePayout'> = {
  async get({ id }, ctx) {
    const { payout, accountId, kind } = await payeePayoutOf(ctx.db, id);
    const [view] = await views(ctx, [payout]);
    if (!view) throw new Error('payout view missing');
    return {
      ...view,
      kind,
      accountId,
      payee: payout.payeeName,
      createdById: payout.createdBy,
      secondPersonAbove: ctx.config.payrollSecondPersonAbove,
    };
  },

  async pay({ accountId }, ctx) {
    const payout = await ctx.db.transaction((tx) => payPayee(tx, act(ctx), accountId));
    return (await views(ctx, [payout]))[0] as ReturnType<typeof payoutViewOf>;
  },

  async confirm({ id, reference }, ctx) {
    const payout = await ctx.db.transaction((tx) =>
      confirmPayeePayout(tx, act(ctx), {
        id,
        reference,
        secondPersonAbove: parseMoney(ctx.config.payrollSecondPersonAbove),
      }),
    );
    return (await views(ctx, [payout]))[0] as ReturnType<typeof payoutViewOf>;
  },

  async void({ id, reason }, ctx) {
    const payout = await ctx.db.transaction((tx) => voidPayeePayout(tx, act(ctx), { id, reason }));
    return (await views(ctx, [payout]))[0] as ReturnType<typeof payoutViewOf>;
  },
};
