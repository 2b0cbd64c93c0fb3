import { MODULE_IDS } from '@bq/contract';
import { sql } from 'drizzle-orm';
import { portalBase } from '../../config.js';
import type { Ctx, FamilyHandlers, SessionUser } from '../../context.js';
import {
  groupInReach,
  listGroups,
  type Reach,
  removeGroup,
  saveGroup,
} from '../../domain/groups/groups.js';
import {
  groupMailById,
  groupMailDeliveries,
  groupMailRows,
  previewGroupMail,
  sendGroupMail,
} from '../../domain/groups/mail.js';
import {
  addGroupMembers,
  groupMemberRows,
  removeGroupMember,
} from '../../domain/groups/members.js';
import { groupUnsubscribeKey } from '../../domain/groups/unsubscribe.js';
import { once } from '../../idempotency/once.js';

const reachOf = (ctx: Ctx<SessionUser>): Reach => ({
  userId: ctx.user.userId,
  seesAll: ctx.user.modules.has(MODULE_IDS['group/all']),
});
const act = (ctx: Ctx<SessionUser>) => ctx.act();
/** Who reads members' addresses, roles and branches: those who manage people, and each their own. */
const viewerOf = (ctx: Ctx<SessionUser>) => ({
  userId: ctx.user.userId,
  seesPeople: ctx.user.modules.has(MODULE_IDS['userroles/usermgt']),
});

export const group: FamilyHandlers<'group'> = {
  async list(input, ctx) {
    return listGroups(ctx.db, reachOf(ctx), input);
  },

  async get({ id }, ctx) {
    const row = await groupInReach(ctx.db, reachOf(ctx), id);
    return {
      ...row,
      memberList: await groupMemberRows(ctx.db, id, viewerOf(ctx)),
      canSend: ctx.user.modules.has(MODULE_IDS['group/send-email']),
    };
  },

  async save(input, ctx) {
    return ctx.db.transaction((tx) => saveGroup(tx, act(ctx), reachOf(ctx), input));
  },

  async remove({ id }, ctx) {
    await ctx.db.transaction((tx) => removeGroup(tx, act(ctx), reachOf(ctx), id));
    return null;
  },

  async addMembers({ groupId, ...input }, ctx) {
    return ctx.db.transaction(async (tx) => {
      await groupInReach(tx, reachOf(ctx), groupId, true);
      return addGroupMembers(tx, act(ctx), groupId, input);
    });
  },

  async removeMember({ groupId, userId }, ctx) {
    await ctx.db.transaction(async (tx) => {
      await groupInReach(tx, reachOf(ctx), groupId, true);
      await removeGroupMember(tx, groupId, userId);
    });
    return null;
  },
};

export const groupMail: FamilyHandlers<'groupMail'> = {
  async list({ groupId }, ctx) {
    await groupInReach(ctx.db, reachOf(ctx), groupId);
    return { list: await groupMailRows(ctx.db, sql`gm.group_id = ${groupId}`) };
  },

  async preview({ groupId, ...mail }, ctx) {
    const row = await groupInReach(ctx.db, reachOf(ctx), groupId);
    return previewGroupMail(ctx.db, row, ctx.user.name, mail);
  },

  async send({ idempotencyKey, groupId, ...mail }, ctx) {
    const links = { key: await groupUnsubscribeKey(ctx.db), baseUrl: portalBase(ctx.config) };
    const sent = await ctx.db.transaction(async (tx) => {
      const row = await groupInReach(tx, reachOf(ctx), groupId, true);
      return once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: 'bq/groupMail/send',
          request: { groupId, ...mail },
          at: ctx.now(),
        },
        async () => {
          const id = await sendGroupMail(tx, act(ctx), row, ctx.user.name, mail, links);
          const [made] = await groupMailRows(tx, sql`gm.id = ${id}`);
          if (!made) throw new Error('group mail row');
          return made;
        },
      );
    });
    ctx.mailer.kick();
    return sent;
  },

  async get({ id }, ctx) {
    const mail = await groupMailById(ctx.db, id);
    await groupInReach(ctx.db, reachOf(ctx), mail.groupId);
    const [row] = await groupMailRows(ctx.db, sql`gm.id = ${id}`);
    if (!row) throw new Error('group mail row');
    return {
      ...row,
      body: mail.body,
      deliveries: await groupMailDeliveries(ctx.db, id, viewerOf(ctx)),
    };
  },
};
