import type { CallDef, Contract } from '@bq/contract';
import { and, eq } from 'drizzle-orm';
import type { FamilyHandlers, Handler } from '../../context.js';
import { agents } from '../../db/schema.js';
import { marketServiceRecords } from '../../db/schema-applications.js';
import { decide } from '../../domain/applications/decide.js';
import {
  formByApplication,
  latestOwn,
  saveAndSubmit,
  saveDraft,
  submitDraft,
  withdraw,
} from '../../domain/applications/drafts.js';
import { recordMarketService } from '../../domain/applications/records.js';
import {
  listDelegations,
  remindOverdue,
  setDelegation,
} from '../../domain/applications/reminders.js';
import { ApiError, notFound } from '../../envelope.js';
import { endDelegation, entryRoles } from './delegationEnd.js';
import { downloadInvoice, uploadInvoice } from './invoice.js';
import { detail, myApplications, records, searchQueue } from './read.js';

type Flow = Contract['application'];

/**
 * An application write moves pending counts (whose queue it is in) and unread counts (the
 * messages it sends), so the cached badges are dropped after it, refused or not.
 */
function moves<C extends CallDef>(handler: Handler<C>): Handler<C> {
  return async (input, ctx) => {
    try {
      return await handler(input, ctx);
    } finally {
      ctx.badgeCache.dropAll();
    }
  };
}

/** Calls of the `application` family beyond the spec's first ones (getNum stays in agents.ts). */
export const applicationFlow: {
  [N in
    | 'search'
    | 'myApproveList'
    | 'rejection'
    | 'pass'
    | 'entryApplicationPass'
    | 'get'
    | 'saveDraft'
    | 'submit'
    | 'uploadInvoice'
    | 'downloadInvoice'
    | 'withdraw'
    | 'bulkDecide'
    | 'setDelegation'
    | 'getDelegation'
    | 'endDelegation'
    | 'entryRoles']: Handler<Flow[N]>;
} = {
  async search(q, ctx) {
    if ((await remindOverdue(ctx.db, ctx.now())) > 0) ctx.badgeCache.dropAll();
    return searchQueue(ctx.db, ctx.user, q, ctx.now());
  },
  myApproveList: (q, ctx) => myApplications(ctx.db, ctx.user, q, ctx.now()),
  rejection: moves(async ({ id, comment }, ctx) => {
    const { effect: _e, ...r } = await decide(
      ctx.db,
      ctx.user,
      { id, decision: 'reject', comment },
      ctx.now(),
    );
    return r;
  }),
  pass: moves(async ({ id, comment }, ctx) => {
    const { effect: _e, ...r } = await decide(
      ctx.db,
      ctx.user,
      { id, decision: 'pass', comment },
      ctx.now(),
    );
    return r;
  }),
  entryApplicationPass: moves(async ({ id, comment, roleId, branchId }, ctx) => {
    const r = await decide(
      ctx.db,
      ctx.user,
      { id, decision: 'pass', comment, entry: { roleId, ...(branchId && { branchId }) } },
      ctx.now(),
    );
    if (!r.effect) throw notFound('Entry application');
    return { id: r.id, status: r.status, step: r.step, ...r.effect };
  }),
  get: ({ id }, ctx) => detail(ctx.db, ctx.user, id, ctx.now()),
  saveDraft: moves(({ kind, id, form }, ctx) =>
    saveDraft(ctx.db, ctx.user.userId, kind, form, id, ctx.now()),
  ),
  submit: moves(({ id }, ctx) =>
    ctx.db.transaction((tx) => submitDraft(tx, ctx.user.userId, id, ctx.now())),
  ),
  uploadInvoice,
  downloadInvoice,
  withdraw: moves(({ id }, ctx) => withdraw(ctx.db, ctx.user.userId, id, ctx.now())),
  bulkDecide: moves(async ({ ids, decision, comment }, ctx) => {
    const results = [];
    // Each id in its own transaction: one refusal does not undo the others.
    for (const id of [...new Set(ids)]) {
      try {
        await decide(ctx.db, ctx.user, { id, decision, comment }, ctx.now());
        results.push({ id, ok: true, code: 200, message: 'success' });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ id, ok: false, code: error.code, message: error.message });
      }
    }
    return { results };
  }),
  setDelegation: moves((d, ctx) => setDelegation(ctx.db, ctx.user.userId, d)),
  getDelegation: (_i, ctx) => listDelegations(ctx.db, ctx.user.userId, ctx.now()),
  endDelegation,
  entryRoles,
};

