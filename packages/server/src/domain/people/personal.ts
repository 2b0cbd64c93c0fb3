import type { Contract, ParsedRequestOf } from '@bq/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { agentProfiles, agents, type W9Details } from '../../db/schema-people.js';

export type EditInput = ParsedRequestOf<Contract['agentInfo']['editAgent']>;
export type PersonalField = Exclude<keyof EditInput, 'agentId'>;

export const PERSONAL_FIELDS = [
  'legalName',
  'englishName',
  'chineseName',
  'personalEmail',
  'phone',
  'address',
  'licenseNo',
  'licenseType',
  'licenseIssuedOn',
  'licenseExpiresOn',
  'boards',
  'emergencyName',
  'emergencyPhone',
  'emergencyRelation',
  'w9',
] as const satisfies readonly PersonalField[];

export interface Personal {
  legalName: string;
  englishName: string;
  chineseName: string;
  personalEmail: string;
  phone: string;
  address: string;
  licenseNo: string;
  licenseType: string;
  licenseIssuedOn: string | null;
  licenseExpiresOn: string | null;
  boards: string[];
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelation: string;
  w9: W9Details;
}

const emptyW9 = (): W9Details => ({
  taxClassification: '',
  businessName: '',
  tinLast4: '',
  address: '',
});

type ProfileRow = typeof agentProfiles.$inferSelect;

export function personalOf(licenseNo: string, p: ProfileRow | null, userName: string): Personal {
  return {
    legalName: p?.legalName || userName,
    englishName: p?.englishName ?? '',
    chineseName: p?.chineseName ?? '',
    personalEmail: p?.personalEmail ?? '',
    phone: p?.phone ?? '',
    address: p?.address ?? '',
    licenseNo,
    licenseType: p?.licenseType ?? '',
    licenseIssuedOn: p?.licenseIssuedOn ?? null,
    licenseExpiresOn: p?.licenseExpiresOn ?? null,
    boards: p?.boards ?? [],
    emergencyName: p?.emergencyName ?? '',
    emergencyPhone: p?.emergencyPhone ?? '',
    emergencyRelation: p?.emergencyRelation ?? '',
    w9: { ...emptyW9(), ...(p?.w9 ?? {}) },
  };
}

/** The agent, their user and their profile (empty when the agent has none yet). */
export async function loadPersonal(db: Db | Tx, agentId: number) {
  const [row] = await db
    .select({ agent: agents, profile: agentProfiles, userName: users.name, email: users.email })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .where(eq(agents.id, agentId));
  if (!row) return null;
  return {
    ...row,
    personal: personalOf(row.agent.licenseNo, row.profile, row.userName),
  };
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes personal fields (validated by the contract) of one agent, inside the caller's transaction. */
export async function writePersonal(
  tx: Tx,
  agentId: number,
  values: Partial<Personal>,
  now: Date,
): Promise<void> {
  const { licenseNo, ...profile } = values;
  if (licenseNo !== undefined) {
    await tx.update(agents).set({ licenseNo, updatedAt: now }).where(eq(agents.id, agentId));
  }
  if (Object.keys(profile).length === 0) return;
  const set = profile as Partial<typeof agentProfiles.$inferInsert>;
  await tx
    .insert(agentProfiles)
    .values({ agentId, ...set })
    .onConflictDoUpdate({ target: agentProfiles.agentId, set });
}

/** Puts a stored photo on the agent's profile; answers the key of the one it replaced. */
export async function setAgentPhoto(
  tx: Tx,
  input: { agentId: number; key: string; mime: string; size: number },
): Promise<string | null> {
  const [p] = await tx
    .select({ key: agentProfiles.photoKey })
    .from(agentProfiles)
    .where(eq(agentProfiles.agentId, input.agentId));
  const set = { photoKey: input.key, photoMime: input.mime, photoSize: input.size };
  await tx
    .insert(agentProfiles)
    .values({ agentId: input.agentId, ...set })
    .onConflictDoUpdate({ target: agentProfiles.agentId, set });
  return p?.key ?? null;
}
