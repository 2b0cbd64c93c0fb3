import { MODULE_IDS } from '@bq/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { applications } from '../../db/schema-applications.js';
import { forbidden, notFound } from '../../envelope.js';
import { type Decider, decidableSql } from './queue.js';

/** Administrators (role management) read every submitted application, as support would. */
const ADMIN_MODULE = MODULE_IDS['userroles/rolemgt'];

/**
 * Who may read an application, its form, records and invoice (issue 23 §9): the applicant; the
 * people on its chain — whoever acted on it or was acted for by a delegate (past), and whoever
 * may decide its current step now, by role or by delegation (present); administrators. Holding
 * an approval module alone no longer opens every application: a form carries wages, amounts and
 * the last digits of a tax number. A draft is its applicant's alone.
 */
export async function loadVisible(db: Db, who: Decider, id: number, now: Date) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw notFound('Application');
  if (row.applicantId === who.userId) return row;
  if (row.status !== 'draft') {
    if (who.modules.has(ADMIN_MODULE)) return row;
    const [onChain] = await rows<{ ok: boolean }>(
      db,
      sql`SELECT true AS ok FROM applications a
        JOIN application_steps s ON s.kind = a.type AND s.step = a.step
        WHERE a.id = ${id} AND (${decidableSql(who, now)} OR EXISTS (
          SELECT 1 FROM approval_records r WHERE r.application_id = a.id
            AND (r.actor_id = ${who.userId} OR r.acting_for_id = ${who.userId})))`,
    );
    if (onChain) return row;
  }
  throw forbidden('You may only read your own applications or those on your approval chain');
}
