import { sql } from 'drizzle-orm';
import type { Services } from '../../context.js';
import { ALL_JOB_KINDS } from '../jobs/kinds.js';

type Sample = { labels?: Record<string, string>; value: number };

/** A gauge read from the database when scraped: the same figure from every process. */
export interface DatabaseGauge {
  name: string;
  help: string;
  labels?: string[];
  read(services: Pick<Services, 'db' | 'now'>): Promise<Sample[]>;
}

const seconds = (now: Date, at: string | Date | null | undefined) =>
  at ? Math.max(0, (now.getTime() - new Date(at).getTime()) / 1000) : 0;

/** The durable queue's figures of one kind, every known kind present (zero when none waits). */
async function byKind(
  db: Services['db'],
  figure: ReturnType<typeof sql>,
  where: ReturnType<typeof sql>,
): Promise<Sample[]> {
  const { rows } = await db.execute<{ kind: string; n: number | string | null }>(
    sql`SELECT kind, ${figure} AS n FROM jobs WHERE ${where} GROUP BY kind`,
  );
  const found = new Map(rows.map((r) => [r.kind, Number(r.n ?? 0)]));
  const kinds = new Set([...ALL_JOB_KINDS, ...found.keys()]);
  return [...kinds].map((kind) => ({ labels: { kind }, value: found.get(kind) ?? 0 }));
}

/** When the oldest mail still waiting to be sent was queued (null when none waits). */
export async function oldestUnsentMail(db: Services['db']): Promise<string | Date | null> {
  const { rows } = await db.execute<{ oldest: string | Date | null }>(
    sql`SELECT min(created_at) AS oldest FROM outbox WHERE status IN ('queued', 'sending')`,
  );
  return rows[0]?.oldest ?? null;
}

export const metricGauges: readonly DatabaseGauge[] = [
  {
    name: 'bq_outbox_depth',
    help: 'Mails waiting to be sent (queued or being sent)',
    async read({ db }) {
      const { rows } = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM outbox WHERE status IN ('queued', 'sending')`,
      );
      return [{ value: Number(rows[0]?.n ?? 0) }];
    },
  },
  {
    name: 'bq_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail still waiting to be sent (0 when none waits)',
    async read({ db, now }) {
      return [{ value: seconds(now(), await oldestUnsentMail(db)) }];
    },
  },
  {
    name: 'bq_job_queue_depth',
    help: 'Background jobs queued or running, by kind',
    labels: ['kind'],
    read: ({ db }) => byKind(db, sql`count(*)::int`, sql`state IN ('queued', 'running')`),
  },
  {
    name: 'bq_job_queue_lag_seconds',
    help: 'How long the oldest due queued job has waited to start, by kind',
    labels: ['kind'],
    read: ({ db, now }) => {
      const at = now();
      // A job waiting out its retry's backoff is not late: its wait counts from when it was due.
      return byKind(
        db,
        sql`extract(epoch FROM (${at.toISOString()}::timestamptz - min(run_at)))::float8`,
        sql`state = 'queued' AND run_at <= ${at.toISOString()}::timestamptz`,
      );
    },
  },
  {
    name: 'bq_jobs_dead',
    help: 'Background jobs whose attempts ran out (the dead letter), by kind',
    labels: ['kind'],
    read: ({ db }) => byKind(db, sql`count(*)::int`, sql`state = 'dead'`),
  },
  {
    name: 'bq_ledger_transfers',
    help: 'Transfers posted to the ledger so far (its rate is the postings per second)',
    async read({ db }) {
      // The ledger is append-only with serial ids: the newest id counts it without a scan.
      const { rows } = await db.execute<{ n: number }>(
        sql`SELECT coalesce(max(id), 0)::int AS n FROM ledger_transfers`,
      );
      return [{ value: Number(rows[0]?.n ?? 0) }];
    },
  },
];
