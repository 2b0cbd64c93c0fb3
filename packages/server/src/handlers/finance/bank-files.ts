import { parseMoney } from '@bq/validators';
import type { Ctx, FamilyHandlers } from '../../context.js';
import {
  bankAccountOf,
  bankAccountView,
  saveBankAccount,
} from '../../domain/finance/bank-accounts.js';
import type { AchSettings } from '../../domain/finance/nacha.js';
import { batchList, batchRow } from '../../domain/finance/payout-batch-views.js';
import {
  batchCandidates,
  batchFile,
  createBatch,
  releaseBatch,
  returnEntry,
} from '../../domain/finance/payout-batches.js';
import { once } from '../../idempotency/once.js';

/** Bank accounts and bank file batches; the rules are in domain/finance/payout-batches.ts. */

/** The bank file's header and batch fields: the runtime settings in force. */
async function achSettings(ctx: Ctx): Promise<AchSettings> {
  const get = (key: Parameters<Ctx['settings']['get']>[1]) => ctx.settings.get(ctx.db, key);
  return {
    immediateDestination: String(await get('ach.immediateDestination')),
    destinationName: String(await get('ach.destinationName')),
    immediateOrigin: String(await get('ach.immediateOrigin')),
    companyName: String(await get('ach.companyName')),
    companyId: String(await get('ach.companyId')),
  };
}

export const bankAccount: FamilyHandlers<'bankAccount'> = {
  async mine(_input, ctx) {
    return bankAccountView(ctx.db, await bankAccountOf(ctx.db, ctx.user.userId));
  },

  async get({ userId }, ctx) {
    return bankAccountView(ctx.db, await bankAccountOf(ctx.db, userId));
  },

  async save(input, ctx) {
    const saved = await ctx.db.transaction((tx) =>
      saveBankAccount(tx, ctx.config.tinKeys, ctx.act(), input),
    );
    const view = await bankAccountView(ctx.db, saved);
    if (!view) throw new Error('saved account has no view');
    return view;
  },
};

export const payoutBatch: FamilyHandlers<'payoutBatch'> = {
  async candidates(_input, ctx) {
    return { list: await batchCandidates(ctx.db) };
  },

  async list(input, ctx) {
    return batchList(ctx.db, input);
  },

  async create({ idempotencyKey, payoutIds }, ctx) {
    const act = ctx.act();
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: act.actor,
          call: 'bq/payoutBatch/create',
          request: { payoutIds },
          at: act.now,
        },
        async () => batchRow(tx, (await createBatch(tx, act, payoutIds)).id),
      ),
    );
  },

  async release({ idempotencyKey, id }, ctx) {
    const act = ctx.act();
    const settings = await achSettings(ctx);
    const secondPersonAbove = parseMoney(
      await ctx.settings.get(ctx.db, 'payroll.secondPersonAbove'),
    );
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: act.actor,
          call: 'bq/payoutBatch/release',
          request: { id },
          at: act.now,
        },
        async () => {
          await releaseBatch(tx, ctx.config.tinKeys, act, { id, settings, secondPersonAbove });
          return batchRow(tx, id);
        },
      ),
    );
  },

  async file({ id }, ctx) {
    const file = await batchFile(ctx.db, ctx.config.tinKeys, id);
    return {
      fileName: file.fileName,
      mime: 'text/plain',
      contentBase64: Buffer.from(file.text, 'utf8').toString('base64'),
      sha256: file.sha256,
    };
  },

  async return({ idempotencyKey, payoutId, code, note }, ctx) {
    const act = ctx.act();
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: act.actor,
          call: 'bq/payoutBatch/return',
          request: { payoutId, code, note: note ?? '' },
          at: act.now,
        },
        async () =>
          batchRow(tx, await returnEntry(tx, act, { payoutId, code, note: note?.trim() ?? '' })),
      ),
    );
  },
};
