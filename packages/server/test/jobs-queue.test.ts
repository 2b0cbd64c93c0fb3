import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../scripts/test-clock.mjs';
import type { Database } from '../src/db/index.js';
import {
  backoffMs,
  claimJob,
  enqueueForPeriod,
  enqueueJob,
  finishAttempt,
  renewLease,
  requeueJob,
} from '../src/domain/jobs/queue.js';
import { JobRunner } from '../src/jobs/runner.js';
import { JobWorker } from '../src/jobs/worker.js';
import { seededDatabase } from './helpers.js';

let database: Database;
beforeAll(async () => {
  ({ database } = await seededDatabase());
});
afterAll(() => database?.close());

const at = (ms: number) => new Date(TEST_NOW + ms);
const lease = (worker: string, ms: number, leaseMs = 1000) => ({ now: at(ms), worker, leaseMs });
/** Each test's own kind: claims of one never take another's jobs. */
let kinds = 0;
const kind = () => {
  kinds += 1;
  return `test.kind-${kinds}`;
};

async function attempts(jobId: number) {
  const { rows } = await database.db.execute<{
    attempt: number;
    worker: string;
    outcome: string;
    error: string | null;
  }>(
    sql`SELECT attempt, worker, outcome, error FROM job_attempts WHERE job_id = ${jobId} ORDER BY attempt`,
  );
  return rows.map((r) => ({ ...r }));
}

