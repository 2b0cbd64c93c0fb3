import { OFFICE_CONTROLLED_FIELDS } from '@bq/contract';
import { eq, sql } from 'drizzle-orm';
import { businessDay } from '../../clock/business-clock.js';
import type { FamilyHandlers } from '../../context.js';
import { rows } from '../../db/query-helpers.js';
import { adminConfigStash } from '../../db/schema-people.js';
import { agentFor, ownAgent } from '../../domain/people/access.js';
import { addPerson, setRelation } from '../../domain/people/agent-record.js';
import { editPersonal } from '../../domain/people/edit.js';
import { sweepLicenses } from '../../domain/people/license.js';
import { agentWhere, countAgents, page } from '../../domain/people/list.js';
import { openPersonRecord } from '../../domain/people/person-record.js';
import { loadPersonal } from '../../domain/people/personal.js';
import { pendingOf } from '../../domain/people/stash.js';
import { photo } from './photo.js';

const _OFFICE = new Set<string>(OFFICE_CONTROLLED_FIELDS);

async function sweep(ctx: Parameters<FamilyHandlers<'agentInfo'>['getAgent']>[1]) {
  if ((await sweepLicenses(ctx.db, { now: ctx.now(), actor: null })) > 0) ctx.badgeCache.dropAll();
}

export const agentInfo: FamilyHandlers<'agentInfo'> = {
  async getPersonalDetails(_input, ctx) {
    await sweep(ctx);
    const agent = await ownAgent(ctx.db, ctx.user.userId);
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

  ...photo,

  async getAgentInfoById({ agentId }, ctx) {
    await sweep(ctx);
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    const loaded = await loadPersonal(ctx.db, agent.id);
    if (!loaded) throw new Error('agent vanished');
    const p = loaded.profile;
    return {
      agentId: agent.id,
      userId: agent.userId,
      email: loaded.email,
      agentStatus: loaded.agent.agentStatus,
      relStatus: loaded.agent.relStatus,
      branchId: loaded.agent.branchId,
      personal: loaded.personal,
      photo: p?.photoKey && p.photoMime ? { mime: p.photoMime, size: p.photoSize ?? 0 } : null,
      staged: await pendingOf(ctx.db, agent.id),
      updatedAt: loaded.agent.updatedAt.toISOString(),
    };
  },

  async editAgent(input, ctx) {
    const result = await ctx.db.transaction(async (tx) => {
      const agent = await agentFor(tx, ctx.user, input.agentId, true);
      return editPersonal(tx, ctx.act(), { agent, input, tinKeys: ctx.config.tinKeys });
    });
    ctx.badgeCache.dropAll();
    return result;
  },

  async addAgent(input, ctx) {
    return ctx.db.transaction((tx) => addPerson(tx, ctx.act(), input, ctx.config.tinKeys));
  },

  async openRecord({ userId }, ctx) {
    return ctx.db.transaction((tx) => openPersonRecord(tx, ctx.act(), { userId }));
  },

  async getAgent({ pageNum, pageSize, ...filters }, ctx) {
    await sweep(ctx);
    const where = agentWhere(filters, businessDay(ctx.now()));
    const total = await countAgents(ctx.db, where);
    const offset = (pageNum - 1) * pageSize;
    const list = total > offset ? await page(ctx.db, where, pageSize, offset) : [];
    return { total, list };
  },

  async searchAgentByRoleId({ roleId, keyword }, ctx) {
    const pattern = keyword ? `%${keyword.toLowerCase().replace(/[%_\\]/g, '\\$&')}%` : null;
    const list = await rows<{ agentId: number; userId: number; name: string }>(
      ctx.db,
      sql`SELECT a.id AS "agentId", a.user_id AS "userId", u.name
        FROM agents a JOIN users u ON u.id = a.user_id
        WHERE a.rel_status = 1
          AND EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = a.user_id AND ur.role_id = ${roleId})
          ${pattern ? sql`AND lower(u.name) LIKE ${pattern} ESCAPE '\\'` : sql``}
        ORDER BY u.name, a.id LIMIT 200`,
    );
    return { list };
  },

  async updateAgentRelStatus({ agentId, relStatus }, ctx) {
    return ctx.db.transaction(async (tx) => {
      const agent = await agentFor(tx, ctx.user, agentId, true);
      return setRelation(tx, ctx.act(), { agent, relStatus });
    });
  },

  async getStatisticalInfo(_input, ctx) {
    await sweep(ctx);
    const today = businessDay(ctx.now());
    const [s] = await rows<Record<string, number>>(
      ctx.db,
      sql`SELECT count(*)::int AS total,
          count(*) FILTER (WHERE a.rel_status = 1)::int AS active,
          count(*) FILTER (WHERE a.rel_status = 1 AND a.agent_status = 1)::int AS s1,
          count(*) FILTER (WHERE a.rel_status = 1 AND a.agent_status = 2)::int AS s2,
          count(*) FILTER (WHERE a.rel_status = 1 AND a.agent_status = 3)::int AS s3,
          count(*) FILTER (WHERE a.rel_status = 1 AND p.license_expires_on >= ${today}::date
            AND p.license_expires_on <= ${today}::date + 90)::int AS expiring,
          count(*) FILTER (WHERE a.rel_status = 1 AND p.license_expires_on < ${today}::date)::int AS lapsed
        FROM agents a LEFT JOIN agent_profiles p ON p.agent_id = a.id`,
    );
    const [w] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(adminConfigStash)
      .where(eq(adminConfigStash.status, 'pending'));
    return {
      total: s?.total ?? 0,
      active: s?.active ?? 0,
      byStatus: { licensedInBoard: s?.s1 ?? 0, noBoard: s?.s2 ?? 0, noLicense: s?.s3 ?? 0 },
      licenseExpiringIn90Days: s?.expiring ?? 0,
      licenseLapsed: s?.lapsed ?? 0,
      stagedWaiting: w?.n ?? 0,
    };
  },

  async getLicenseReminders({ pageNum, pageSize }, ctx) {
    await sweep(ctx);
    const today = businessDay(ctx.now());
    const where = sql`a.rel_status = 1 AND p.license_expires_on IS NOT NULL
      AND p.license_expires_on <= ${today}::date + 90`;
    const [total] = await rows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM agents a JOIN agent_profiles p ON p.agent_id = a.id WHERE ${where}`,
    );
    const list = await rows<{
      agentId: number;
      name: string;
      licenseNo: string;
      licenseExpiresOn: string;
      daysLeft: number;
      remindersSent: number[];
    }>(
      ctx.db,
      sql`SELECT a.id AS "agentId", u.name, a.license_no AS "licenseNo",
          to_char(p.license_expires_on, 'YYYY-MM-DD') AS "licenseExpiresOn",
          (p.license_expires_on - ${today}::date)::int AS "daysLeft",
          coalesce((SELECT array_agg(r.days::int ORDER BY r.days DESC) FROM license_reminders r
            WHERE r.agent_id = a.id AND r.expires_on = p.license_expires_on), '{}') AS "remindersSent"
        FROM agents a JOIN agent_profiles p ON p.agent_id = a.id JOIN users u ON u.id = a.user_id
        WHERE ${where}
        ORDER BY p.license_expires_on, a.id
        LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    );
    return {
      total: total?.n ?? 0,
      list: list.map((r) => ({ ...r, lapsed: r.daysLeft < 0 })),
    };
  },
};
