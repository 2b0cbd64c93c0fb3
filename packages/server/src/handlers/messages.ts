import { MODULE_IDS } from '@bq/contract';
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { FamilyHandlers } from '../context.js';
import { countAndPage, countWhere } from '../db/query-helpers.js';
import { messages, users } from '../db/schema.js';
import { fieldRefused, tooMany } from '../envelope.js';
import { unreadCount } from './agents.js';
import { stationTemplates } from './templates.js';

export const messageStation: FamilyHandlers<'messageStation'> = {
  ...stationTemplates,

  async getUnreadNum(_input, ctx) {
    return { unReadNum: await unreadCount(ctx, ctx.user.userId) };
  },

  async getMessageList({ pageNum, pageSize, status }, ctx) {
    const where = and(
      eq(messages.userId, ctx.user.userId),
      status === undefined ? undefined : eq(messages.status, status as 0 | 1),
    );
    const { total, list: rows } = await countAndPage(
      { pageNum, pageSize },
      () => countWhere(ctx.db, messages, where),
      (limit, offset) =>
        ctx.db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(limit)
          .offset(offset),
    );
    return {
      total,
      list: rows.map((m) => ({
        id: m.id,
        title: m.title,
        content: m.content,
        sender: m.sender,
        status: m.status,
        createTime: m.createdAt.toISOString(),
      })),
    };
  },

  async updateMessageStatus({ ids, status }, ctx) {
    const rows = await ctx.db
      .update(messages)
      .set({ status: status as 0 | 1 })
      .where(and(eq(messages.userId, ctx.user.userId), inArray(messages.id, ids)))
      .returning({ id: messages.id });
    ctx.badgeCache.dropUnread([ctx.user.userId]);
    return { updated: rows.length };
  },

  /**
   * Who may be written to (docs/decisions.md, "Hardening"): staff users, by anyone allowed to write
   * letters; tourists only by message-center staff. Unknown and not-allowed ids get the same
   * answer, so the call cannot probe which ids exist. Each sender has an hourly letter cap.
   */
  async sendStationMessage({ receiverIds, title, content }, ctx) {
    const unique = [...new Set(receiverIds)];
    const center = ctx.user.modules.has(MODULE_IDS['messagecenter/message']);
    const result = await ctx.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, unique), center ? undefined : eq(users.kind, 'staff')));
      if (found.length !== unique.length) {
        throw fieldRefused('receiverIds', 'include someone who cannot receive letters from you');
      }
      const now = ctx.now();
      const [sent] = await tx
        .select({ n: count() })
        .from(messages)
        .where(
          and(
            eq(messages.senderId, ctx.user.userId),
            gt(messages.createdAt, new Date(now.getTime() - 3_600_000)),
          ),
        );
      if ((sent?.n ?? 0) + unique.length > ctx.config.letterHourlyLimit) {
        throw tooMany(
          `You can send at most ${ctx.config.letterHourlyLimit} letters an hour; please try again later`,
        );
      }
      // One letter per receiver, all or none.
      const rows = await tx
        .insert(messages)
        .values(
          unique.map((userId) => ({
            userId,
            title,
            content,
            sender: ctx.user.name,
            senderId: ctx.user.userId,
            createdAt: now,
          })),
        )
        .returning({ id: messages.id });
      return { sent: rows.length };
    });
    ctx.badgeCache.dropUnread(unique);
    return result;
  },

  async delete({ ids }, ctx) {
    const rows = await ctx.db
      .delete(messages)
      .where(and(eq(messages.userId, ctx.user.userId), inArray(messages.id, ids)))
      .returning({ id: messages.id });
    ctx.badgeCache.dropUnread([ctx.user.userId]);
    return { deleted: rows.length };
  },
};
