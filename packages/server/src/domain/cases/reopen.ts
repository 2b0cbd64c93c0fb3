import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { auditCase } from '../../db/query-helpers.js';
import { cases } from '../../db/schema.js';
import { caseReopenings } from '../../db/schema-corrections.js';
import { conflict, forbidden } from '../../envelope.js';
import type { SignedAct } from '../shared/act.js';
import { assertNotOwnWork, isOwnWork } from '../shared/own-work.js';
import { reopenModuleIds } from '../system/settings-keys.js';
import { type CaseRecord, casePartiesOf, loadVisibleCase } from './access.js';
import type { CaseRole } from './visibility.js';

/**
 * Reopening a closed case to correct its commission (docs/finance-closings.md "Corrections"): back to
 * approved, where its commission fields may be put right (`fixCommission`) and it is closed
 * again. Who may is the office's setting `cases.reopenBy` (module names; finance and
 * administrators unless changed). The reason is kept in the case's status history and in
 * `case_reopenings`, whose count makes the next close post the commission's next version.
 */

/** Whether a role holding `modules` may reopen, under the office's `cases.reopenBy`. */
export const mayReopen = (modules: ReadonlySet<string>, reopenBy: string) =>
  reopenModuleIds(reopenBy).some((id) => modules.has(id));

/** Whether the reopen action is offered on this case (closed, allowed, not one's own). */
export const canReopen = (
  role: CaseRole,
  row: CaseRecord,
  parties: readonly number[],
  allowed: boolean,
) => row.status === 'closed' && allowed && !isOwnWork(role.userId, parties);

export async function reopenCase(
  tx: Tx,
  act: SignedAct,
  input: { id: number; reason: string; role: CaseRole; allowed: boolean },
): Promise<{ id: number; status: 'approved' }> {
  const row = await loadVisibleCase(tx, input.role, input.id, true);
  if (!input.allowed)
    throw forbidden(
      'Only the roles the office lists (server config, "Who may reopen") reopen a case',
    );
  if (row.status !== 'closed')
    throw conflict('Only a closed case is reopened; this one is not closed');
  assertNotOwnWork(act.actor, await casePartiesOf(tx, row), 'case');
  await tx
    .update(cases)
    .set({ status: 'approved', version: row.version + 1, updatedAt: act.now })
    .where(and(eq(cases.id, row.id), eq(cases.status, 'closed')));
  await tx
    .insert(caseReopenings)
    .values({ caseId: row.id, reason: input.reason, byUser: act.actor, at: act.now });
  await auditCase(
    tx,
    row.id,
    { byUser: act.actor, at: act.now },
    {
      status: {
        from: 'closed',
        to: 'approved',
        comment: `Reopened for correction: ${input.reason}`,
      },
    },
  );
  return { id: row.id, status: 'approved' };
}
