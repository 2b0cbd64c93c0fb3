import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { agents, users } from '../../db/schema.js';
import { dreRecords } from '../../db/schema-dre.js';
import { conflict } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { applyDreMatch, nameKey } from './match.js';
import type { DreRow } from './rows.js';

type DreRecord = typeof dreRecords.$inferSelect;

/**
 * What an import has done so far, carried from batch to batch (each batch is its own
 * transaction, so nothing here may assume the earlier batches' rows are still unwritten).
 */
export interface ImportTally {
  /** Licence ids this import has written (as `idKey`): one listed again is not "updated" twice. */
  seen: Set<number | string>;
  /** Licence ids of this import without an agent after their latest batch (as `idKey`). */
  unmatched: Set<number | string>;
  stored: number;
  updated: number;
  matched: number;
}

/**
 * A licence id as a set member: the list's ids are digit strings, kept as small integers ("1"
 * prefixed, so leading zeros stay distinct) rather than 340,000 strings the collector would walk
 * on every full pass; anything else stays a string.
 */
export const idKey = (id: string): number | string =>
  /^\d{1,9}$/.test(id) ? Number(`1${id}`) : id;

export const newTally = (): ImportTally => ({
  seen: new Set(),
  unmatched: new Set(),
  stored: 0,
  updated: 0,
  matched: 0,
});

/**
 * Upserts one batch of records by licence id (a matched record keeps its agent), then matches
 * the new or unmatched ones whose licence id is an agent's licence number and whose name agrees.
 * `batch` holds each licence once (the caller keeps a file's later line, the newer state).
 */
export async function storeBatch(
  tx: Tx,
  act: Act,
  batch: readonly DreRow[],
  tally: ImportTally,
): Promise<void> {
  if (batch.length === 0) return;
  // One statement writes the batch and says, per record, whether it was new (xmax = 0 on an
  // inserted row) and whether an agent holds it: no read before, none after.
  const written = await tx
    .insert(dreRecords)
    .values(batch.map(({ line: _line, ...r }) => ({ ...r, importedAt: act.now })))
    .onConflictDoUpdate({
      target: dreRecords.licenseId,
      set: {
        name: sql`excluded.name`,
        licenseType: sql`excluded.license_type`,
        licenseStatus: sql`excluded.license_status`,
        expiresOn: sql`excluded.expires_on`,
        importedAt: sql`excluded.imported_at`,
      },
    })
    .returning({ ...getTableColumns(dreRecords), inserted: sql<boolean>`(xmax = 0)` });
  tally.stored += batch.length;
  const open: DreRecord[] = [];
  for (const { inserted, ...record } of written) {
    const key = idKey(record.licenseId);
    if (!inserted && !tally.seen.has(key)) tally.updated += 1;
    tally.seen.add(key);
    if (record.agentId === null) open.push(record);
  }

  const matchedNow = await matchByLicence(tx, act, open);
  tally.matched += matchedNow.size;
  for (const r of open) {
    if (matchedNow.has(r.id)) tally.unmatched.delete(idKey(r.licenseId));
    else tally.unmatched.add(idKey(r.licenseId));
  }
  for (const r of written) if (r.agentId !== null) tally.unmatched.delete(idKey(r.licenseId));
}

/**
 * Matches each unmatched record whose licence id is an agent's licence number and whose name
 * agrees with the agent's; answers the ids of the records it matched.
 */
async function matchByLicence(tx: Tx, act: Act, open: readonly DreRecord[]): Promise<Set<number>> {
  const done = new Set<number>();
  if (open.length === 0) return done;
  const holders = await tx
    .select({ agentId: agents.id, licenseNo: agents.licenseNo, name: users.name })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(
      inArray(
        agents.licenseNo,
        open.map((r) => r.licenseId),
      ),
    );
  if (holders.length === 0) return done;
  const byLicence = new Map(open.map((r) => [r.licenseId, r]));
  const agreeing = holders.flatMap((h) => {
    const record = byLicence.get(h.licenseNo);
    return record && nameKey(h.name) === nameKey(record.name) ? [{ ...h, record }] : [];
  });
  if (agreeing.length === 0) return done;
  // Read per batch, not once per import: a person may match by hand between two batches, and an
  // agent is matched to one record at most.
  const taken = new Set(
    (
      await tx
        .select({ agentId: dreRecords.agentId })
        .from(dreRecords)
        .where(
          inArray(
            dreRecords.agentId,
            agreeing.map((c) => c.agentId),
          ),
        )
    ).map((r) => r.agentId),
  );
  for (const c of agreeing) {
    if (taken.has(c.agentId) || done.has(c.record.id)) continue;
    await applyDreMatch(tx, c.agentId, c.record, 'auto', act);
    taken.add(c.agentId);
    done.add(c.record.id);
  }
  return done;
}

/** Deletes a DRE record no agent is matched to (a matched one is the agent's licence on file). */
export async function deleteUnmatchedRecord(
  tx: Tx,
  _act: Act,
  record: { id: number; agentId: number | null },
) {
  if (record.agentId !== null) throw conflict('A matched DRE record cannot be deleted');
  await tx.delete(dreRecords).where(eq(dreRecords.id, record.id));
}
