import { parseMoney } from '@bq/validators';
import type { Ctx, FamilyHandlers } from '../../context.js';
import { approveCda, generateCda, sendCda } from '../../domain/finance/cda.js';
import { cdaPdf } from '../../domain/finance/cda-pdf.js';
import { caseCdaOf } from '../../domain/finance/cda-views.js';
import { notFound } from '../../envelope.js';
import { once } from '../../idempotency/once.js';

/**
 * The Commission Disbursement Authorization on a case's ledger page: generate, read, approve,
 * send and print. The rules are the domain's (domain/finance/cda.ts); each write is once per
 * idempotency key, as every money write is.
 */

const above = (ctx: Ctx) => ctx.settings.get(ctx.db, 'cda.secondPersonAbove');

export const cda: FamilyHandlers<'cda'> = {
  async get({ caseId }, ctx) {
    return caseCdaOf(ctx.db, caseId, await above(ctx));
  },

  async generate({ idempotencyKey, caseId, company, contact, email, fileNo }, ctx) {
    const act = ctx.act();
    const secondPersonAbove = await above(ctx);
    const instructions = await ctx.settings.get(ctx.db, 'cda.paymentInstructions');
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: 'bq/cda/generate',
          request: { caseId, company, contact, email, fileNo },
          at: act.now,
        },
        async () => {
          await generateCda(tx, act, {
            caseId,
            company,
            contact,
            email,
            fileNo,
            instructions,
            defaultPlan: ctx.config.defaultCommissionPlan,
            secondPersonAbove: parseMoney(secondPersonAbove),
          });
          return caseCdaOf(tx, caseId, secondPersonAbove);
        },
      ),
    );
  },

  async approve({ idempotencyKey, caseId, version }, ctx) {
    const act = ctx.act();
    const secondPersonAbove = await above(ctx);
    return ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: 'bq/cda/approve',
          request: { caseId, version },
          at: act.now,
        },
        async () => {
          await approveCda(tx, act, {
            caseId,
            version,
            secondPersonAbove: parseMoney(secondPersonAbove),
          });
          return caseCdaOf(tx, caseId, secondPersonAbove);
        },
      ),
    );
  },

  async send({ idempotencyKey, caseId, version }, ctx) {
    const act = ctx.act();
    const secondPersonAbove = await above(ctx);
    const answer = await ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: 'bq/cda/send',
          request: { caseId, version },
          at: act.now,
        },
        async () => {
          await sendCda(tx, act, { caseId, version, secondPersonAbove });
          return caseCdaOf(tx, caseId, secondPersonAbove);
        },
      ),
    );
    // Committed: the worker sends it now rather than at its next sweep.
    ctx.mailer.kick();
    return answer;
  },

  async pdf({ caseId, version }, ctx) {
    const view = await caseCdaOf(ctx.db, caseId, await above(ctx));
    const v = view.versions.find((x) => x.version === version);
    if (!v) throw notFound('CDA version');
    const bytes = Buffer.from(await cdaPdf(view, v));
    return {
      fileName: `CDA-${view.caseNo}-v${v.version}.pdf`,
      mime: 'application/pdf',
      contentBase64: bytes.toString('base64'),
    };
  },
};
