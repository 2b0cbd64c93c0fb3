import { parseMoney } from '@bq/validators';
import type { Ctx, FamilyHandlers } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import type { Payout } from '../../domain/finance/payouts.js';
import {
  confirmReferralPayout,
  payReferralFee,
  referralFeeList,
  voidReferralPayout,
} from '../../domain/finance/referral-fees.js';
import { once } from '../../idempotency/once.js';
import { names, payoutViewOf } from './payroll-views.js';

/** Referral fees' calls; the rules are in domain/finance/referral-fees.ts. */

async function view(payout: Payout, db: Db | Tx) {
  const who = await names(db, [payout.createdBy, payout.settledBy]);
  return payoutViewOf(payout, (id) => (id === null ? null : (who.get(id) ?? null)));
}

const secondPersonAbove = (ctx: Ctx) => ctx.settings.get(ctx.db, 'payroll.secondPersonAbove');

const PAY = 'bq/referralFee/pay';

export const referralFee: FamilyHandlers<'referralFee'> = {
  async list(input, ctx) {
    return {
      ...(await referralFeeList(ctx.db, input)),
      secondPersonAbove: await secondPersonAbove(ctx),
    };
  },

  async pay({ idempotencyKey, caseId }, ctx) {
    const act = ctx.act();
    // Paying moves money: once per key, a retry answers the first answer (not "Nothing is owed").
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: PAY,
          request: { caseId },
          at: act.now,
        },
        async () => view(await payReferralFee(tx, act, caseId), tx),
      ),
    );
  },

  async confirm({ id, reference }, ctx) {
    const above = parseMoney(await secondPersonAbove(ctx));
    const payout = await ctx.db.transaction((tx) =>
      confirmReferralPayout(tx, ctx.act(), { id, reference, secondPersonAbove: above }),
    );
    return view(payout, ctx.db);
  },

  async void({ id, reason }, ctx) {
    const payout = await ctx.db.transaction((tx) =>
      voidReferralPayout(tx, ctx.act(), { id, reason }),
    );
    return view(payout, ctx.db);
  },
};