describe('the durable job queue', () => {
  it('claims a due job once, records the attempt, and ends it succeeded', async () => {
    const k = kind();
    const job = await enqueueJob(database.db, { now: at(0) }, { kind: k, payload: { n: 1 } });
    expect(job).toMatchObject({ state: 'queued', attempts: 0 });
    const early = await enqueueJob(database.db, { now: at(0) }, { kind: k, runAt: at(5000) });
    const { job: claimed } = await claimJob(database.db, lease('a', 0), [k]);
    expect(claimed).toMatchObject({ id: job?.id, state: 'running', attempts: 1, lockedBy: 'a' });
    // The other is not due yet, and the first is held.
    expect((await claimJob(database.db, lease('b', 0), [k])).job).toBeNull();
    if (!claimed) throw new Error('no claim');
    const done = await finishAttempt(database.db, { now: at(10), worker: 'a' }, claimed, {
      outcome: 'succeeded',
    });
    expect(done).toMatchObject({ state: 'succeeded', lockedBy: null, finishedAt: at(10) });
    expect(await attempts(claimed.id)).toEqual([
      { attempt: 1, worker: 'a', outcome: 'succeeded', error: null },
    ]);
    expect((await claimJob(database.db, lease('b', 5000), [k])).job?.id).toBe(early?.id);
  });

  it('keeps one live job per dedupe key', async () => {
    const k = kind();
    const first = await enqueueJob(database.db, { now: at(0) }, { kind: k, dedupeKey: 'sweep' });
    expect(first).not.toBeNull();
    expect(
      await enqueueJob(database.db, { now: at(0) }, { kind: k, dedupeKey: 'sweep' }),
    ).toBeNull();
    const { job } = await claimJob(database.db, lease('a', 0), [k]);
    if (!job) throw new Error('no claim');
    await finishAttempt(database.db, { now: at(1), worker: 'a' }, job, { outcome: 'succeeded' });
    expect(
      await enqueueJob(database.db, { now: at(2) }, { kind: k, dedupeKey: 'sweep' }),
    ).not.toBeNull();
  });

  it('retries a failed attempt after a doubling backoff, and buries it dead when attempts run out', async () => {
    const k = kind();
    await enqueueJob(database.db, { now: at(0) }, { kind: k, maxAttempts: 3 });
    let now = 0;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const { job } = await claimJob(database.db, lease('a', now), [k]);
      if (!job) throw new Error(`attempt ${attempt} not claimed`);
      expect(job.attempts).toBe(attempt);
      const moved = await finishAttempt(database.db, { now: at(now), worker: 'a' }, job, {
        outcome: 'retry',
        error: `boom ${attempt}`,
      });
      if (attempt < 3) {
        expect(moved).toMatchObject({ state: 'queued', lastError: `boom ${attempt}` });
        const wait = backoffMs(attempt);
        expect(moved?.runAt).toEqual(at(now + wait));
        // Not a moment before its backoff.
        expect((await claimJob(database.db, lease('a', now + wait - 1), [k])).job).toBeNull();
        now += wait;
      } else {
        expect(moved).toMatchObject({ state: 'dead', lastError: 'boom 3', finishedAt: at(now) });
        expect((await attempts(job.id)).map((a) => a.outcome)).toEqual([
          'failed',
          'failed',
          'failed',
        ]);
        // A person sends it back: three more attempts than it has used.
        const back = await requeueJob(database.db, { now: at(now + 1) }, job.id);
        expect(back).toMatchObject({ state: 'queued', maxAttempts: 6, finishedAt: null });
        expect((await claimJob(database.db, lease('b', now + 1), [k])).job?.attempts).toBe(4);
        // Only a failed or dead job goes back.
        expect(await requeueJob(database.db, { now: at(now + 2) }, job.id)).toBeNull();
      }
    }
    expect([backoffMs(1), backoffMs(2), backoffMs(3), backoffMs(30)]).toEqual([
      10_000, 20_000, 40_000, 3_600_000,
    ]);
  });

  it('fails a refused job at once, without a retry', async () => {
    const k = kind();
    await enqueueJob(database.db, { now: at(0) }, { kind: k });
    const { job } = await claimJob(database.db, lease('a', 0), [k]);
    if (!job) throw new Error('no claim');
    const moved = await finishAttempt(database.db, { now: at(1), worker: 'a' }, job, {
      outcome: 'refused',
      error: 'not a CSV',
    });
    expect(moved).toMatchObject({ state: 'failed', lastError: 'not a CSV', attempts: 1 });
  });

  it("takes over a job whose lease ran out, closing the dead worker's attempt as failed", async () => {
    const k = kind();
    await enqueueJob(database.db, { now: at(0) }, { kind: k, maxAttempts: 2 });
    const { job: mine } = await claimJob(database.db, lease('a', 0, 1000), [k]);
    if (!mine) throw new Error('no claim');
    // Renewed at 600: held until 1600.
    expect(await renewLease(database.db, lease('a', 600, 1000), mine)).toBe(true);
    expect((await claimJob(database.db, lease('b', 1500), [k])).job).toBeNull();
    const { job: theirs } = await claimJob(database.db, lease('b', 1601), [k]);
    expect(theirs).toMatchObject({ id: mine.id, attempts: 2, lockedBy: 'b' });
    // The first worker wakes up: it holds nothing any more, and records nothing.
    expect(await renewLease(database.db, lease('a', 1700), mine)).toBe(false);
    expect(
      await finishAttempt(database.db, { now: at(1700), worker: 'a' }, mine, {
        outcome: 'succeeded',
      }),
    ).toBeNull();
    expect(await attempts(mine.id)).toEqual([
      {
        attempt: 1,
        worker: 'a',
        outcome: 'failed',
        error: expect.stringMatching(/^lease expired: a /),
      },
      { attempt: 2, worker: 'b', outcome: 'running', error: null },
    ]);
    // B dies too, on its last attempt: the next claim buries the job instead of running it.
    const third = await claimJob(database.db, lease('c', 5000), [k]);
    expect(third.job).toBeNull();
    expect(third.buried).toEqual([
      expect.objectContaining({
        id: mine.id,
        state: 'dead',
        lastError: expect.stringContaining('lease expired'),
      }),
    ]);
  });

  it('queues a periodic job once per period, whichever process asks and however often', async () => {
    const k = kind();
    const hour = 3_600_000;
    const first = await enqueueForPeriod(database.db, { now: at(10) }, k, hour);
    expect(first).toMatchObject({ kind: k, dedupeKey: expect.any(String), maxAttempts: 3 });
    expect(await enqueueForPeriod(database.db, { now: at(20) }, k, hour)).toBeNull();
    const { job } = await claimJob(database.db, lease('a', 30), [k]);
    if (!job) throw new Error('no claim');
    await finishAttempt(database.db, { now: at(40), worker: 'a' }, job, { outcome: 'succeeded' });
    // Done, the period still has its job: another process's timer later in the hour queues none.
    expect(await enqueueForPeriod(database.db, { now: at(50) }, k, hour)).toBeNull();
    const next = await enqueueForPeriod(database.db, { now: at(hour + 10) }, k, hour);
    expect(next?.dedupeKey).not.toBe(first?.dedupeKey);
  });

  it('two workers claiming at once never take one job twice', async () => {
    const k = kind();
    const count = 30;
    for (let i = 0; i < count; i += 1)
      await enqueueJob(database.db, { now: at(0) }, { kind: k, payload: { i } });
    const taken: { worker: string; id: number }[] = [];
    const drain = async (worker: string) => {
      for (;;) {
        const { job } = await claimJob(database.db, lease(worker, 1), [k]);
        if (!job) return;
        taken.push({ worker, id: job.id });
        await finishAttempt(database.db, { now: at(2), worker }, job, { outcome: 'succeeded' });
      }
    };
    await Promise.all([drain('a'), drain('b'), drain('c')]);
    expect(taken).toHaveLength(count);
    expect(new Set(taken.map((t) => t.id)).size).toBe(count);
  });
});

