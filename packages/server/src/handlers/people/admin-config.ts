import { desc, eq, sql } from 'drizzle-orm';
import type { FamilyHandlers } from '../../context.js';
import { rows } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { adminHistory, agentActivities, agentProfiles } from '../../db/schema-people.js';
import { agentFor, assertNotSelf } from '../../domain/people/access.js';
import {
  addAdminConfig,
  addAgentActivity,
  configOf,
  editAdminComment,
  editAdminConfig,
  shape,
} from '../../domain/people/admin-config.js';
import { companyEmailFor } from '../../domain/people/company-email.js';

export const agentAdminConfig: FamilyHandlers<'agentAdminConfig'> = {
  async getByAgentId({ agentId }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    return shape(await configOf(ctx.db, agent));
  },

  async getRel({ agentId }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    const c = await configOf(ctx.db, agent);
    const held = await rows<{ roleId: number; roleName: string }>(
      ctx.db,
      sql`SELECT r.id AS "roleId", r.name AS "roleName" FROM user_roles ur
        JOIN roles r ON r.id = ur.role_id JOIN users u ON u.id = ur.user_id
        WHERE ur.user_id = ${agent.userId}
        ORDER BY (r.id = u.active_role_id) DESC, r.name, r.id`,
    );
    return {
      agentId: agent.id,
      userId: agent.userId,
      relStatus: agent.relStatus,
      roleId: c.roleId,
      roleName: c.roleName,
      dutyId: c.dutyId,
      dutyName: c.dutyName,
      branchId: c.branchId,
      branchName: c.branchName,
      roles: held,
    };
  },

  async add({ agentId, comment, ...v }, ctx) {
    return ctx.db.transaction(async (tx) => {
      const agent = await agentFor(tx, ctx.user, agentId, true);
      assertNotSelf(ctx.user, agent, 'admin config');
      return addAdminConfig(tx, ctx.act(), { ...v, agent, comment });
    });
  },

  async edit({ agentId, ...v }, ctx) {
    return ctx.db.transaction(async (tx) => {
      const agent = await agentFor(tx, ctx.user, agentId, true);
      assertNotSelf(ctx.user, agent, 'admin config');
      return editAdminConfig(tx, ctx.act(), { ...v, agent });
    });
  },

  async getActivityList({ agentId, pageNum, pageSize }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    const where = eq(agentActivities.agentId, agent.id);
    const [total] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(agentActivities)
      .where(where);
    const list = await ctx.db
      .select()
      .from(agentActivities)
      .where(where)
      .orderBy(desc(agentActivities.happenedOn), desc(agentActivities.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return {
      total: total?.n ?? 0,
      list: list.map((a) => ({
        id: a.id,
        kind: a.kind,
        title: a.title,
        happenedOn: a.happenedOn,
        note: a.note,
        createdBy: a.createdBy,
        createdAt: a.createdAt.toISOString(),
      })),
    };
  },

  async generateCompanyEmail({ agentId }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    const [p] = await ctx.db
      .select({
        english: agentProfiles.englishName,
        legal: agentProfiles.legalName,
        user: users.name,
      })
      .from(users)
      .leftJoin(agentProfiles, eq(agentProfiles.agentId, agent.id))
      .where(eq(users.id, agent.userId));
    const name = p?.english || p?.legal || p?.user || '';
    const companyEmail = await ctx.db.transaction((tx) => companyEmailFor(tx, name));
    return { agentId: agent.id, companyEmail };
  },

  async addActivityInfo({ agentId, ...a }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    return ctx.db.transaction((tx) => addAgentActivity(tx, ctx.act(), { agentId: agent.id, ...a }));
  },

  async adminConfigRecord({ agentId, pageNum, pageSize }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    const where = eq(adminHistory.agentId, agent.id);
    const [total] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(adminHistory)
      .where(where);
    const list = await ctx.db
      .select({ h: adminHistory, byName: users.name })
      .from(adminHistory)
      .leftJoin(users, eq(users.id, adminHistory.byUser))
      .where(where)
      .orderBy(desc(adminHistory.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return {
      total: total?.n ?? 0,
      list: list.map(({ h, byName }) => ({
        id: h.id,
        field: h.field,
        before: h.before,
        after: h.after,
        source: h.source,
        stashId: h.stashId,
        byUserId: h.byUser,
        byName: byName ?? '',
        at: h.at.toISOString(),
      })),
    };
  },

  async editComment({ agentId, comment }, ctx) {
    return ctx.db.transaction(async (tx) => {
      const agent = await agentFor(tx, ctx.user, agentId, true);
      assertNotSelf(ctx.user, agent, 'admin config');
      return editAdminComment(tx, ctx.act(), { agent, comment });
    });
  },

  async statisticalByDuty(_input, ctx) {
    const list = await rows<{ dutyId: number | null; dutyName: string | null; agents: number }>(
      ctx.db,
      sql`SELECT d.id AS "dutyId", d.name AS "dutyName", count(*)::int AS agents
        FROM agents a LEFT JOIN agent_admin_configs c ON c.agent_id = a.id
        LEFT JOIN roles r ON r.id = c.role_id LEFT JOIN roles d ON d.id = r.parent_id
        WHERE a.rel_status = 1
        GROUP BY d.id, d.name ORDER BY d.name NULLS LAST`,
    );
    return { list: list.map((r) => ({ ...r, dutyName: r.dutyName ?? 'No duty' })) };
  },
};
