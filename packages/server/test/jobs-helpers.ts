import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../src/db/index.js';

/**
 * Leaves the queue's job of an area's record as a process killed mid-attempt leaves it: running,
 * held by a worker that is gone, its lease already past, its first attempt still open.
 */
export async function cutOff(db: Db | Tx, now: Date, kind: string, field: string, id: number) {
  const past = new Date(now.getTime() - 60_000);
  await db.execute(sql`UPDATE jobs SET state = 'running', attempts = 1,
    locked_by = 'gone:1:dead', lease_until = ${past.toISOString()}::timestamptz
    WHERE kind = ${kind} AND payload->>${field} = ${String(id)}`);
  await db.execute(sql`INSERT INTO job_attempts (job_id, attempt, worker, started_at)
    SELECT id, 1, 'gone:1:dead', ${past.toISOString()}::timestamptz FROM jobs
    WHERE kind = ${kind} AND payload->>${field} = ${String(id)}`);
}

/** The attempts of an area's record's job, oldest first. */
export async function attemptsOf(db: Db, kind: string, field: string, id: number) {
  const { rows } = await db.execute<{ attempt: number; outcome: string; error: string | null }>(
    sql`SELECT a.attempt, a.outcome, a.error FROM job_attempts a JOIN jobs j ON j.id = a.job_id
      WHERE j.kind = ${kind} AND j.payload->>${field} = ${String(id)} ORDER BY a.attempt`,
  );
  return rows.map((r) => ({ attempt: r.attempt, outcome: r.outcome, error: r.error }));
}
