import type { FastifyBaseLogger } from 'fastify';
import type { JobRow } from './queue.js';

/** The work refuses itself (an unreadable file): the job fails at once, no retry. */
export class JobRefused extends Error {}

export interface JobContext {
  /** Aborted when the app closes or this worker lost the job: stop at the next safe point. */
  signal: AbortSignal;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** What a kind of job does, registered once per app with its worker. */
export interface JobHandler {
  run(job: JobRow, ctx: JobContext): Promise<void>;
  /**
   * The job will not run again by itself (refused, or dead once its attempts are spent): its area
   * says so on its own record. Errors here are logged, never retried.
   */
  gaveUp?(job: JobRow, error: string, ctx: Omit<JobContext, 'signal'>): Promise<void>;
}
