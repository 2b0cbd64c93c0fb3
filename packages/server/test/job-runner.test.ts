import { describe, expect, it } from 'vitest';
import { JobRunner } from '../src/jobs/runner.js';

/** A job that runs until it is told to stop, and says when it has ended. */
function longJob() {
  const seen = { stopped: false, ended: false };
  const task = (signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      signal.addEventListener('abort', () => {
        seen.stopped = true;
        // Its own clean-up takes a turn of the event loop, as a batch's would.
        setImmediate(() => {
          seen.ended = true;
          resolve();
        });
      });
    });
  return { seen, task };
}

describe('the job runner, one per app', () => {
  it("closing one app stops and awaits its own jobs and never another app's", async () => {
    const mine = new JobRunner();
    const theirs = new JobRunner();
    const a = longJob();
    const b = longJob();
    mine.start(a.task);
    theirs.start(b.task);
    expect([mine.running, theirs.running]).toEqual([1, 1]);

    await mine.stop();
    // Awaited: the job had ended (its clean-up ran) when stop() resolved.
    expect(a.seen).toEqual({ stopped: true, ended: true });
    expect(mine.running).toBe(0);
    expect(b.seen).toEqual({ stopped: false, ended: false });
    expect(theirs.running).toBe(1);
    await theirs.stop();
    expect(b.seen.ended).toBe(true);
  });

  it('a job that fails leaves the runner, and a closing app starts no new job', async () => {
    const jobs = new JobRunner();
    let failed: () => void = () => {};
    jobs.start(
      () =>
        new Promise<void>((_, reject) => {
          failed = () => reject(new Error('the job recorded its own failure'));
        }),
    );
    expect(jobs.running).toBe(1);
    failed();
    await expect.poll(() => jobs.running).toBe(0);
    await jobs.stop();
    expect(() => jobs.start(async () => {})).toThrow('the app is closing');
  });
});
