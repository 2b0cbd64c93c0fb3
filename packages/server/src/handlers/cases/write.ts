import type { Contract } from '@bq/contract';
import type { Handler } from '../../context.js';
import { createCase, mayOpenCase, saveCaseDraft, submitCase } from '../../domain/cases/drafts.js';
import { caseRole } from '../../domain/cases/visibility.js';

type Calls = Contract['tranCase'];

export const create: Handler<Calls['create']> = async (
  { type, purchaseKind, boardJoined, draft },
  ctx,
) => {
  const act = ctx.act();
  const { claimsBoard } = await mayOpenCase(ctx.db, act, { type, purchaseKind, boardJoined });
  return ctx.db.transaction((tx) =>
    createCase(tx, act, { type, purchaseKind, draft, claimsBoard, role: caseRole(ctx.user) }),
  );
};

export const saveDraft: Handler<Calls['saveDraft']> = async (input, ctx) =>
  ctx.db.transaction((tx) => saveCaseDraft(tx, ctx.act(), { ...input, role: caseRole(ctx.user) }));

export const submit: Handler<Calls['submit']> = async ({ id }, ctx) => {
  const owner = await ctx.db.transaction((tx) =>
    submitCase(tx, ctx.act(), { id, role: caseRole(ctx.user) }),
  );
  ctx.badgeCache.dropUnread([owner]);
  return { id, status: 'submitted' as const };
};
