import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { failInterruptedDreImports } from '../domain/dre/import-job.js';
import { failInterruptedExports } from '../domain/people/export-job.js';
import { sweepLicenses } from '../domain/people/license.js';
import { repeat } from './repeat.js';

const LICENSE_SWEEP_MS = 60 * 60 * 1000;

/**
 * People's background work: exports and DRE imports a previous process left half-done are marked
 * failed at start (nothing resumes them), the licence lifecycle is swept hourly to
 * catch agents nobody reads (reads that show a status sweep too), and the app's job runner stops
 * the jobs still running when it closes (an import at its next batch).
 */
export const peoplePlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  await failInterruptedExports(services);
  await failInterruptedDreImports(services);
  repeat(app, {
    name: 'license sweep',
    everyMs: LICENSE_SWEEP_MS,
    work: async () => {
      const sent = await sweepLicenses(services.db, { now: services.now(), actor: null });
      if (sent > 0) services.badgeCache.dropAll();
    },
  });
};
