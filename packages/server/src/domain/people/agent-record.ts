import type { Contract, ParsedRequestOf } from '@bq/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { orgs, roles, userRoles, users } from '../../db/schema.js';
import { agentAdminConfigs, agentProfiles, agents } from '../../db/schema-people.js';
import { conflict, fieldRefused } from '../../envelope.js';
import { recordSecurityEvent } from '../security/events.js';
import type { Act, SignedAct } from '../shared/act.js';
import { companyEmailFor } from './company-email.js';
import { record } from './history.js';
import { refreshStatus } from './license.js';
import { type Personal, writePersonal } from './personal.js';
import { splitW9, storeTin } from './tin.js';
import type { TinKeyring } from './tin-crypto.js';

/**
 * The one place an agent record is made: the `agents` row, its office settings and its personal
 * info, however the person came (added on the Users page, an approved entry application, a
 * staff account whose record a manager opens). Whatever the way, the record starts without a
 * licence and its status is then derived from what it holds (`refreshStatus`: licence, expiry,
 * boards), so the three ways cannot disagree on it. One record per person (unique user id): a
 * second call answers the first record and changes nothing.
 */
export async function createAgentRecord(
  tx: Tx,
  act: Act,
  input: {
    userId: number;
    /** The office role the record names (the role the person signs in with). */
    roleId: number | null;
    branchId?: number | null;
    /** A company address made from this name (`first.last@…`), or none. */
    companyEmailFrom?: string;
    personal?: Partial<Personal>;
    /** Personal info written as it comes (an entry application's fields). */
    profile?: Partial<typeof agentProfiles.$inferInsert>;
  },
): Promise<{ agentId: number; created: boolean; agentStatus: 1 | 2 | 3; companyEmail: string }> {
  const [made] = await tx
    .insert(agents)
    .values({
      userId: input.userId,
      agentStatus: 3,
      relStatus: 1,
      branchId: input.branchId ?? null,
      updatedAt: act.now,
    })
    .onConflictDoNothing()
    .returning({ id: agents.id });
  if (!made) {
    const [existing] = await tx
      .select({ id: agents.id, agentStatus: agents.agentStatus })
      .from(agents)
      .where(eq(agents.userId, input.userId));
    if (!existing) throw new Error('agent record neither inserted nor found');
    return {
      agentId: existing.id,
      created: false,
      agentStatus: existing.agentStatus as 1 | 2 | 3,
      companyEmail: '',
    };
  }
  const companyEmail =
    input.companyEmailFrom === undefined ? '' : await companyEmailFor(tx, input.companyEmailFrom);
  await tx.insert(agentAdminConfigs).values({
    agentId: made.id,
    roleId: input.roleId,
    ...(companyEmail && { companyEmail }),
  });
  if (input.profile) await tx.insert(agentProfiles).values({ ...input.profile, agentId: made.id });
  if (input.personal) await writePersonal(tx, made.id, input.personal, act.now);
  const agentStatus = await refreshStatus(tx, act, made.id);
  return { agentId: made.id, created: true, agentStatus, companyEmail };
}

/**
 * A person added on the Users page: a staff account with no password (they set one with "forgot
 * password", an e-mailed code), the role they sign in with, and their agent record.
 */
export async function addPerson(
  tx: Tx,
  act: Act,
  input: ParsedRequestOf<Contract['agentInfo']['addAgent']>,
  tinKeys: TinKeyring,
) {
  const { email, roleId, branchId, ...personal } = input;
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw conflict('A user with this e-mail already exists');
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw fieldRefused('roleId', 'is not a role');
  if (branchId !== undefined) {
    const [b] = await tx
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(eq(orgs.id, branchId), eq(orgs.type, 2)));
    if (!b) throw fieldRefused('branchId', 'is not a branch');
  }
  const [user] = await tx
    .insert(users)
    .values({ email, name: personal.legalName, passwordHash: '!', activeRoleId: roleId })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(userRoles).values({ userId: user.id, roleId });
  await recordSecurityEvent(tx, act, {
    kind: 'role_assigned',
    subjectId: user.id,
    detail: { roleId },
  });
  const { w9, sealed } = splitW9(
    tinKeys,
    personal.w9 ?? { taxClassification: '', businessName: '', tinLast4: '', address: '' },
    null,
  );
  const { agentId, agentStatus, companyEmail } = await createAgentRecord(tx, act, {
    userId: user.id,
    roleId,
    branchId: branchId ?? null,
    companyEmailFrom: personal.englishName || personal.legalName,
    personal: { ...personal, w9 },
  });
  await storeTin(tx, agentId, sealed);
  return { agentId, userId: user.id, agentStatus, companyEmail };
}

/** With the office or not any more (spec §4 relStatus); never one's own, always in the history. */
export async function setRelation(
  tx: Tx,
  act: SignedAct,
  input: { agent: { id: number; userId: number; relStatus: number }; relStatus: number },
): Promise<{ agentId: number; relStatus: number }> {
  const { agent, relStatus } = input;
  if (agent.userId === act.actor)
    throw conflict('You cannot change your own relation to the office');
  if (agent.relStatus !== relStatus) {
    await tx.update(agents).set({ relStatus, updatedAt: act.now }).where(eq(agents.id, agent.id));
    await record(
      tx,
      agent.id,
      [{ field: 'relStatus', before: agent.relStatus, after: relStatus }],
      {
        userId: act.actor,
        at: act.now,
        source: 'office',
      },
    );
  }
  return { agentId: agent.id, relStatus };
}
