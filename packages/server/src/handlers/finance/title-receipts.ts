import { contract } from '@bq/contract';
import { parseMoney } from '@bq/validators';
import type { FamilyHandlers } from '../../context.js';
import { caseLedgerOf, recordTitleReceipt } from '../../domain/finance/title-receipts.js';
import { once } from '../../idempotency/once.js';

/**
 * Title/escrow receipts (`/financial/case-ledger`): a case's waterfall and receipts, and recording
 * a wire or check against it once per idempotency key. The rules are the domain's.
 */

const RECORD = contract.titleReceipt.record.path;

export const titleReceipt: FamilyHandlers<'titleReceipt'> = {
  async caseLedger({ caseId }, ctx) {
    return caseLedgerOf(ctx.db, caseId);
  },

  async record({ idempotencyKey, caseId, amount, reference, receivedOn }, ctx) {
    const act = ctx.act();
    const money = parseMoney(amount);
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: RECORD,
          // The amount as minor units: "10", "10.0" and "10.00" are one request.
          request: {
            caseId,
            reference,
            minor: money.minor.toString(),
            receivedOn: receivedOn ?? null,
          },
          at: act.now,
        },
        () => recordTitleReceipt(tx, act, { caseId, amount: money, reference, receivedOn }),
      ),
    );
  },
};
