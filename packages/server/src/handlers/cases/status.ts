import type { Contract } from '@bq/contract';
import { parseMoney } from '@bq/validators';
import type { Handler } from '../../context.js';
import { bulkChangeCaseStatus } from '../../domain/cases/bulk.js';
import { changeCaseStatus } from '../../domain/cases/lifecycle.js';
import { mayReopen, reopenCase } from '../../domain/cases/reopen.js';
import { caseRole } from '../../domain/cases/visibility.js';

type Calls = Contract['tranCase'];

export const changeStatus: Handler<Calls['changeStatus']> = async ({ id, to, comment }, ctx) => {
  const above = parseMoney(await ctx.settings.get(ctx.db, 'ledger.correctionSecondPersonAbove'));
  return ctx.db.transaction((tx) =>
    changeCaseStatus(tx, ctx.act(), {
      id,
      to,
      comment,
      role: caseRole(ctx.user),
      defaultPlan: ctx.config.defaultCommissionPlan,
      correctionSecondPersonAbove: above,
    }),
  );
};

/** `reopen`: a closed case back to approved, by the roles the office lists, with a reason. */
export const reopen: Handler<Calls['reopen']> = async ({ id, reason }, ctx) => {
  const allowed = mayReopen(ctx.user.modules, await ctx.settings.get(ctx.db, 'cases.reopenBy'));
  return ctx.db.transaction((tx) =>
    reopenCase(tx, ctx.act(), { id, reason, role: caseRole(ctx.user), allowed }),
  );
};

/** `bulkChangeStatus`: one move over many cases, a result per case, answered once per key. */
export const bulkChangeStatus: Handler<Calls['bulkChangeStatus']> = async (
  { ids, to, comment, idempotencyKey },
  ctx,
) => {
  const above = parseMoney(await ctx.settings.get(ctx.db, 'ledger.correctionSecondPersonAbove'));
  return ctx.db.transaction((tx) =>
    bulkChangeCaseStatus(tx, ctx.act(), {
      ids,
      to,
      comment,
      idempotencyKey,
      role: caseRole(ctx.user),
      defaultPlan: ctx.config.defaultCommissionPlan,
      correctionSecondPersonAbove: above,
    }),
  );
};
