import type { Contract } from '@bq/contract';
import type { Handler } from '../../context.js';
import { changeCaseStatus } from '../../domain/cases/lifecycle.js';
import { caseRole } from '../../domain/cases/visibility.js';

type Calls = Contract['tranCase'];

export const changeStatus: Handler<Calls['changeStatus']> = async ({ id, to, comment }, ctx) =>
  ctx.db.transaction((tx) =>
    changeCaseStatus(tx, ctx.act(), {
      id,
      to,
      comment,
      role: caseRole(ctx.user),
      defaultPlan: ctx.config.defaultCommissionPlan,
    }),
  );