export const beMentor: FamilyHandlers<'beMentor'> = {
  application: moves((form, ctx) =>
    saveAndSubmit(ctx.db, ctx.user.userId, 'mentor', form, undefined, ctx.now()),
  ),
  get: (_i, ctx) => latestOwn(ctx.db, ctx.user.userId, 'mentor') as never,
};

export const approveRecord: FamilyHandlers<'approveRecord'> = {
  search: ({ applicationId, pageNum, pageSize }, ctx) =>
    records(ctx.db, ctx.user, applicationId, ctx.now(), { pageNum, pageSize }),
};

export const entry: FamilyHandlers<'entry'> = {
  getEntryInfo: (_i, ctx) => latestOwn(ctx.db, ctx.user.userId, 'entry') as never,
  save: ({ id, ...form }, ctx) => saveDraft(ctx.db, ctx.user.userId, 'entry', form, id, ctx.now()),
  submit: moves(({ id, ...form }, ctx) =>
    saveAndSubmit(ctx.db, ctx.user.userId, 'entry', form, id, ctx.now()),
  ),
  getByApplication: ({ applicationId }, ctx) =>
    formByApplication(ctx.db, ctx.user, applicationId, 'entry', ctx.now()) as never,
};

async function ownAgentId(ctx: { db: import('../../db/index.js').Db; user: { userId: number } }) {
  const [agent] = await ctx.db
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.userId, ctx.user.userId));
  return agent?.id ?? null;
}

export const salary: FamilyHandlers<'salary'> = {
  async getServiceRecord({ period }, ctx) {
    const agentId = await ownAgentId(ctx);
    const [rec] = agentId
      ? await ctx.db
          .select()
          .from(marketServiceRecords)
          .where(
            and(eq(marketServiceRecords.agentId, agentId), eq(marketServiceRecords.period, period)),
          )
      : [];
    return { agentId, period, marketHours: rec?.hours ?? 0, description: rec?.description ?? '' };
  },
  submitApplication: moves(({ id, ...form }, ctx) =>
    saveAndSubmit(ctx.db, ctx.user.userId, 'wages', form, id, ctx.now()),
  ),
  async getSave({ type }, ctx) {
    const found = await latestOwn(ctx.db, ctx.user.userId, 'wages', type);
    return (found?.status === 'draft' ? found : null) as never;
  },
  save: ({ id, ...form }, ctx) => saveDraft(ctx.db, ctx.user.userId, 'wages', form, id, ctx.now()),
  getByApplication: ({ applicationId }, ctx) =>
    formByApplication(ctx.db, ctx.user, applicationId, 'wages', ctx.now()) as never,
  async saveMarketServiceRecord({ agentId, period, hours, description }, ctx) {
    return ctx.db.transaction((tx) =>
      recordMarketService(tx, ctx.act(), { agentId, period, hours, description }),
    );
  },
  async getMarketServiceRecord({ agentId, period }, ctx) {
    const [rec] = await ctx.db
      .select()
      .from(marketServiceRecords)
      .where(
        and(eq(marketServiceRecords.agentId, agentId), eq(marketServiceRecords.period, period)),
      );
    return rec ? { agentId, period, hours: rec.hours, description: rec.description } : null;
  },
};
