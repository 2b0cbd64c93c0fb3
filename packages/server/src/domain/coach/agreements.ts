import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { agentAdminConfigs, agents } from '../../db/schema.js';
import { coachAgreements } from '../../db/schema-coach.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import type { SignedAct } from '../shared/act.js';

/**
 * A coach agreement ties a certified coach (mentor certificate) to a mentee agent; a mentee has
 * at most one active agreement (checked under the mentee's row lock, and held by a unique index
 * against a race the lock cannot see).
 */

/** The reference a coach-cost application quotes in `agreementRef`. */
export const agreementRef = (id: number) => `CA-${id}`;

const ACTIVE_TAKEN = 'This agent already has an active coach; end that agreement first';

export async function mentorCertificate(db: Db | Tx, agentId: number): Promise<0 | 1> {
  const [c] = await db
    .select({ m: agentAdminConfigs.mentorCertificate })
    .from(agentAdminConfigs)
    .where(eq(agentAdminConfigs.agentId, agentId));
  return c?.m ?? 0;
}

async function assertAgent(db: Db | Tx, agentId: number, field: string) {
  const [a] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId));
  if (!a) throw fieldRefused(field, 'is not an agent');
}

/** A unique-index refusal from a concurrent add becomes the same 409 as the checked case. */
export function uniqueActive(error: unknown): never {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw conflict(ACTIVE_TAKEN);
  throw error;
}

/** A new agreement between a certified coach and a mentee who has no active one. */
export async function addAgreement(
  tx: Tx,
  act: SignedAct,
  input: {
    coachAgentId: number;
    menteeAgentId: number;
    startDate: string;
    endDate?: string | null;
    terms: string;
  },
): Promise<{ id: number; ref: string }> {
  if (input.coachAgentId === input.menteeAgentId) {
    throw fieldRefused('menteeAgentId', 'must be another agent than the coach');
  }
  if (input.endDate && input.endDate < input.startDate) {
    throw fieldRefused('endDate', 'must not be before the start date');
  }
  await assertAgent(tx, input.coachAgentId, 'coachAgentId');
  await assertAgent(tx, input.menteeAgentId, 'menteeAgentId');
  if ((await mentorCertificate(tx, input.coachAgentId)) !== 1) {
    throw fieldRefused('coachAgentId', 'is not a certified coach (mentor certificate)');
  }
  // The mentee's row is locked so two adds for one mentee queue up here.
  await tx.select().from(agents).where(eq(agents.id, input.menteeAgentId)).for('update');
  const [active] = await tx
    .select({ id: coachAgreements.id })
    .from(coachAgreements)
    .where(
      and(
        eq(coachAgreements.menteeAgentId, input.menteeAgentId),
        eq(coachAgreements.status, 'active'),
      ),
    );
  if (active) throw conflict(ACTIVE_TAKEN);
  const [row] = await tx
    .insert(coachAgreements)
    .values({
      coachAgentId: input.coachAgentId,
      menteeAgentId: input.menteeAgentId,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      terms: input.terms,
      createdBy: act.actor,
    })
    .returning({ id: coachAgreements.id });
  const id = row?.id as number;
  return { id, ref: agreementRef(id) };
}

/** Ends an agreement, changes its end date or terms, or makes it active again if it may be. */
export async function editAgreement(
  tx: Tx,
  act: SignedAct,
  input: {
    id: number;
    endDate?: string | null;
    terms?: string;
    status?: (typeof coachAgreements.$inferSelect)['status'];
  },
): Promise<void> {
  const { id, endDate, terms, status } = input;
  const [row] = await tx
    .select()
    .from(coachAgreements)
    .where(eq(coachAgreements.id, id))
    .for('update');
  if (!row) throw notFound('Coach agreement');
  if (endDate && endDate < row.startDate) {
    throw fieldRefused('endDate', 'must not be before the start date');
  }
  if (status === 'active' && row.status !== 'active') {
    const [other] = await tx
      .select({ id: coachAgreements.id })
      .from(coachAgreements)
      .where(
        and(
          eq(coachAgreements.menteeAgentId, row.menteeAgentId),
          eq(coachAgreements.status, 'active'),
          ne(coachAgreements.id, id),
        ),
      );
    if (other) throw conflict(ACTIVE_TAKEN);
  }
  await tx
    .update(coachAgreements)
    .set({
      ...(endDate !== undefined && { endDate }),
      ...(terms !== undefined && { terms }),
      ...(status !== undefined && { status }),
      updatedAt: act.now,
    })
    .where(eq(coachAgreements.id, id));
}
