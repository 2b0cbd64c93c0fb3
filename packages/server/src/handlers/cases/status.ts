import { CASE_TRANSITIONS, type Contract } from '@bq/contract';
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import { auditCase } from '../../db/query-helpers.js';
import { cases } from '../../db/schema.js';
import { caseRole } from '../../domain/cases/visibility.js';
import { postCaseCommission } from '../../domain/finance/commissions.js';
import { assertNotOwnWork } from '../../domain/shared/own-work.js';
import { badInput, conflict, fieldRefused, forbidden } from '../../envelope.js';
import { casePartiesOf, isOwnerOrAdmin, loadVisibleCase, mayClose, statusLabel } from './access.js';

type Calls = Contract['tranCase'];

/**
 * Test seam: runs between the status update and the history insert, inside the transaction.
 * Tests throw from it to prove the two writes commit together or not at all; it is null in
 * normal operation.
 */
export const statusFaults: { betweenWrites: (() => void | Promise<void>) | null } = {
  betweenWrites: null,
};

export const changeStatus: Handler<Calls['changeStatus']> = async ({ id, to, comment }, ctx) => {
  const role = caseRole(ctx.user);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
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
    if (move.by !== 'owner') {
      assertNotOwnWork(ctx.user.userId, await casePartiesOf(tx, row), 'case');
    }
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
        updatedAt: now,
        ...(to === 'draft' && { submittedAt: null }),
      })
      .where(and(eq(cases.id, id), eq(cases.status, row.status)));
    // Closing a case owes its team their commission: posted to the ledger in this transaction,
    // so a case is closed exactly when its commission is owed (finance.md "Commissions").
    if (to === 'closed')
      await postCaseCommission(
        tx,
        { now, actor: ctx.user.userId },
        { caseId: id, defaultPlan: ctx.config.defaultCommissionPlan },
      );
    await statusFaults.betweenWrites?.();
    await auditCase(
      tx,
      id,
      { byUser: ctx.user.userId, at: now },
      {
        status: { from: row.status, to, comment },
      },
    );
    return { id, status: to };
  });
};
