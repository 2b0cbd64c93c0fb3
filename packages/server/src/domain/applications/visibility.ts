import { MODULE_IDS } from '@bq/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { applications } from '../../db/schema-applications.js';
import { forbidden, notFound } from '../../envelope.js';
import { type Decider, decidableSql } from './queue.js';

/** The modules the person's active role holds, for `IN (…)`; one that matches nothing if none. */
const heldList = (who: Decider) =>
  sql.join(
    (who.modules.size > 0 ? [...who.modules] : ['']).map((m) => sql`${m}`),
    sql`, `,
  );

/** Administrators (role management) read every submitted application, as support would. */
const ADMIN_MODULE = MODULE_IDS['userroles/rolemgt'];

/**
 * Who may read an application, its form, records and invoice: the applicant; the
 * people on its chain — whoever holds the module of one of its steps (the stepper's deciders,
 * before, while and after it is their turn, so a decider who was beaten to it still sees the
 * outcome), whoever may decide its current step by delegation, and whoever acted on it or was
 * acted for; administrators. Holding an approval module alone no longer opens every
 * application: finance does not read a tutoring request or a wages form whose chain it is not
 * on. A draft is its applicant's alone.
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
        WHERE a.id = ${id} AND ${onChainSql(who, now)}`,
    );
    if (onChain) return row;
  }
  throw forbidden('You may only read your own applications or those on your approval chain');
}

/** On the application's chain (see loadVisible). Needs `applications a` joined as `s`. */
function onChainSql(who: Decider, now: Date): SQL {
  return sql`(${decidableSql(who, now)} OR EXISTS (
          SELECT 1 FROM application_steps c WHERE c.kind = a.type
            AND (c.min_amount IS NULL OR a.amount >= c.min_amount)
            AND c.module_id IN (${heldList(who)})) OR EXISTS (
          SELECT 1 FROM approval_records r WHERE r.application_id = a.id
            AND (r.actor_id = ${who.userId} OR r.acting_for_id = ${who.userId})))`;
}

/**
 * loadVisible's rule as one condition over many applications (the search box): the applicant's
 * own, drafts included; anyone else's only once submitted, for administrators and the chain.
 * Needs `applications a` joined with `application_steps s ON s.kind = a.type AND s.step = a.step`.
 */
export function visibleSql(who: Decider, now: Date): SQL {
  const others = who.modules.has(ADMIN_MODULE) ? sql`true` : onChainSql(who, now);
  return sql`(a.applicant_id = ${who.userId} OR (a.status <> 'draft' AND ${others}))`;
}
