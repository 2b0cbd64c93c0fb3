import { contract } from '@bq/contract';
import { moneyToDecimal, parseMoney } from '@bq/validators';
import type { FamilyHandlers } from '../../context.js';
import {
  approveCorrection,
  declineCorrection,
  proposeCorrection,
  refusalOf,
  reversalOf,
} from '../../domain/finance/corrections.js';
import { accountLabels, correctionRows } from '../../domain/finance/corrections-views.js';
import { transferById } from '../../domain/finance/ledger.js';
import { notFound } from '../../envelope.js';
import { once } from '../../idempotency/once.js';

/**
 * Ledger corrections (`/financial/corrections` and the statement page's Correct action): the
 * domain decides who may and what posts; a propose or approve runs once per idempotency key.
 */

const PROPOSE = contract.ledgerCorrection.propose.path;
const APPROVE = contract.ledgerCorrection.approve.path;

const oneRow = async (db: Parameters<typeof correctionRows>[0], id: number) => {
  const [row] = await correctionRows(db, { ids: [id] });
  if (!row) throw notFound('Ledger correction');
  return row;
};

export const ledgerCorrection: FamilyHandlers<'ledgerCorrection'> = {
  async transfer({ transferId }, ctx) {
    const secondPersonAbove = await ctx.settings.get(ctx.db, 'ledger.correctionSecondPersonAbove');
    return ctx.db.transaction(async (tx) => {
      const t = await transferById(tx, transferId);
      if (!t) throw notFound('Ledger transfer');
      const labels = await accountLabels(
        tx,
        t.lines.map((l) => l.account),
      );
      return {
        id: t.id,
        eventKey: t.eventKey,
        day: t.businessDay,
        memo: t.memo,
        sourceKind: t.source.kind,
        sourceId: t.source.id,
        reverses: t.reverses,
        reversedBy: await reversalOf(tx, t.id),
        refusal: await refusalOf(tx, t),
        lines: t.lines.map((l) => ({
          account: l.account,
          label: labels.get(l.account) ?? `Account ${l.account}`,
          kind: (labels.get(l.account) ?? '').split(' · ')[0] ?? '',
          amount: moneyToDecimal(l.amount),
        })),
        corrections: await correctionRows(tx, { transferId: t.id }),
        secondPersonAbove,
      };
    });
  },

  async list({ status, caseId }, ctx) {
    return {
      rows: await correctionRows(ctx.db, { status, caseId }),
      secondPersonAbove: await ctx.settings.get(ctx.db, 'ledger.correctionSecondPersonAbove'),
    };
  },

  async propose({ idempotencyKey, transferId, reason, lines }, ctx) {
    const act = ctx.act();
    const above = parseMoney(await ctx.settings.get(ctx.db, 'ledger.correctionSecondPersonAbove'));
    const parsed = lines.map((l) => ({ account: l.account, amount: parseMoney(l.amount) }));
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: PROPOSE,
          // Amounts as minor units: "10", "10.0" and "10.00" are one request.
          request: {
            transferId,
            reason,
            lines: parsed.map((l) => ({ account: l.account, minor: l.amount.minor.toString() })),
          },
          at: act.now,
        },
        async () => {
          const row = await proposeCorrection(tx, act, {
            transferId,
            reason,
            lines: parsed,
            secondPersonAbove: above,
          });
          return oneRow(tx, row.id);
        },
      ),
    );
  },

  async approve({ idempotencyKey, id }, ctx) {
    const act = ctx.act();
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: APPROVE,
          request: { id },
          at: act.now,
        },
        async () => {
          await approveCorrection(tx, act, { id });
          return oneRow(tx, id);
        },
      ),
    );
  },

  async decline({ id, note }, ctx) {
    return ctx.db.transaction(async (tx) => {
      await declineCorrection(tx, ctx.act(), { id, note });
      return oneRow(tx, id);
    });
  },
};
