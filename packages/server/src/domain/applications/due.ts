import { sql } from 'drizzle-orm';
import {
  businessDateSql,
  businessDayEndSql,
  businessDayStartSql,
} from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { type Decider, decidableSql } from './queue.js';

/**
 * How many applications this person may decide now fall due on each business date of
 * `from`..`to` (inclusive), for the calendar: due is the queue's own (submitted + the kind's
 * service hours), and "may decide" is `decidableSql`, so the calendar and the queue agree.
 */
export async function decidableDueByDay(
  db: Db | Tx,
  who: Decider,
  now: Date,
  from: string,
  to: string,
): Promise<{ day: string; count: number }[]> {
  const due = sql`(coalesce(a.submitted_at, a.created_at) + k.service_hours * interval '1 hour')`;
  const found = await rows<{ day: string | Date; n: number | string }>(
    db,
    sql`SELECT to_char(${businessDateSql(due)}, 'YYYY-MM-DD') AS day, count(*) AS n
      FROM applications a
      JOIN application_steps s ON s.kind = a.type AND s.step = a.step
      JOIN application_kinds k ON k.kind = a.type
      WHERE ${decidableSql(who, now)}
        AND ${due} >= ${businessDayStartSql(from)} AND ${due} < ${businessDayEndSql(to)}
      GROUP BY 1 ORDER BY 1`,
  );
  return found.map((r) => ({ day: String(r.day), count: Number(r.n) }));
}
