/**
 * Work a call starts and does not wait for (the agent export, the DRE import): the call answers
 * at once with a job id, and the job writes its progress to its own table for a progress call
 * to read. One runner per app (`services.jobs`, decorated on the app as `jobs`), so closing an
 * app stops and waits for its own jobs instead of pulling the database from under them, and two
 * apps in one process (the test suites) never stop each other's. A job a restart cut off never
 * finishes: each area marks its own failed at start, when this app runs none.
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
