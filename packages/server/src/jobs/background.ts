/**
 * Work a call starts and does not wait for (the agent export, the DRE import): the call answers
 * at once with a job id, and the job writes its progress to its own table for a progress call
 * to read. One registry for every kind, so closing the app stops and waits for all of them
 * instead of pulling the database from under a job, and a start-up knows whether any job of its
 * own runs. A job a restart cut off never finishes: each area marks its own failed at start.
 */
const running = new Set<Promise<void>>();
let stopping = new AbortController();

/**
 * Runs `task` in the background; it must record its own failure (nothing here reports it). The
 * signal says the app is closing: a long job stops at its next safe point, a short one may finish.
 */
export function startJob(task: (signal: AbortSignal) => Promise<void>): void {
  const job: Promise<void> = task(stopping.signal)
    .catch(() => {})
    .finally(() => running.delete(job));
  running.add(job);
}

/** Jobs of this process still running. */
export const jobsRunning = (): number => running.size;

/** Asks every running job to stop, and resolves once each has ended, however it ended. */
export async function stopJobs(): Promise<void> {
  stopping.abort();
  await Promise.allSettled([...running]);
  // A test process opens app after app: the next one starts jobs that may run.
  stopping = new AbortController();
}
