import { sql } from 'drizzle-orm';
import type { Services } from '../../context.js';

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

/** The background work kept in tables: what waits, and how long the oldest has waited. */
const JOB_TABLES = { dre_import: 'dre_import_jobs', export: 'export_jobs' } as const;

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
    async read({ db }) {
      const samples: Sample[] = [];
      for (const [kind, table] of Object.entries(JOB_TABLES)) {
        const { rows } = await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE status IN ('queued', 'running')`,
        );
        samples.push({ labels: { kind }, value: Number(rows[0]?.n ?? 0) });
      }
      return samples;
    },
  },
  {
    name: 'bq_job_queue_lag_seconds',
    help: 'How long the oldest queued job has waited to start, by kind',
    labels: ['kind'],
    async read({ db, now }) {
      const samples: Sample[] = [];
      for (const [kind, table] of Object.entries(JOB_TABLES)) {
        const { rows } = await db.execute<{ oldest: string | null }>(
          sql`SELECT min(created_at) AS oldest FROM ${sql.identifier(table)} WHERE status = 'queued'`,
        );
        samples.push({ labels: { kind }, value: seconds(now(), rows[0]?.oldest) });
      }
      return samples;
    },
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
