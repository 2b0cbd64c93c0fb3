import type { FamilyHandlers } from '../../context.js';
import { listJobs, retryJob } from '../../domain/jobs/admin.js';
import { once } from '../../idempotency/once.js';

/** The durable job queue for administrators (docs/operations.md "Background jobs"). */
export const jobs: FamilyHandlers<'jobs'> = {
  async list(input, ctx) {
    return listJobs(ctx.db, input);
  },
  async retry({ id, idempotencyKey }, ctx) {
    const act = ctx.act();
    const job = await ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: 'bq/jobs/retry',
          request: { id },
          at: act.now,
        },
        () => retryJob(tx, act, id),
      ),
    );
    // This process's worker looks at once; the others at their next poll.
    ctx.worker.wake();
    return job;
  },
};
