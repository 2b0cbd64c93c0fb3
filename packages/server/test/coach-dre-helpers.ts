import { eq } from 'drizzle-orm';
import { agents, users } from '../src/db/schema.js';
import { call, callMultipart, type TestApp } from './helpers.js';

/** The demo agent row of a demo user (seeded, so looked up rather than assumed). */
export async function agentOf(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select({ id: agents.id, licenseNo: agents.licenseNo, status: agents.agentStatus })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no agent ${email}`);
  return row;
}

/** A DRE list as the import call's file part. */
export const dreCsv = (text: string | Uint8Array, name = 'dre-list.csv') => ({
  name,
  type: 'text/csv',
  bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text,
});

/**
 * Uploads a DRE list and, when the call queued a job, follows it with importProgress until it
 * ends: `answer` is the call's own answer (a refusal, or the queued job), `job` the job as it ended.
 */
export async function importDreList(t: TestApp, token: string, text: string | Uint8Array) {
  const answer = await callMultipart(t.app, 'bq/dre/import', {}, dreCsv(text), token);
  if (answer.code !== 200) return { answer, job: null };
  const deadline = performance.now() + 30_000;
  for (;;) {
    const progress = await call(
      t.app,
      'bq/dre/importProgress',
      { jobId: answer.data.jobId },
      { token },
    );
    if (progress.code !== 200) throw new Error(`importProgress: ${progress.message}`);
    if (progress.data.status === 'done' || progress.data.status === 'failed') {
      return { answer, job: progress.data };
    }
    if (performance.now() > deadline) throw new Error('the import job did not end');
    await new Promise((r) => setTimeout(r, 20));
  }
}
