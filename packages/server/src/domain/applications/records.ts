import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { agents } from '../../db/schema.js';
import {
  applicationFiles,
  applications,
  approvalDelegations,
  marketServiceRecords,
} from '../../db/schema-applications.js';
import { conflict, forbidden, notFound } from '../../envelope.js';
import type { SignedAct } from '../shared/act.js';

/** The caller's own vendor draft: the only application an invoice may be attached to or replaced on. */
export async function ownVendorDraft(db: Db | Tx, userId: number, id: number, lock: boolean) {
  const query = db.select().from(applications).where(eq(applications.id, id));
  const [row] = lock ? await query.for('update') : await query;
  // Someone else's application reads as missing, as in the other applicant calls.
  if (!row || row.applicantId !== userId) throw notFound('Application');
  if (row.type !== 'vendor') throw conflict(`Application #${id} is not a vendor application`);
  if (row.status !== 'draft') throw conflict('Only a draft can be changed; this one was sent');
  return row;
}

/**
 * Puts a stored file on the caller's vendor draft as its invoice (one per application: a new one
 * replaces it). Answers the replaced file's key, to delete after the commit.
 */
export async function attachInvoice(
  tx: Tx,
  act: SignedAct,
  input: { id: number; fileName: string; mime: string; size: number; storageKey: string },
): Promise<string | null> {
  const row = await ownVendorDraft(tx, act.actor, input.id, true);
  const values = {
    fileName: input.fileName,
    mime: input.mime,
    size: input.size,
    storageKey: input.storageKey,
    uploadedBy: act.actor,
    uploadedAt: act.now,
  };
  const [old] = await tx
    .select({ key: applicationFiles.storageKey })
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, row.id));
  await tx
    .insert(applicationFiles)
    .values({ applicationId: row.id, ...values })
    .onConflictDoUpdate({ target: applicationFiles.applicationId, set: values });
  await tx
    .update(applications)
    .set({ version: row.version + 1, updatedAt: act.now })
    .where(eq(applications.id, row.id));
  return old?.key ?? null;
}

/**
 * Ending a delegation removes it: from then on the colleague no longer decides for the approver.
 * What they decided meanwhile stays in the approval records, which keep both names. Only the
 * approver who gave it may end it; anyone else's (or an unknown id) is "not found", so ids of
 * other people's delegations are not revealed.
 */
export async function endDelegation(tx: Tx, act: SignedAct, { id }: { id: number }) {
  const [gone] = await tx
    .delete(approvalDelegations)
    .where(and(eq(approvalDelegations.id, id), eq(approvalDelegations.approverId, act.actor)))
    .returning({ id: approvalDelegations.id });
  if (!gone) throw notFound('Delegation');
  return { id: gone.id };
}

/** A month's market service of an agent (hours and what was done), by someone else. */
export async function recordMarketService(
  tx: Tx,
  act: SignedAct,
  input: { agentId: number; period: string; hours: number; description: string },
) {
  const [agent] = await tx
    .select({ id: agents.id, userId: agents.userId })
    .from(agents)
    .where(eq(agents.id, input.agentId));
  if (!agent) throw notFound('Agent');
  if (agent.userId === act.actor) throw forbidden('You cannot record your own service');
  const values = {
    hours: input.hours,
    description: input.description,
    recordedBy: act.actor,
    updatedAt: act.now,
  };
  await tx
    .insert(marketServiceRecords)
    .values({ agentId: input.agentId, period: input.period, ...values })
    .onConflictDoUpdate({
      target: [marketServiceRecords.agentId, marketServiceRecords.period],
      set: values,
    });
  return { agentId: input.agentId, period: input.period };
}
