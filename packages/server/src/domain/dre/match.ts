import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { agents } from '../../db/schema.js';
import { dreRecords } from '../../db/schema-dre.js';
import { agentProfiles } from '../../db/schema-people.js';
import { conflict } from '../../envelope.js';
import { refreshStatus } from '../people/license.js';
import type { Act } from '../shared/act.js';

type DreRow = typeof dreRecords.$inferSelect;

/** The licence types personal info knows (`people` limits); others stay as the agent typed. */
const LICENCE_TYPES = new Set(['salesperson', 'broker']);

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
 * The one place a DRE record is applied to an agent: the agent's licence number, type and expiry
 * become the record's, and the agent's status is derived again from the data
 * (domain/people/license.ts).
 */
export async function applyDreMatch(
  tx: Tx,
  agentId: number,
  record: DreRow,
  how: 'auto' | 'manual',
  act: Act,
): Promise<void> {
  const { now } = act;
  const [other] = await tx
    .select({ licenseId: dreRecords.licenseId })
    .from(dreRecords)
    .where(and(eq(dreRecords.agentId, agentId), ne(dreRecords.id, record.id)));
  if (other) {
    throw conflict(`This agent is already matched to DRE licence ${other.licenseId}`);
  }
  await tx.update(agents).set({ licenseNo: record.licenseId }).where(eq(agents.id, agentId));
  // The record's licence type and expiry become the agent's; the status then follows from the
  // data like every other licence write (a lapsed record means status 3, spec §4).
  const type = record.licenseType.trim().toLowerCase();
  const details = {
    ...(LICENCE_TYPES.has(type) && { licenseType: type }),
    ...(record.expiresOn && { licenseExpiresOn: record.expiresOn }),
  };
  if (Object.keys(details).length > 0) {
    await tx
      .insert(agentProfiles)
      .values({ agentId, ...details })
      .onConflictDoUpdate({ target: agentProfiles.agentId, set: details });
  }
  await refreshStatus(tx, act, agentId);
  await tx
    .update(dreRecords)
    .set({ agentId, matchedBy: how, matchedAt: now })
    .where(eq(dreRecords.id, record.id));
}
