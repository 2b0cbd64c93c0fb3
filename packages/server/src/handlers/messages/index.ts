import { and, desc, eq } from 'drizzle-orm';
import type { FamilyHandlers } from '../../context.js';
import { countAndPage, countWhere } from '../../db/query-helpers.js';
import { messages, users } from '../../db/schema.js';
import {
  deleteLetters,
  markLetters,
  sendLetter,
  writeLetters,
} from '../../domain/messages/inbox.js';
import { unreadCount } from '../../domain/messages/unread.js';
import { fieldRefused } from '../../envelope.js';
import { allowedReceivers, assertUnderCap, groupReceivers } from './sending.js';
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
    const updated = await markLetters(ctx.db, ctx.act(), { ids, status: status as 0 | 1 });
    ctx.badgeCache.dropUnread([ctx.user.userId]);
    return { updated };
  },

  /** To people the sender's role allows (sending.ts); capped per hour. */
  async sendStationMessage({ receiverIds, title, content, idempotencyKey }, ctx) {
    const unique = [...new Set(receiverIds)];
    const result = await ctx.db.transaction((tx) =>
      sendLetter(
        tx,
        ctx.act(),
        { senderName: ctx.user.name, receivers: unique, title, content, idempotencyKey },
        async () => {
          const found = await allowedReceivers(tx, ctx.user, unique);
          if (found.length !== unique.length) {
            throw fieldRefused(
              'receiverIds',
              'include someone who cannot receive letters from you',
            );
          }
          await assertUnderCap(tx, ctx, unique.length);
        },
      ),
    );
    ctx.badgeCache.dropUnread(unique);
    return result;
  },

  /** Message-center staff to a role or a branch; one send counts once against the hourly cap. */
  async sendToGroup({ roleIds, branchIds, title, content }, ctx) {
    let receivers: number[] = [];
    const result = await ctx.db.transaction(async (tx) => {
      receivers = await groupReceivers(tx, roleIds, branchIds);
      await assertUnderCap(tx, ctx, 1);
      return {
        sent: await writeLetters(tx, ctx.act(), {
          senderName: ctx.user.name,
          receivers,
          title,
          content,
        }),
      };
    });
    ctx.badgeCache.dropUnread(receivers);
    return result;
  },

  async getSentList({ pageNum, pageSize }, ctx) {
    const where = eq(messages.senderId, ctx.user.userId);
    const { total, list } = await countAndPage(
      { pageNum, pageSize },
      () => countWhere(ctx.db, messages, where),
      (limit, offset) =>
        ctx.db
          .select({
            id: messages.id,
            receiverName: users.name,
            title: messages.title,
            content: messages.content,
            status: messages.status,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.userId))
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(limit)
          .offset(offset),
    );
    return {
      total,
      list: list.map(({ createdAt, ...m }) => ({ ...m, createTime: createdAt.toISOString() })),
    };
  },

  async delete({ ids }, ctx) {
    const deleted = await deleteLetters(ctx.db, ctx.act(), { ids });
    ctx.badgeCache.dropUnread([ctx.user.userId]);
    return { deleted };
  },
};
