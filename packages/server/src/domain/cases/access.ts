import { CASE_TRANSITIONS, type CaseStatus, type CaseTransition } from '@bq/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { cases, caseTeam } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../envelope.js';
import { isOwnWork } from '../shared/own-work.js';
import { type CaseRole, visibleWhere } from './visibility.js';

export type CaseRecord = typeof cases.$inferSelect;

/**
 * Loads a case the caller may see, or answers 404 exactly as for a case that does not exist, so
 * case ids and numbers of other agents cannot be probed. `lock` takes a row lock for writes.
 */
export async function loadVisibleCase(
  db: Db | Tx,
  role: CaseRole,
  id: number,
  lock = false,
): Promise<CaseRecord> {
  const query = db
    .select()
    .from(cases)
    .where(and(eq(cases.id, id), visibleWhere(role)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Case');
  return row;
}

export const isOwnerOrAdmin = (role: CaseRole, row: CaseRecord) =>
  role.admin || row.ownerId === role.userId;

export const canEdit = (role: CaseRole, row: CaseRecord) =>
  row.status === 'draft' && isOwnerOrAdmin(role, row);

/** Throws unless the caller may change the case's content; the case is already visible. */
export function assertEditable(role: CaseRole, row: CaseRecord): void {
  if (!isOwnerOrAdmin(role, row)) throw forbidden("Only the case's agent may change this case");
  if (row.status !== 'draft') {
    throw conflict(`Only a draft can be changed; this case is ${statusLabel(row.status)}`);
  }
}

/** The users a case belongs to: its agent and everyone its team split names. */
export async function casePartiesOf(db: Db | Tx, row: CaseRecord): Promise<number[]> {
  const team = await db
    .select({ userId: caseTeam.userId })
    .from(caseTeam)
    .where(eq(caseTeam.caseId, row.id));
  return [row.ownerId, ...team.map((r) => r.userId)];
}

/** Who may close a case, and so put its commission right first: a reviewer or finance. */
export const mayClose = (role: CaseRole) => role.reviewer || role.finance;

/** Whether the caller may put the commission of this approved case right (not their own case). */
export const canFixCommission = (role: CaseRole, row: CaseRecord, parties: readonly number[]) =>
  row.status === 'approved' && mayClose(role) && !isOwnWork(role.userId, parties);

/**
 * The moves CASE_TRANSITIONS allows this caller from the case's current status; reviewer moves
 * are decisions, which nobody takes on a case they are a party to (domain/shared/own-work.ts).
 */
export function transitionsFor(
  role: CaseRole,
  row: CaseRecord,
  parties: readonly number[],
): CaseTransition[] {
  return CASE_TRANSITIONS.filter(
    (t) =>
      t.from === row.status &&
      (t.by === 'owner'
        ? isOwnerOrAdmin(role, row)
        : (t.by === 'closer' ? mayClose(role) : role.reviewer) && !isOwnWork(role.userId, parties)),
  );
}

export const statusLabel = (s: CaseStatus) => s.replace('_', ' ');
