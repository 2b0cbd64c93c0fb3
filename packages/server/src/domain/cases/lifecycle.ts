import { CASE_TRANSITIONS, type CaseStatus } from '@bq/contract';
import type { Money } from '@bq/validators';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { auditCase } from '../../db/query-helpers.js';
import { cases } from '../../db/schema.js';
import { badInput, conflict, fieldRefused, forbidden } from '../../envelope.js';
import { postCaseCommission } from '../finance/commissions.js';
import type { SignedAct } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import { casePartiesOf, isOwnerOrAdmin, loadVisibleCase, mayClose, statusLabel } from './access.js';
import type { CaseRole } from './visibility.js';

/**
 * A fault to run between the status update and the history insert, inside the transaction: a
 * test passes one that throws to prove the two writes commit together or not at all.
 */
export interface StatusFaults {
  betweenWrites?: () => void | Promise<void>;
}

/**
 * Moves a case along CASE_TRANSITIONS for whoever `role` is: the owner's moves, the reviewer's
 * decisions (never on a case they are a party to) and the closing. Closing posts the team's
 * commission in the same transaction, so a case is closed exactly when its commission is owed
 * (docs/finance-closings.md, "Commissions"); the move and its history line are one write.
 */
export async function changeCaseStatus(
  tx: Tx,
  act: SignedAct,
  input: {
    id: number;
    to: CaseStatus;
    comment: string;
    role: CaseRole;
    defaultPlan: string;
    /** A re-close moving more than this is closed by someone other than who reopened it. */
    correctionSecondPersonAbove?: Money;
  },
  faults: StatusFaults = {},
): Promise<{ id: number; status: CaseStatus }> {
  const { id, to, comment, role } = input;
  const row = await loadVisibleCase(tx, role, id, true);
  const move = CASE_TRANSITIONS.find((t) => t.from === row.status && t.to === to);
  if (!move) {
    throw conflict(`A case cannot move from ${statusLabel(row.status)} to ${statusLabel(to)}`);
  }
  if (move.via === 'submit') throw badInput('Use submit to send a draft for review');
  const allowed =
    move.by === 'owner'
      ? isOwnerOrAdmin(role, row)
      : move.by === 'closer'
        ? mayClose(role)
        : role.reviewer;
  if (!allowed) {
    throw forbidden(
      move.by === 'owner'
        ? "Only the case's agent may do this"
        : move.by === 'closer'
          ? 'Only finance, an approver or an administrator may close a case'
          : 'Only an approver or administrator may do this',
    );
  }
  if (move.by !== 'owner') assertNotOwnWork(act.actor, await casePartiesOf(tx, row), 'case');
  // The agent must learn why a case came back or was stopped by someone else.
  if (move.by === 'reviewer' && (to === 'draft' || to === 'cancelled') && comment === '') {
    throw fieldRefused('comment', 'is required when sending a case back or cancelling it');
  }
  // Guarded by the status read under the row lock, so a concurrent move cannot be overwritten.
  await tx
    .update(cases)
    .set({
      status: to,
      version: row.version + 1,
      updatedAt: act.now,
      ...(to === 'draft' && { submittedAt: null }),
    })
    .where(and(eq(cases.id, id), eq(cases.status, row.status)));
  if (to === 'closed')
    await postCaseCommission(tx, act, {
      caseId: id,
      defaultPlan: input.defaultPlan,
      secondPersonAbove: input.correctionSecondPersonAbove,
    });
  await faults.betweenWrites?.();
  await auditCase(
    tx,
    id,
    { byUser: act.actor, at: act.now },
    { status: { from: row.status, to, comment } },
  );
  return { id, status: to };
}
