import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import { type JobHandler, JobRefused } from '../domain/jobs/handler.js';
import {
  type AttemptEnd,
  claimJob,
  finishAttempt,
  type JobRow,
  renewLease,
} from '../domain/jobs/queue.js';
import type { JobRunner } from './runner.js';

export interface WorkerOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  runner: JobRunner;
  /** How often an idle worker looks for due jobs; an enqueue in this process wakes it at once. */
  pollMs: number;
  /** How long a claim holds without renewal; renewed every third of it. */
  leaseMs: number;
  /** Jobs this worker runs at once. */
  concurrency: number;
  /** The first retry's wait (doubling after). */
  backoffBaseMs?: number;
}

/**
 * One per app: claims due jobs of the kinds registered here from the one `jobs` table and runs
 * them on the app's JobRunner, so closing the app stops and awaits them as before. A running
 * job's lease is renewed while it runs; a job this worker stops (the app closing) is released
 * to the queue at once, for this or another process.
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #opts: WorkerOptions;
  #active = 0;
  #started = false;
  #stopped = false;
  #timer: NodeJS.Timeout | null = null;
  #wake: (() => void) | null = null;
  #loop: Promise<void> | null = null;

  constructor(opts: WorkerOptions) {
    this.#opts = opts;
  }

  register(kind: string, handler: JobHandler): void {
    this.#handlers.set(kind, handler);
  }

  /** Starts polling. Without it (JOBS_WORKER=off) this process only queues jobs. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#loop = this.#poll();
  }

  /** A job was just queued in this process: look now rather than at the next poll. */
  wake(): void {
    this.#wake?.();
  }

  /** Stops claiming; the runner's own stop aborts and awaits the jobs already running. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.wake();
    await this.#loop;
  }

  async #poll(): Promise<void> {
    while (!this.#stopped) {
      try {
        while (!this.#stopped && this.#active < this.#opts.concurrency) {
          if (!(await this.#claimOne())) break;
        }
      } catch (error) {
        // The database refused (restarting, closing): the next poll tries again.
        if (!this.#stopped) this.#opts.log.warn({ err: error }, 'job claim failed');
      }
      if (this.#stopped) return;
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        this.#timer = setTimeout(resolve, this.#opts.pollMs);
        this.#timer.unref();
      });
      if (this.#timer) clearTimeout(this.#timer);
      this.#wake = null;
    }
  }

  /** Claims and starts one job; false when none is due. */
  async #claimOne(): Promise<boolean> {
    const { db, now, log } = this.#opts;
    const { job, buried } = await claimJob(db, this.#lease(), [...this.#handlers.keys()]);
    for (const dead of buried) await this.#gaveUp(dead, dead.lastError ?? 'dead');
    if (!job) return false;
    const handler = this.#handlers.get(job.kind);
    if (!handler) return false;
    this.#active += 1;
    try {
      this.#opts.runner.start((appSignal) => this.#run(job, handler, appSignal));
    } catch {
      // The app closed between the claim and the start: the job goes back for another process.
      this.#active -= 1;
      await finishAttempt(db, { now: now(), worker: this.id }, job, {
        outcome: 'released',
        error: 'the server stopped before the attempt began',
      }).catch((e) => log.error({ err: e, jobId: job.id }, 'job not released'));
    }
    return true;
  }

  #lease() {
    return { now: this.#opts.now(), worker: this.id, leaseMs: this.#opts.leaseMs };
  }

  async #run(job: JobRow, handler: JobHandler, appSignal: AbortSignal): Promise<void> {
    const { db, now, log } = this.#opts;
    const lost = new AbortController();
    const signal = AbortSignal.any([appSignal, lost.signal]);
    const beat = setInterval(
      () => {
        renewLease(db, this.#lease(), job)
          .then((held) => {
            if (!held) lost.abort();
          })
          .catch((e) => log.warn({ err: e, jobId: job.id }, 'job lease not renewed'));
      },
      Math.max(10, Math.floor(this.#opts.leaseMs / 3)),
    );
    beat.unref();
    let end: AttemptEnd;
    try {
      await handler.run(job, { signal, now, log });
      end = { outcome: 'succeeded' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (lost.signal.aborted) end = { outcome: 'retry', error: 'the lease was lost' };
      else if (appSignal.aborted) end = { outcome: 'released', error: 'the server stopped' };
      else if (error instanceof JobRefused) end = { outcome: 'refused', error: message };
      else end = { outcome: 'retry', error: message, backoffBaseMs: this.#opts.backoffBaseMs };
      if (!(error instanceof JobRefused) && !signal.aborted)
        log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job attempt failed');
    } finally {
      clearInterval(beat);
      this.#active -= 1;
    }
    const moved = await finishAttempt(db, { now: now(), worker: this.id }, job, end).catch((e) => {
      log.error({ err: e, jobId: job.id }, 'job attempt not recorded');
      return null;
    });
    if (moved && (moved.state === 'failed' || moved.state === 'dead'))
      await this.#gaveUp(moved, moved.lastError ?? moved.state);
    if (!this.#stopped) this.wake();
  }

  async #gaveUp(job: JobRow, error: string): Promise<void> {
    const { now, log } = this.#opts;
    await this.#handlers
      .get(job.kind)
      ?.gaveUp?.(job, error, { now, log })
      .catch((e) => log.error({ err: e, jobId: job.id }, 'job end not recorded by its area'));
  }
}
