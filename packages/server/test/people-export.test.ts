import { CODES, EXPORT_INLINE_MAX_ROWS } from '@bq/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueExport } from '../src/domain/people/export-job.js';
import { sessionFor, startApp, type TestApp } from './helpers.js';
import { attemptsOf, cutOff } from './jobs-helpers.js';
import { people } from './people-helpers.js';

let t: TestApp;
let admin: string;
const BULK = 10_000;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  const db = t.database.db;
  await db.execute(sql`INSERT INTO users (email, name, password_hash)
    SELECT 'bulk' || g || '@example.com', 'Bulk Agent ' || g, '!' FROM generate_series(1, ${BULK}) g`);
  await db.execute(sql`INSERT INTO agents (user_id, agent_status, license_no)
    SELECT id, 2, 'DRE-' || id FROM users WHERE email LIKE 'bulk%'`);
  await db.execute(sql`INSERT INTO agent_profiles (agent_id, english_name, chinese_name, phone)
    SELECT a.id, 'Bulk', '批量经纪', '(415) 555-0000' FROM agents a
    WHERE NOT EXISTS (SELECT 1 FROM agent_profiles p WHERE p.agent_id = a.id)`);
});
afterAll(() => t?.close());

async function downloadAll(jobId: number): Promise<string> {
  const parts: Buffer[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const part = await people(t, 'bq/agentInfoExport/download', admin, { jobId, offset });
    expect(part.code, part.message).toBe(CODES.ok);
    parts.push(Buffer.from(part.data.contentBase64, 'base64'));
    offset = part.data.nextOffset;
  }
  return Buffer.concat(parts).toString('utf8');
}

describe('agent export', () => {
  it('answers a small export at once and sends a large one to the background', async () => {
    const small = await people(t, 'bq/agentInfoExport/export', admin, { keyword: 'mentor' });
    const csv = Buffer.from(small.data.contentBase64, 'base64').toString('utf8');
    expect(csv.split('\r\n').length).toBeGreaterThanOrEqual(2);
    expect(csv).toContain('Mei Mentor');
    const large = await people(t, 'bq/agentInfoExport/export', admin, {});
    expect(large.code).toBe(CODES.conflict);
    expect(large.message).toContain(String(EXPORT_INLINE_MAX_ROWS));
  });

  it(`exports ${BULK} agents in the background within 100 MB of server memory`, async () => {
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sample = () => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    };
    const timer = setInterval(sample, 5);
    const started = await people(t, 'bq/agentInfoExport/start', admin, {});
    expect(started.code).toBe(CODES.ok);
    // The answer comes before the file is written.
    expect(started.data.status).toBe('queued');
    expect(started.data.total).toBeGreaterThanOrEqual(BULK);
    const jobId = started.data.jobId;
    const seen: number[] = [];
    let job = started.data;
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((r) => setTimeout(r, 20));
      job = (await people(t, 'bq/agentInfoExport/progress', admin, { jobId })).data;
      seen.push(job.done);
    }
    clearInterval(timer);
    sample();
    const rssMb = (peakRss - before.rss) / MB;
    const heapMb = (peakHeap - before.heapUsed) / MB;
    console.log(
      `export of ${job.total} agents: peak RSS +${rssMb.toFixed(1)} MB, heap +${heapMb.toFixed(1)} MB, ${job.size} bytes`,
    );
    expect(job.status).toBe('done');
    expect(job.done).toBe(job.total);
    // Progress moved through intermediate values (batches), never backwards.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.some((n) => n > 0 && n < job.total)).toBe(true);
    expect(rssMb).toBeLessThan(100);
    expect(heapMb).toBeLessThan(100);

    const csv = await downloadAll(jobId);
    expect(Buffer.byteLength(csv)).toBe(job.size);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(job.total + 1);
    expect(lines[0]).toContain('Agent ID,Name');
    expect(csv).toContain(`Bulk Agent ${BULK},Bulk,批量经纪`);
  });

  it('an export whose process died is taken up by a worker once its lease runs out', async () => {
    const { db } = t.database;
    const now = new Date(t.clock.now);
    // As a process killed mid-export leaves it: running, its lease past, its attempt open.
    const job = await db.transaction(async (tx) => {
      const admin = await tx.query.users.findFirst({
        where: (u, { eq }) => eq(u.email, 'admin@bq.example.com'),
      });
      const row = await queueExport(
        tx,
        { now, actor: admin?.id ?? 0 },
        {
          filters: { keyword: 'mentor' },
          total: 1,
        },
      );
      await cutOff(tx, now, 'people.export', 'exportId', row.id);
      return row;
    });
    await expect
      .poll(
        async () =>
          (await people(t, 'bq/agentInfoExport/progress', admin, { jobId: job.id })).data.status,
        {
          timeout: 10_000,
        },
      )
      .toBe('done');
    // The area's record says done a moment before the worker records the attempt's end.
    await expect
      .poll(() => attemptsOf(db, 'people.export', 'exportId', job.id))
      .toEqual([
        { attempt: 1, outcome: 'failed', error: expect.stringContaining('lease expired') },
        { attempt: 2, outcome: 'succeeded', error: null },
      ]);
  });

  it('shows a job only to the user who started it', async () => {
    const started = await people(t, 'bq/agentInfoExport/start', admin, { keyword: 'mentor' });
    const other = await sessionFor(t, 'agent@bq.example.com');
    const peek = await people(t, 'bq/agentInfoExport/progress', other, {
      jobId: started.data.jobId,
    });
    expect(peek.code).toBe(CODES.forbidden);
    const { db } = t.database;
    await db.execute(sql`INSERT INTO user_roles (user_id, role_id)
      SELECT u.id, r.id FROM users u, roles r WHERE u.email = 'lecturer@bq.example.com' AND r.name = 'Administrator'`);
    await db.execute(sql`UPDATE users SET active_role_id = (SELECT id FROM roles WHERE name = 'Administrator')
      WHERE email = 'lecturer@bq.example.com'`);
    const manager = await sessionFor(t, 'lecturer@bq.example.com');
    const notTheirs = await people(t, 'bq/agentInfoExport/progress', manager, {
      jobId: started.data.jobId,
    });
    expect(notTheirs.code).toBe(CODES.notFound);
  });
});
