import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { orgs, roles, userRoles } from '../../db/schema.js';
import { agentActivities, agentAdminConfigs } from '../../db/schema-people.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import { commissionPlanNamed } from '../finance/commission-shares.js';
import { recordSecurityEvent } from '../security/events.js';
import type { SignedAct } from '../shared/act.js';
import type { AgentRow } from './access.js';
import { type Change, record } from './history.js';
import { same } from './personal.js';

/**
 * The office's settings of an agent (role, branch, company address, mentor certificate,
 * commission plan, comment): every change checked against what it names and kept in the admin
 * history. The caller has checked who may change them (not one's own: `assertNotSelf`).
 */

const duty = alias(roles, 'duty');

/** The office settings of an agent as the pages show them (`exists`: a row is stored). */
export async function configOf(db: Db | Tx, agent: AgentRow) {
  const [row] = await db
    .select({
      config: agentAdminConfigs,
      roleName: roles.name,
      dutyId: duty.id,
      dutyName: duty.name,
    })
    .from(agentAdminConfigs)
    .leftJoin(roles, eq(roles.id, agentAdminConfigs.roleId))
    .leftJoin(duty, eq(duty.id, roles.parentId))
    .where(eq(agentAdminConfigs.agentId, agent.id));
  const [b] = agent.branchId
    ? await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, agent.branchId))
    : [];
  return {
    agentId: agent.id,
    mentorCertificate: row?.config.mentorCertificate ?? 0,
    companyEmail: row?.config.companyEmail ?? null,
    boardMember: row?.config.boardMember ?? false,
    roleId: row?.config.roleId ?? null,
    roleName: row?.roleName ?? null,
    dutyId: row?.dutyId ?? null,
    dutyName: row?.dutyName ?? null,
    branchId: agent.branchId,
    branchName: b?.name ?? null,
    commissionPlan: row?.config.commissionPlan ?? '',
    comment: row?.config.comment ?? '',
    exists: Boolean(row),
  };
}

export const shape = ({ exists: _, ...c }: Awaited<ReturnType<typeof configOf>>) => c;

async function checkRefs(
  tx: Tx,
  v: {
    roleId?: number;
    branchId?: number | null;
    companyEmail?: string | null;
    commissionPlan?: string;
  },
  agentId: number,
) {
  // The plan prices the agent's closings: a name finance has no plan of would refuse
  // them, so it is refused here, where it is typed. Empty: the office's default plan.
  if (v.commissionPlan?.trim() && !(await commissionPlanNamed(tx, v.commissionPlan)))
    throw fieldRefused('commissionPlan', "is not one of the office's commission plans");
  if (v.roleId !== undefined) {
    const [r] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, v.roleId));
    if (!r) throw fieldRefused('roleId', 'is not a role');
  }
  if (v.branchId != null) {
    const [b] = await tx
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(eq(orgs.id, v.branchId), eq(orgs.type, 2)));
    if (!b) throw fieldRefused('branchId', 'is not a branch');
  }
  if (v.companyEmail) {
    const [taken] = await tx
      .select({ id: agentAdminConfigs.agentId })
      .from(agentAdminConfigs)
      .where(eq(agentAdminConfigs.companyEmail, v.companyEmail));
    if (taken && taken.id !== agentId)
      throw fieldRefused('companyEmail', 'belongs to another agent');
  }
}

