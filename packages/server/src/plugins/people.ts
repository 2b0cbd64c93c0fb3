import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { DRE_IMPORT_JOB, dreImportHandler } from '../domain/dre/import-job.js';
import { AGENT_EXPORT_JOB, agentExportHandler } from '../domain/people/export-job.js';
import { sweepLicenses } from '../domain/people/license.js';
import { repeat } from './repeat.js';

const LICENSE_SWEEP_MS = 60 * 60 * 1000;

/**
 * People's background work: exports and DRE imports are kinds of the durable job queue (a worker
 * of any process runs them, and one a dead process left half-done is taken up again once its
 * lease runs out), and the licence lifecycle is swept hourly to catch agents nobody reads (reads
 * that show a status sweep too). The app's job runner stops the jobs still running when it
 * closes (an import at its next batch), and they go back to the queue.
 */
export const peoplePlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  services.worker.register(DRE_IMPORT_JOB, dreImportHandler(services));
  services.worker.register(AGENT_EXPORT_JOB, agentExportHandler(services));
  repeat(app, {
    name: 'license sweep',
    everyMs: LICENSE_SWEEP_MS,
    work: async () => {
      const sent = await sweepLicenses(services.db, { now: services.now(), actor: null });
      if (sent > 0) services.badgeCache.dropAll();
    },
  });
};
