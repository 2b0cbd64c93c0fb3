import { contract } from '@bq/contract';
import { businessMonth, parseMoney } from '@bq/validators';
import type { FamilyHandlers } from '../../context.js';
import {
  billAgentFees,
  listAgentFees,
  negativeBalances,
  saveAgentFee,
} from '../../domain/finance/agent-fees.js';
import { once } from '../../idempotency/once.js';

/**
 * Agent fees (`/financial/agent-fees`): the fee schedule, the monthly billing run (once per
 * idempotency key, as every money write) and the agents below zero. The rules are the domain's.
 */

const BILL = contract.agentFee.bill.path;

export const agentFee: FamilyHandlers<'agentFee'> = {
  async list({ userId }, ctx) {
    const month = businessMonth(ctx.now());
    return { month, fees: await listAgentFees(ctx.db, month, userId) };
  },

  async save(input, ctx) {
    const act = ctx.act();
    return ctx.db.transaction((tx) =>
      saveAgentFee(tx, act, { ...input, amount: parseMoney(input.amount) }),
    );
  },

  async bill({ idempotencyKey, month }, ctx) {
    const act = ctx.act();
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: BILL,
          request: { month },
          at: act.now,
        },
        async () => ({ ...(await billAgentFees(tx, act, month)) }),
      ),
    );
  },

  negativeBalances: (_input, ctx) => negativeBalances(ctx.db, ctx.now()),
};
