import { eq } from 'drizzle-orm';
import { businessDay } from '../clock/business-clock.js';
import type { Tx } from '../db/index.js';
import { users } from '../db/schema.js';
import { agentActivities, agentAdminConfigs, agentProfiles, agents } from '../db/schema-people.js';
import { syncBoards } from '../domain/system/board-members.js';

/** Demo only: Chinese names for a few demo agents, to show both name fields. */
const CHINESE: Record<string, string> = {
  'Alex Agent': '艾力克',
  'Mei Mentor': '梅美',
};

/** Calendar arithmetic on the business date `d` falls on (a plain date from here on). */
const addDays = (d: Date, days: number, years = 0) => {
  const x = new Date(`${businessDay(d)}T00:00:00Z`);
  x.setUTCFullYear(x.getUTCFullYear() + years, x.getUTCMonth(), x.getUTCDate() + days);
  return x.toISOString().slice(0, 10);
};

/**
 * Personal info for the demo agents, consistent with their demo status: status 3 has
 * no licence, 2 a licence but no board, 1 both. The mentor's licence expires in 45 days, so the
 * 90-day reminder and the administrators' reminder list have something to show.
 */
export async function seedDemoPeople(tx: Tx, now: Date): Promise<void> {
  const demoAgents = await tx
    .select({
      id: agents.id,
      status: agents.agentStatus,
      name: users.name,
      roleId: users.activeRoleId,
    })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId));
  const [office] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@bq.example.com'));
  for (const [i, a] of demoAgents.entries()) {
    const licensed = a.status !== 3;
    const boards = a.status === 1 ? ['San Francisco Association of Realtors'] : [];
    const expires = a.name === 'Mei Mentor' ? addDays(now, 45) : addDays(now, 0, 2);
    await tx.insert(agentProfiles).values({
      agentId: a.id,
      legalName: a.name,
      englishName: a.name,
      chineseName: CHINESE[a.name] ?? '',
      personalEmail: `${a.name.toLowerCase().replace(/\s+/g, '.')}@gmail.com`,
      phone: `(415) 555-${String(1000 + i).padStart(4, '0')}`,
      address: `${100 + i} Market St, San Francisco, CA 94105`,
      licenseType: licensed ? 'salesperson' : '',
      licenseIssuedOn: licensed ? addDays(now, 0, -2) : null,
      licenseExpiresOn: licensed ? expires : null,
      boards,
      emergencyName: 'Sam Contact',
      emergencyPhone: '(415) 555-0199',
      emergencyRelation: 'Spouse',
      w9: {
        taxClassification: 'Individual/sole proprietor',
        businessName: '',
        tinLast4: String(4321 + i).slice(-4),
        address: `${100 + i} Market St, San Francisco, CA 94105`,
      },
    });
    // Members of the board their info names (memberships are what the status reads).
    await syncBoards(tx, { now, actor: null }, a.id, boards);
    if (a.roleId !== null) {
      await tx
        .update(agentAdminConfigs)
        .set({ roleId: a.roleId })
        .where(eq(agentAdminConfigs.agentId, a.id));
    }
    await tx.insert(agentActivities).values({
      agentId: a.id,
      kind: 'training',
      title: 'New agent orientation',
      happenedOn: addDays(now, 0, -1),
      note: '',
      createdBy: office?.id ?? a.id,
      createdAt: now,
    });
  }
}
