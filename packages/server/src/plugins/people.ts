import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { DRE_IMPORT_JOB, dreImportHandler } from '../domain/dre/import-job.js';
import { JOB_KINDS } from '../domain/jobs/kinds.js';
import { AGENT_EXPORT_JOB, agentExportHandler } from '../domain/people/export-job.js';
import { sweepLicenses } from '../domain/people/license.js';
import { scheduleJob } from './scheduled.js';

const LICENSE_SWEEP_MS = 60 * 60 * 1000;

/**
 * People's background work: exports and DRE imports are kinds of the durable job queue (a worker
 * of any process runs them, and one a dead process left half-done is taken up again once its
 * lease runs out), and the licence lifecycle is swept hourly, once for the cluster as a scheduled
 * job, to catch agents nobody reads (reads that show a status sweep too). The app's job runner
 * stops the jobs still running when it closes (an import at its next batch), and they go back to
 * the queue.
 */
export const peoplePlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  services.worker.register(DRE_IMPORT_JOB, dreImportHandler(services));
  services.worker.register(AGENT_EXPORT_JOB, agentExportHandler(services));
  scheduleJob(app, services, {
    kind: JOB_KINDS.licenceSweep,
    everyMs: LICENSE_SWEEP_MS,
    run: async () => {
      const sent = await sweepLicenses(services.db, { now: services.now(), actor: null });
      if (sent > 0) services.badgeCache.dropAll();
    },
  });
};
