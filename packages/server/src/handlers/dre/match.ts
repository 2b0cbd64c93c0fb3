import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { agents } from '../../db/schema.js';
import { dreRecords } from '../../db/schema-dre.js';
import { conflict } from '../../envelope.js';

type DreRow = typeof dreRecords.$inferSelect;

/** Agent status 2 = licensed but no board yet, 3 = no licence yet (contract agentInfoRecord). */
const LICENSED_NO_BOARD = 2;
const NO_LICENCE = 3;

/** Statuses of the public list that mean the licence may be used today. */
const VALID_STATUSES = new Set(['licensed', 'active', 'current', 'valid']);
export const licenceIsValid = (status: string) => VALID_STATUSES.has(status.trim().toLowerCase());

/**
 * "Smith, John A." and "John A Smith" are the same person on the licence list: compare the
 * lower-cased words in any order, punctuation dropped.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/**
 * The one place a DRE record is applied to an agent: the agent's licence number becomes the
 * record's, and a valid licence lifts "no licence yet" to "licensed, no board". An expired or
 * revoked record does not demote a licensed agent: that is a person's decision, not an import's.
 * (Licence type and expiry go to the people columns when those exist; see docs/decisions.md.)
 */
export async function applyDreMatch(
  tx: Tx,
  agentId: number,
  record: DreRow,
  how: 'auto' | 'manual',
  now: Date,
): Promise<void> {
  const [other] = await tx
    .select({ licenseId: dreRecords.licenseId })
    .from(dreRecords)
    .where(and(eq(dreRecords.agentId, agentId), ne(dreRecords.id, record.id)));
  if (other) {
    throw conflict(`This agent is already matched to DRE licence ${other.licenseId}`);
  }
  const [agent] = await tx
    .select({ status: agents.agentStatus })
    .from(agents)
    .where(eq(agents.id, agentId))
    .for('update');
  const lift = agent?.status === NO_LICENCE && licenceIsValid(record.licenseStatus);
  await tx
    .update(agents)
    .set({ licenseNo: record.licenseId, ...(lift && { agentStatus: LICENSED_NO_BOARD }) })
    .where(eq(agents.id, agentId));
  await tx
    .update(dreRecords)
    .set({ agentId, matchedBy: how, matchedAt: now })
    .where(eq(dreRecords.id, record.id));
}
