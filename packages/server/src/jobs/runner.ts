/**
 * The work this process is running in the background. Durable work (the agent export, the DRE
 * import) is a row of the `jobs` table that the app's worker (jobs/worker.ts) claims and runs
 * here; a call queues it and answers at once, then wakes the worker (`services.worker`). One runner per app
 * (`services.jobs`, decorated on the app as `jobs`), so closing an app stops and waits for its
 * own jobs instead of pulling the database from under them, and two apps in one process (the
 * test suites) never stop each other's. A job a restart cut off is taken up again by a worker
 * once its lease runs out (domain/jobs/queue.ts).
 */
export class JobRunner {
  readonly #running = new Set<Promise<void>>();
  readonly #stopping = new AbortController();

  /**
   * Runs `task` in the background; it must record its own failure (nothing here reports it). The
   * signal says the app is closing: a long job stops at its next safe point, a short one may finish.
   */
  start(task: (signal: AbortSignal) => Promise<void>): void {
    if (this.#stopping.signal.aborted) throw new Error('the app is closing: no new job starts');
    const job: Promise<void> = task(this.#stopping.signal)
      .catch(() => {})
      .finally(() => this.#running.delete(job));
    this.#running.add(job);
  }

  /** Jobs of this app still running. */
  get running(): number {
    return this.#running.size;
  }

  /** Asks every running job to stop, and resolves once each has ended, however it ended. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    await Promise.allSettled([...this.#running]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's background jobs (src/jobs/runner.ts). */
    jobs: JobRunner;
  }
}
