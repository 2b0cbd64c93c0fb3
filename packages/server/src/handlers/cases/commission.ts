import type { Contract } from '@bq/contract';
import type { Handler } from '../../context.js';
import {
  canFixCommission,
  casePartiesOf,
  loadVisibleCase,
  mayClose,
} from '../../domain/cases/access.js';
import { fixCommission as fix } from '../../domain/cases/commission-fix.js';
import { caseRole } from '../../domain/cases/visibility.js';
import { forbidden } from '../../envelope.js';

type Calls = Contract['tranCase'];

/** `fixCommission`: an approved case's commission fields, by whoever may close it. */
export const fixCommission: Handler<Calls['fixCommission']> = async (input, ctx) => {
  const role = caseRole(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const row = await loadVisibleCase(tx, role, input.id, true);
    if (!mayClose(role))
      throw forbidden('Only finance, an approver or an administrator may change this');
    const parties = await casePartiesOf(tx, row);
    if (row.status === 'approved' && !canFixCommission(role, row, parties))
      throw forbidden('You cannot decide on your own case; another approver must do it');
    const { id: _id, ...fields } = input;
    return fix(tx, ctx.act(), row, fields);
  });
};
