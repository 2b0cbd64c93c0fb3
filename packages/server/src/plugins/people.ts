import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { sweepLicenses } from '../domain/people/license.js';
import { redactError } from '../envelope.js';
import { failInterruptedDreImports } from '../handlers/dre/import-job.js';
import { failInterruptedExports } from '../handlers/people/index.js';
import { stopJobs } from '../jobs/background.js';

const LICENSE_SWEEP_MS = 60 * 60 * 1000;

/**
 * People's background work: exports and DRE imports a previous process left half-done are marked
 * failed at start (nothing resumes them), the licence lifecycle is swept hourly to
 * catch agents nobody reads (reads that show a status sweep too), and closing stops the jobs
 * still running (an import at its next batch) and waits for them.
 */
export const peoplePlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  await failInterruptedExports(services);
  await failInterruptedDreImports(services);
  const licenseSweep = setInterval(() => {
    sweepLicenses(services.db, { now: services.now(), actor: null })
      .then((sent) => sent > 0 && services.badgeCache.dropAll())
      .catch((error) => app.log.error({ err: redactError(error) }, 'license sweep failed'));
  }, LICENSE_SWEEP_MS);
  licenseSweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(licenseSweep);
    await stopJobs();
  });
};
