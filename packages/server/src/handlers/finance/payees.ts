import type { PayeeKind } from '@bq/contract';
import { businessStamp, parseMoney } from '@bq/validators';
import type { Ctx, FamilyHandlers } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { IRIS_1099_NEC_COLUMNS, irisRows } from '../../domain/finance/iris-1099.js';
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
import { summary1099, thresholdOf } from '../../domain/finance/tax-1099.js';
import { revealTin } from '../../domain/people/tin.js';
import { CSV_MIME, csvDocument, csvLines } from '../../export/csv.js';
import { once } from '../../idempotency/once.js';
import { names, payoutViewOf } from './payroll-views.js';

/** Lecturer and vendor payments' calls; the rules are in domain/finance/payee-payments.ts. */

async function views(ctx: Ctx, list: Payout[], db: Db | Tx = ctx.db) {
  const who = await names(
    db,
    list.flatMap((p) => [p.createdBy, p.settledBy]),
  );
  return list.map((p) => payoutViewOf(p, (id) => (id === null ? null : (who.get(id) ?? null))));
}

async function view(ctx: Ctx, payout: Payout, db: Db | Tx = ctx.db) {
  const [shown] = await views(ctx, [payout], db);
  if (!shown) throw new Error('payout view missing');
  return shown;
}

async function detail(ctx: Ctx, kind: PayeeKind, accountId: number) {
  const account = await payeeAccount(ctx.db, kind, accountId);
  return {
    ...account,
    lines: await linesOfAccount(ctx.db, accountId),
    payouts: await views(ctx, await payoutsOfAccount(ctx.db, accountId)),
    secondPersonAbove: await ctx.settings.get(ctx.db, 'payroll.secondPersonAbove'),
  };
}

const act = (ctx: Ctx<{ userId: number }>) => ctx.act();

const PAY = 'bq/payeePayout/pay';

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
    return {
      ...(await view(ctx, payout)),
      kind,
      accountId,
      payee: payout.payeeName,
      createdById: payout.createdBy,
      secondPersonAbove: await ctx.settings.get(ctx.db, 'payroll.secondPersonAbove'),
    };
  },

  async pay({ idempotencyKey, accountId }, ctx) {
    const now = act(ctx);
    // Paying moves money: once per key, a retry answers the first answer (not "Nothing is owed").
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: PAY,
          request: { accountId },
          at: now.now,
        },
        async () => view(ctx, await payPayee(tx, now, accountId), tx),
      ),
    );
  },

  async confirm({ id, reference }, ctx) {
    const above = parseMoney(await ctx.settings.get(ctx.db, 'payroll.secondPersonAbove'));
    const payout = await ctx.db.transaction((tx) =>
      confirmPayeePayout(tx, act(ctx), { id, reference, secondPersonAbove: above }),
    );
    return view(ctx, payout);
  },

  async void({ id, reason }, ctx) {
    return view(
      ctx,
      await ctx.db.transaction((tx) => voidPayeePayout(tx, act(ctx), { id, reason })),
    );
  },
};

const CSV_HEADER = [
  'Payee',
  'Paid as',
  'Paid (USD)',
  'Payouts',
  '1099-NEC due',
  'W-9 on file',
  'TIN (last 4)',
];

async function yearSummary(ctx: Ctx, year: number) {
  const threshold = thresholdOf(ctx.config.nec1099Thresholds, year);
  return { year, threshold, ...(await summary1099(ctx.db, year, threshold)) };
}

export const tax: FamilyHandlers<'tax'> = {
  summary1099: ({ year }, ctx) => yearSummary(ctx, year),

  async export1099({ year }, ctx) {
    const { list } = await yearSummary(ctx, year);
    const records = list.map((r) => [
      r.name,
      r.kinds.join(' '),
      parseMoney(r.paid),
      r.payouts,
      r.reportable ? 'yes' : 'no',
      r.w9OnFile ? 'yes' : 'no',
      r.tinLast4,
    ]);
    return {
      fileName: `1099-summary-${year}-${businessStamp(ctx.now())}.csv`,
      mime: CSV_MIME,
      contentBase64: Buffer.from(csvDocument([CSV_HEADER, ...records]), 'utf8').toString('base64'),
    };
  },

  async iris1099({ year }, ctx) {
    const threshold = thresholdOf(ctx.config.nec1099Thresholds, year);
    const { rows, leftOut } = await irisRows(ctx.db, ctx.config.tinKeys, {
      year,
      threshold,
      payer: { tin: ctx.config.payerTin, name: ctx.config.officeName },
    });
    // No byte-order mark: the file is for the IRIS upload, not a spreadsheet.
    const text = csvLines([[...IRIS_1099_NEC_COLUMNS], ...rows]);
    return {
      fileName: `iris-1099-nec-${year}-${businessStamp(ctx.now())}.csv`,
      mime: CSV_MIME,
      contentBase64: Buffer.from(text, 'utf8').toString('base64'),
      leftOut,
    };
  },

  async revealTin({ userId, reason }, ctx) {
    const tin = await ctx.db.transaction((tx) =>
      revealTin(tx, ctx.config.tinKeys, ctx.act(), { userId, reason }),
    );
    return { userId, tin };
  },
};
