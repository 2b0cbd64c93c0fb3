import { readPhone } from '@bq/validators';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { agents, roles, userRoles, users } from '../../db/schema.js';
import { applications } from '../../db/schema-applications.js';
import { agentAdminConfigs } from '../../db/schema-people.js';
import { conflict, fieldRefused } from '../../envelope.js';
import { recordPayable } from '../finance/payables.js';
import { recordWages } from '../finance/wages.js';
import { createAgentRecord } from '../people/agent-record.js';
import { recordSecurityEvent } from '../security/events.js';
import type { Act } from '../shared/act.js';

export interface EntryPass {
  roleId: number;
  branchId?: number;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** Phones as the people calls store them, (xxx) xxx-xxxx, when the entry's number reads as one. */
const phone = (v: unknown) => {
  const read = readPhone(str(v));
  return read.ok ? read.formatted : str(v);
};

function profileFromEntry(p: Record<string, unknown>) {
  return {
    legalName: str(p.legalName),
    personalEmail: str(p.personalEmail),
    phone: phone(p.phone),
    address: str(p.address),
    emergencyName: str(p.emergencyName),
    emergencyPhone: phone(p.emergencyPhone),
    emergencyRelation: str(p.emergencyRelation),
    w9: {
      taxClassification: str(p.taxClassification),
      businessName: '',
      tinLast4: str(p.tinLast4),
      address: str(p.address),
    },
  };
}

async function passEntry(
  tx: Tx,
  act: Act,
  applicantId: number,
  payload: Record<string, unknown>,
  e: EntryPass,
) {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, e.roleId));
  if (!role) throw fieldRefused('roleId', 'is not a role');
  const [existing] = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.userId, applicantId));
  if (existing) throw conflict('The applicant is already an agent');
  const [user] = await tx.select().from(users).where(eq(users.id, applicantId));
  const licenseNo = typeof payload.licenseNo === 'string' ? payload.licenseNo : '';
  // The entry form is the agent's first personal info; the status follows from it.
  const { agentId, companyEmail } = await createAgentRecord(tx, act, {
    userId: applicantId,
    roleId: e.roleId,
    branchId: e.branchId ?? null,
    companyEmailFrom: String(payload.legalName ?? user?.name ?? ''),
    profile: profileFromEntry(payload),
    personal: { licenseNo },
  });
  const given = await tx
    .insert(userRoles)
    .values({ userId: applicantId, roleId: e.roleId })
    .onConflictDoNothing()
    .returning({ roleId: userRoles.roleId });
  if (given.length > 0) {
    await recordSecurityEvent(tx, act, {
      kind: 'role_assigned',
      subjectId: applicantId,
      detail: { roleId: e.roleId },
    });
  }
  await tx
    .update(users)
    .set({ kind: 'staff', activeRoleId: sql`coalesce(${users.activeRoleId}, ${e.roleId})` })
    .where(eq(users.id, applicantId));
  return { agentId, companyEmail };
}

async function passMentor(tx: Tx, applicantId: number) {
  const [agent] = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.userId, applicantId));
  if (!agent) throw conflict('Only an agent can become a mentor; the applicant is not one');
  await tx
    .insert(agentAdminConfigs)
    .values({ agentId: agent.id, mentorCertificate: 1 })
    .onConflictDoUpdate({ target: agentAdminConfigs.agentId, set: { mentorCertificate: 1 } });
}

/** What an approved application changes, inside the approving transaction. */
export async function applyEffect(
  tx: Tx,
  act: Act,
  { row, entry }: { row: { id: number; type: string; applicant_id: number }; entry?: EntryPass },
) {
  const [app] = await tx.select().from(applications).where(eq(applications.id, row.id));
  const payload = app?.payload ?? {};
  switch (row.type) {
    case 'entry':
      if (!entry) throw new Error('entry pass without a role');
      return passEntry(tx, act, row.applicant_id, payload, entry);
    case 'mentor':
      await passMentor(tx, row.applicant_id);
      return null;
    case 'coach-cost':
    case 'vendor': {
      const vendor = row.type === 'vendor';
      await recordPayable(tx, act, {
        applicationId: row.id,
        payee: vendor ? String(payload.vendorName) : `coach agent #${payload.coachAgentId}`,
        to: vendor
          ? { kind: 'vendor', name: String(payload.vendorName) }
          : { kind: 'coach', agentId: Number(payload.coachAgentId) },
        description: vendor
          ? `${payload.service} (invoice ${payload.invoiceRef})`
          : `Coaching fee ${payload.period} (agreement ${payload.agreementRef})`,
        amount: app?.amount ?? '0',
      });
      return null;
    }
    case 'wages':
      // Approved wages are owed to the applicant: on the ledger and their pay statement.
      await recordWages(tx, act, {
        applicationId: row.id,
        userId: row.applicant_id,
        amount: app?.amount ?? '0',
        description: `Wages (${payload.type}) ${payload.period}`,
      });
      return null;
    default:
      return null;
  }
}
