import { eq } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { agents, users } from '../db/schema.js';
import { coachAgreements } from '../db/schema-coach.js';
import { dreRecords } from '../db/schema-dre.js';

/**
 * Licence-list rows nobody is matched to yet, so the dreun-list page has something to match by
 * hand on a fresh demo; their ids do not collide with the demo agents' `DRE-0…` numbers.
 */
export const DEMO_DRE_UNMATCHED = [
  {
    licenseId: '01990001',
    name: 'Nolicense, Nico',
    licenseType: 'Salesperson',
    licenseStatus: 'LICENSED',
    expiresOn: '2028-03-31',
  },
  {
    licenseId: '01990002',
    name: 'Jordan Rivera',
    licenseType: 'Broker',
    licenseStatus: 'LICENSED',
    expiresOn: '2027-09-30',
  },
  {
    licenseId: '01990003',
    name: 'Sam Lee',
    licenseType: 'Salesperson',
    licenseStatus: 'EXPIRED',
    expiresOn: '2025-01-31',
  },
] as const;

/** The demo mentor coaches the multi-role agent, so both agents' pages show a coach agreement. */
export async function seedDemoCoachAndDre(tx: Tx, adminId: number): Promise<void> {
  await tx.insert(dreRecords).values(DEMO_DRE_UNMATCHED.map((r) => ({ ...r })));
  const agentOf = async (email: string) => {
    const [row] = await tx
      .select({ id: agents.id })
      .from(agents)
      .innerJoin(users, eq(users.id, agents.userId))
      .where(eq(users.email, email));
    return row?.id;
  };
  const coach = await agentOf('mentor@bq.example.com');
  const mentee = await agentOf('multi@bq.example.com');
  if (coach && mentee) {
    await tx.insert(coachAgreements).values({
      coachAgentId: coach,
      menteeAgentId: mentee,
      startDate: '2026-09-01',
      terms: 'Monthly case review and one shadowed listing appointment',
      createdBy: adminId,
    });
  }
}
