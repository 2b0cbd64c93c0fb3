import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FamilyHandlers } from '../context.js';
import { messages, users } from '../db/schema.js';
import { notFound } from '../envelope.js';
import { unreadCount } from './agents.js';

export const messageStation: FamilyHandlers<'messageStation'> = {
  async getUnreadNum(_input, ctx) {
    return { unReadNum: await unreadCount(ctx, ctx.user.userId) };
  },

  async getMessageList({ pageNum, pageSize, status }, ctx) {
    const where = and(
      eq(messages.userId, ctx.user.userId),
      status === undefined ? undefined : eq(messages.status, status as 0 | 1),
    );
    const [total] = await ctx.db.select({ n: count() }).from(messages).where(where);
    const rows = await ctx.db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return {
      total: total?.n ?? 0,
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

  async sendStationMessage({ receiverIds, title, content }, ctx) {
    const unique = [...new Set(receiverIds)];
    const found = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, unique));
    if (found.length !== unique.length) throw notFound('Receiver');
    // One letter per receiver, all or none.
    const rows = await ctx.db
      .insert(messages)
      .values(unique.map((userId) => ({ userId, title, content, sender: ctx.user.name })))
      .returning({ id: messages.id });
    ctx.badgeCache.dropUnread(unique);
    return { sent: rows.length };
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
