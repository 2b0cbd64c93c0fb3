import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob, enqueueJob, finishAttempt } from '../src/domain/jobs/queue.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  // No worker: the test moves each job itself, and no handler is asked to run its kind.
  t = await startApp({ JOBS_WORKER: 'off' });
  admin = await sessionFor(t, 'admin@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
});
afterAll(() => t?.close());

const json = (token: string) => ({ token, encoding: 'json' as const });

/** A job of a kind no process runs, failed once and dead (one attempt allowed). */
async function deadJob(kind: string) {
  const db = t.database.db;
  const now = new Date(t.clock.now);
  await enqueueJob(db, { now }, { kind, maxAttempts: 1 });
  const { job } = await claimJob(db, { now, worker: 'w', leaseMs: 1000 }, [kind]);
  if (!job) throw new Error('no claim');
  await finishAttempt(db, { now, worker: 'w' }, job, {
    outcome: 'retry',
    error: 'the bank said no',
  });
  return job.id;
}

describe('the jobs page calls', () => {
  it('lists jobs for administrators only, by state and kind, with their attempts', async () => {
    const id = await deadJob('test.admin-list');
    expect((await call(t.app, 'bq/jobs/list', {}, json(agent))).code).toBe(CODES.forbidden);
    const dead = await call(
      t.app,
      'bq/jobs/list',
      { state: 'dead', kind: 'test.admin-list' },
      json(admin),
    );
    expect(dead.code).toBe(CODES.ok);
    expect(dead.data).toMatchObject({
      total: 1,
      list: [
        {
          id,
          state: 'dead',
          attempts: 1,
          lastError: 'the bank said no',
          attemptLog: [{ attempt: 1, worker: 'w', outcome: 'failed', error: 'the bank said no' }],
        },
      ],
    });
    const queued = await call(
      t.app,
      'bq/jobs/list',
      { state: 'queued', kind: 'test.admin-list' },
      json(admin),
    );
    expect(queued.data).toEqual({ total: 0, list: [] });
  });

  it('sends a dead job back once per key, and refuses a job that is not failed or dead', async () => {
    const id = await deadJob('test.admin-retry');
    const key = { id, idempotencyKey: 'retry-key-0001' };
    expect((await call(t.app, 'bq/jobs/retry', key, json(agent))).code).toBe(CODES.forbidden);
    const first = await call(t.app, 'bq/jobs/retry', key, json(admin));
    expect(first.data).toMatchObject({ id, state: 'queued', attempts: 1, maxAttempts: 4 });
    // The same click sent again answers the first answer; a new click finds it queued.
    const again = await call(t.app, 'bq/jobs/retry', key, json(admin));
    expect(again.data).toEqual(first.data);
    const other = await call(
      t.app,
      'bq/jobs/retry',
      { id, idempotencyKey: 'retry-key-0002' },
      json(admin),
    );
    expect(other).toMatchObject({
      code: CODES.conflict,
      message: expect.stringContaining('queued'),
    });
    const missing = await call(
      t.app,
      'bq/jobs/retry',
      { id: 2_000_000_000, idempotencyKey: 'retry-key-0003' },
      json(admin),
    );
    expect(missing.code).toBe(CODES.notFound);
  });
});
