import type { FastifyInstance } from 'fastify';
import type { Services } from '../context.js';
import { enqueueForPeriod } from '../domain/jobs/queue.js';
import { repeat } from './repeat.js';

/**
 * A sweep that runs once per period for the whole cluster, as a job of the durable queue: every
 * process's timer asks for the period's job (the first ask queues it, the others find it), and
 * whichever worker is free runs it, with the queue's retries and its line on the jobs page.
 */
export function scheduleJob(
  app: FastifyInstance,
  services: Pick<Services, 'db' | 'now' | 'worker'>,
  opts: { kind: string; everyMs: number; run: () => Promise<unknown> },
): void {
  services.worker.register(opts.kind, {
    run: async () => {
      await opts.run();
    },
  });
  repeat(app, {
    name: `${opts.kind} schedule`,
    everyMs: opts.everyMs,
    work: async () => {
      if (await enqueueForPeriod(services.db, { now: services.now() }, opts.kind, opts.everyMs))
        services.worker.wake();
    },
  });
}
