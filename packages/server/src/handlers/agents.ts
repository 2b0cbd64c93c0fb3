import { MODULE_IDS } from '@bq/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { FamilyHandlers, SessionUser } from '../context.js';
import type { Db } from '../db/index.js';
import { agentAdminConfigs, agents, applications, messages } from '../db/schema.js';
import { forbidden, notFound } from '../envelope.js';

const EXAMINE = MODULE_IDS['approval/examine'];

async function agentOf(db: Db, userId: number) {
  const [row] = await db.select().from(agents).where(eq(agents.userId, userId));
  return row ?? null;
}

async function counts(db: Db, user: SessionUser) {
  const [pending] = user.modules.has(EXAMINE)
    ? await db
        .select({ n: count() })
        .from(applications)
        .where(and(eq(applications.status, 'pending'), ne(applications.applicantId, user.userId)))
    : [{ n: 0 }];
  const [own] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.status, 'pending'), eq(applications.applicantId, user.userId)));
  return { pendingApprovalNum: pending?.n ?? 0, approveNum: own?.n ?? 0 };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.status, 0)));
  return row?.n ?? 0;
}

export const agentInfo: FamilyHandlers<'agentInfo'> = {
  async getPersonalDetails(_input, ctx) {
    const agent = await agentOf(ctx.db, ctx.user.userId);
    return {
      userId: ctx.user.userId,
      name: ctx.user.name,
      email: ctx.user.email,
      agentInfo: agent
        ? {
            agentId: agent.id,
            agentStatus: agent.agentStatus,
            licenseNo: agent.licenseNo,
            branchId: agent.branchId,
          }
        : null,
    };
  },
};

export const agentAdminConfig: FamilyHandlers<'agentAdminConfig'> = {
  async getByAgentId({ agentId }, ctx) {
    const own = await agentOf(ctx.db, ctx.user.userId);
    if (own?.id !== agentId && !ctx.user.modules.has(MODULE_IDS['userroles/usermgt'])) {
      throw forbidden('You may only read your own admin config');
    }
    const [agent] = await ctx.db
      .select({ id: agents.id })
      .from(agents)
      .where(eq(agents.id, agentId));
    if (!agent) throw notFound('Agent');
    const [config] = await ctx.db
      .select()
      .from(agentAdminConfigs)
      .where(eq(agentAdminConfigs.agentId, agentId));
    return {
      agentId,
      mentorCertificate: config?.mentorCertificate ?? 0,
      companyEmail: config?.companyEmail ?? null,
      boardMember: config?.boardMember ?? false,
    };
  },
};

export const application: FamilyHandlers<'application'> = {
  getNum: (_input, ctx) => counts(ctx.db, ctx.user),
};

export const statistical: FamilyHandlers<'statistical'> = {
  async getTodoList(_input, ctx) {
    const { pendingApprovalNum, approveNum } = await counts(ctx.db, ctx.user);
    const unread = await unreadCount(ctx.db, ctx.user.userId);
    const agent = await agentOf(ctx.db, ctx.user.userId);
    const list = [];
    if (ctx.user.modules.has(EXAMINE)) {
      list.push({
        type: 'approval' as const,
        title: 'Applications waiting for your decision',
        count: pendingApprovalNum,
        route: '/approval/examine/index',
      });
    }
    list.push(
      {
        type: 'application' as const,
        title: 'Your applications in review',
        count: approveNum,
        route: '/approval/apply/index',
      },
      {
        type: 'message' as const,
        title: 'Unread messages',
        count: unread,
        route: '/home/mine-msg',
      },
    );
    if (agent?.agentStatus === 3) {
      list.push({
        type: 'license' as const,
        title: 'Add your real estate license',
        count: 1,
        route: '/agent-center/personal/index',
      });
    } else if (agent?.agentStatus === 2) {
      list.push({
        type: 'board' as const,
        title: 'Join a board of realtors',
        count: 1,
        route: '/agent-center/personal/index',
      });
    }
    return { list };
  },
};