describe('the worker', () => {
  const quiet = () => {};
  const log = {
    warn: quiet,
    error: quiet,
    info: quiet,
    debug: quiet,
  } as unknown as FastifyBaseLogger;
  const worker = (clock: { now: number }, runner = new JobRunner()) =>
    new JobWorker({
      db: database.db,
      now: () => new Date(clock.now),
      log,
      runner,
      pollMs: 20,
      leaseMs: 5000,
      concurrency: 2,
      backoffBaseMs: 100,
    });
  const stateOf = async (id: number) => {
    const { rows } = await database.db.execute<{ state: string }>(
      sql`SELECT state FROM jobs WHERE id = ${id}`,
    );
    return rows[0]?.state;
  };

  it('runs a job by its kind, retries a failure after its backoff, and tells the area when it gives up', async () => {
    const clock = { now: TEST_NOW };
    const w = worker(clock);
    const k = kind();
    const runs: number[] = [];
    const gaveUp: string[] = [];
    w.register(k, {
      async run(job) {
        runs.push(job.attempts);
        if (job.payload.fail === 'always' || job.attempts === 1) throw new Error('flaky');
      },
      async gaveUp(job, error) {
        gaveUp.push(`${job.id}: ${error}`);
      },
    });
    w.start();
    const flaky = await enqueueJob(database.db, { now: at(0) }, { kind: k });
    const hopeless = await enqueueJob(
      database.db,
      { now: at(0) },
      {
        kind: k,
        maxAttempts: 1,
        payload: { fail: 'always' },
      },
    );
    if (!flaky || !hopeless) throw new Error('not queued');
    w.wake();
    await expect.poll(() => stateOf(hopeless.id)).toBe('dead');
    expect(gaveUp).toEqual([`${hopeless.id}: flaky`]);
    await expect.poll(() => stateOf(flaky.id)).toBe('queued');
    // Its backoff is 100 ms of the app's clock: it waits until the clock says so.
    clock.now += 100;
    w.wake();
    await expect.poll(() => stateOf(flaky.id)).toBe('succeeded');
    await w.stop();
  });

  it('closing the app releases a running job to the queue at once, for another process', async () => {
    const clock = { now: TEST_NOW };
    const runner = new JobRunner();
    const w = worker(clock, runner);
    const k = kind();
    let started = false;
    w.register(k, {
      run: (_job, { signal }) =>
        new Promise<void>((_resolve, reject) => {
          started = true;
          signal.addEventListener('abort', () => reject(new Error('stopped')));
        }),
    });
    w.start();
    const job = await enqueueJob(database.db, { now: at(0) }, { kind: k });
    if (!job) throw new Error('not queued');
    w.wake();
    await expect.poll(() => started).toBe(true);
    // As app.ts's hooks run: the worker stops claiming, then the runner stops its jobs.
    await w.stop();
    await runner.stop();
    expect(await stateOf(job.id)).toBe('queued');
    expect((await attempts(job.id)).map((a) => [a.outcome, a.error])).toEqual([
      ['failed', 'the server stopped'],
    ]);
  });
});
