import type { FamilyHandlers } from '../../context.js';
import {
  closeLedgerMonth,
  listLedgerMonths,
  monthChecks,
} from '../../domain/finance/month-close.js';
import { reconcileLedger } from '../../domain/finance/reconcile.js';
import { once } from '../../idempotency/once.js';

// Closing is once per idempotency key: a retry answers the first answer.
const CLOSE = 'bq/monthClose/close';

/** The month-close page's calls (`/financial/month-close`): months, checks, close, reconciliation. */
export const monthClose: FamilyHandlers<'monthClose'> = {
  async list(_input, ctx) {
    return listLedgerMonths(ctx.db, ctx.now());
  },

  async checks({ month }, ctx) {
    return monthChecks(ctx.db, ctx.now(), month);
  },

  async close({ idempotencyKey, month }, ctx) {
    const act = ctx.act();
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: CLOSE,
          request: { month },
          at: act.now,
        },
        () => closeLedgerMonth(tx, act, month),
      ),
    );
  },

  async reconciliation({ month }, ctx) {
    return reconcileLedger(ctx.db, month ?? null);
  },
};
