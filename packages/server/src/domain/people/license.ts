import { LICENSE_REMINDER_DAYS, MODULE_IDS } from '@bq/contract';
import { and, between, eq, ne, sql } from 'drizzle-orm';
import { businessDay } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { agentAdminConfigs } from '../../db/schema.js';
import { agentProfiles, agents } from '../../db/schema-people.js';
import type { Act } from '../shared/act.js';
import { syncBoards } from '../system/board-members.js';

/**
 * Spec §4: 3 = no real-estate licence (a lapsed one counts as none), 2 = licensed but in no
 * board, 1 = licensed and in a board.
 */
export function statusOf(
  p: { licenseNo: string; licenseExpiresOn: string | null; boards: readonly string[] },
  today: string,
): 1 | 2 | 3 {
  if (p.licenseNo.trim() === '') return 3;
  if (p.licenseExpiresOn !== null && p.licenseExpiresOn < today) return 3;
  return p.boards.length === 0 ? 2 : 1;
}

/**
 * The dashboard's reminder to add a licence (status 3) or join a board (status 2), for a role
 * that holds the agent center's personal info, where both are added. A lecturer's or finance
 * person's office record, opened by an administrator, has status 3 as well: not theirs to fix.
 */
export function agentReminder(
  agentStatus: number | undefined,
  modules: ReadonlySet<string>,
): 'license' | 'board' | null {
  if (!modules.has(MODULE_IDS['agent-center/personal'])) return null;
  return agentStatus === 3 ? 'license' : agentStatus === 2 ? 'board' : null;
}

/** Derives and stores the agent's status (and the admin config's board flag) from their data. */
export async function refreshStatus(
  tx: Tx,
  { now, actor }: Act,
  agentId: number,
): Promise<1 | 2 | 3> {
  const [row] = await tx
    .select({
      licenseNo: agents.licenseNo,
      licenseExpiresOn: agentProfiles.licenseExpiresOn,
      boards: agentProfiles.boards,
    })
    .from(agents)
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .where(eq(agents.id, agentId));
  // The boards in force are the memberships: the names in the personal info start or
  // end them here, so both say the same.
  const boards = await syncBoards(tx, { now, actor }, agentId, row?.boards ?? []);
  const status = statusOf(
    { licenseNo: row?.licenseNo ?? '', licenseExpiresOn: row?.licenseExpiresOn ?? null, boards },
    businessDay(now),
  );
  await tx
    .update(agents)
    .set({ agentStatus: status, updatedAt: now })
    .where(eq(agents.id, agentId));
  await tx
    .update(agentAdminConfigs)
    .set({ boardMember: boards.length > 0 })
    .where(eq(agentAdminConfigs.agentId, agentId));
  return status;
}

/**
 * The licence lifecycle, run on the reads that show a status and hourly (plugins/people.ts):
 * - a licence past its expiry date sets agentStatus 3 at once, and its agent is told (once: only
 *   the update that changes the status sends the message);
 * - 90, 60 and 30 days before expiry the agent gets an in-app reminder, each once per expiry date.
 *   The reminder row and the message are one statement, so two sweeps at the same moment cannot
 *   both send it. A sweep that finds several thresholds reached at once (the server was down, or
 *   the licence was entered 20 days before expiry) records them all and sends the nearest one.
 * The sweep acts for the system (its messages come from the Agent Center), whoever's read ran it.
 * Returns how many messages were sent.
 */
export async function sweepLicenses(db: Db, { now }: Act): Promise<number> {
  const today = businessDay(now);
  const at = now.toISOString();
  const days = sql.join(
    LICENSE_REMINDER_DAYS.map((d) => sql`(${d}::smallint)`),
    sql`, `,
  );
  const [lapsed] = await rows<{ n: number | string }>(
    db,
    sql`WITH lapsed AS (
        UPDATE agents a SET agent_status = 3, updated_at = ${at}::timestamptz
        FROM agent_profiles p
        WHERE p.agent_id = a.id AND p.license_expires_on < ${today}::date AND a.agent_status <> 3
        RETURNING a.user_id, p.license_expires_on
      ), sent AS (
        INSERT INTO messages (user_id, title, content, sender, created_at)
        SELECT user_id, 'Your real estate license has lapsed',
          'Your license expired on ' || to_char(license_expires_on, 'MM/DD/YYYY')
            || '. You cannot create new cases until you update your license information in your personal info.',
          'Agent Center', ${at}::timestamptz
        FROM lapsed RETURNING 1
      ) SELECT count(*) AS n FROM sent`,
  );
  const [reminded] = await rows<{ n: number | string }>(
    db,
    sql`WITH due AS (
        SELECT p.agent_id, p.license_expires_on AS expires_on, t.days
        FROM agent_profiles p JOIN agents a ON a.id = p.agent_id
        CROSS JOIN (VALUES ${days}) AS t(days)
        WHERE a.rel_status = 1 AND p.license_expires_on >= ${today}::date
          AND p.license_expires_on - ${today}::date <= t.days
      ), fresh AS (
        INSERT INTO license_reminders (agent_id, expires_on, days, sent_at)
        SELECT agent_id, expires_on, days, ${at}::timestamptz FROM due
        ON CONFLICT DO NOTHING
        RETURNING agent_id, expires_on, days
      ), nearest AS (
        SELECT agent_id, expires_on, min(days) AS days FROM fresh GROUP BY agent_id, expires_on
      ), sent AS (
        INSERT INTO messages (user_id, title, content, sender, created_at)
        SELECT a.user_id,
          'Your real estate license expires in ' || (n.expires_on - ${today}::date) || ' days',
          'Your license ' || a.license_no || ' expires on ' || to_char(n.expires_on, 'MM/DD/YYYY')
            || ' (' || n.days || '-day reminder). Renew it and update your personal info before then.',
          'Agent Center', ${at}::timestamptz
        FROM nearest n JOIN agents a ON a.id = n.agent_id
        RETURNING 1
      ) SELECT count(*) AS n FROM sent`,
  );
  return Number(lapsed?.n ?? 0) + Number(reminded?.n ?? 0);
}

/**
 * The day the person's real-estate licence expires, when it falls between two business dates
 * (inclusive), for their calendar; null otherwise. The licence number goes with it (the event's
 * title) and the agent's id (a stable event id).
 */
export async function licenceExpiryOf(
  db: Db | Tx,
  userId: number,
  from: string,
  to: string,
): Promise<{ agentId: number; licenseNo: string; expiresOn: string } | null> {
  const [row] = await db
    .select({
      agentId: agents.id,
      licenseNo: agents.licenseNo,
      expiresOn: agentProfiles.licenseExpiresOn,
    })
    .from(agents)
    .innerJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .where(
      and(
        eq(agents.userId, userId),
        ne(agents.licenseNo, ''),
        between(agentProfiles.licenseExpiresOn, from, to),
      ),
    )
    .limit(1);
  return row?.expiresOn ? { ...row, expiresOn: row.expiresOn } : null;
}