/** Applies office fields; the role also becomes one of the agent's user roles. */
async function applyConfig(
  tx: Tx,
  agent: AgentRow,
  before: Awaited<ReturnType<typeof configOf>>,
  v: {
    roleId?: number;
    branchId?: number | null;
    companyEmail?: string | null;
    mentorCertificate?: 0 | 1;
    commissionPlan?: string;
  },
  act: SignedAct,
): Promise<Change[]> {
  const now = act.now;
  const changes: Change[] = [];
  const { branchId, ...config } = v;
  for (const [field, after] of Object.entries(v)) {
    if (after === undefined) continue;
    const prev = before[field as keyof typeof before];
    if (!same(prev, after)) changes.push({ field, before: prev, after });
  }
  if (branchId !== undefined && branchId !== agent.branchId) {
    await tx.execute(
      sql`UPDATE agents SET branch_id = ${branchId}, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${agent.id}`,
    );
  }
  const set = Object.fromEntries(Object.entries(config).filter(([, x]) => x !== undefined));
  if (Object.keys(set).length > 0) {
    await tx.update(agentAdminConfigs).set(set).where(eq(agentAdminConfigs.agentId, agent.id));
  }
  if (v.roleId !== undefined) {
    const given = await tx
      .insert(userRoles)
      .values({ userId: agent.userId, roleId: v.roleId })
      .onConflictDoNothing()
      .returning({ roleId: userRoles.roleId });
    if (given.length > 0) {
      await recordSecurityEvent(tx, act, {
        kind: 'role_assigned',
        subjectId: agent.userId,
        detail: { roleId: v.roleId },
      });
    }
  }
  return changes;
}

type ConfigInput = Parameters<typeof applyConfig>[3];

/** The first settings of an agent who has none. */
export async function addAdminConfig(
  tx: Tx,
  act: SignedAct,
  input: ConfigInput & { agent: AgentRow; comment: string },
) {
  const { agent, comment, ...v } = input;
  const [exists] = await tx
    .select({ id: agentAdminConfigs.agentId })
    .from(agentAdminConfigs)
    .where(eq(agentAdminConfigs.agentId, agent.id));
  if (exists) throw conflict('This agent already has an admin config; edit it instead');
  await checkRefs(tx, v, agent.id);
  await tx.insert(agentAdminConfigs).values({ agentId: agent.id, comment });
  const before = await configOf(tx, agent);
  const changes = await applyConfig(tx, agent, before, v, act);
  if (comment !== '') changes.push({ field: 'comment', before: '', after: comment });
  await record(tx, agent.id, changes, { userId: act.actor, at: act.now, source: 'office' });
  return shape(await configOf(tx, { ...agent, branchId: v.branchId ?? agent.branchId }));
}

/** Changes the settings given; answers them and the fields that changed. */
export async function editAdminConfig(
  tx: Tx,
  act: SignedAct,
  input: ConfigInput & { agent: AgentRow },
) {
  const { agent, ...v } = input;
  const before = await configOf(tx, agent);
  if (!before.exists) throw notFound('Admin config of this agent (add it first)');
  await checkRefs(tx, v, agent.id);
  const changes = await applyConfig(tx, agent, before, v, act);
  await record(tx, agent.id, changes, { userId: act.actor, at: act.now, source: 'office' });
  const after = await configOf(tx, {
    ...agent,
    branchId: v.branchId === undefined ? agent.branchId : v.branchId,
  });
  return { ...shape(after), changed: changes.map((c) => c.field) };
}

/** The office's comment on an agent (the settings are made if there are none yet). */
export async function editAdminComment(
  tx: Tx,
  act: SignedAct,
  input: { agent: AgentRow; comment: string },
) {
  const { agent, comment } = input;
  const before = await configOf(tx, agent);
  if (!before.exists) {
    await tx.insert(agentAdminConfigs).values({ agentId: agent.id, comment });
  } else {
    await tx
      .update(agentAdminConfigs)
      .set({ comment })
      .where(eq(agentAdminConfigs.agentId, agent.id));
  }
  if (before.comment !== comment) {
    await record(tx, agent.id, [{ field: 'comment', before: before.comment, after: comment }], {
      userId: act.actor,
      at: act.now,
      source: 'office',
    });
  }
  return { agentId: agent.id, comment };
}

/** An activity on the agent's record (a training, a warning, an award), by whoever adds it. */
export async function addAgentActivity(
  tx: Tx,
  act: SignedAct,
  input: Omit<typeof agentActivities.$inferInsert, 'createdBy' | 'createdAt'>,
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(agentActivities)
    .values({ ...input, createdBy: act.actor, createdAt: act.now })
    .returning({ id: agentActivities.id });
  if (!row) throw new Error('activity insert returned nothing');
  return { id: row.id };
}
