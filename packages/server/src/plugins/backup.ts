import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { backupPglite } from '../db/index.js';
import { redactError } from '../envelope.js';

/**
 * Backups of the embedded database while the server runs. PGlite lets one
 * process open its data directory, so a copy is taken by the server itself: `kill -USR2 <pid>`
 * writes `BACKUP_DIR/bq-<time>.tar.gz` (gzip of the data directory) and logs its name; one at a
 * time, a second signal during a backup is ignored. PostgreSQL is backed up with its own
 * `pg_dump` (README, "Backups and restore"), so nothing is registered there.
 */
export const backupPlugin: FastifyPluginAsync<{
  services: Services;
  backupDir: string | null;
}> = async (app, { services, backupDir }) => {
  if (!backupDir || services.database.kind !== 'pglite') return;
  let running = false;
  const onSignal = () => {
    if (running) return;
    running = true;
    const stamp = services.now().toISOString().replace(/[:.]/g, '-');
    const file = path.join(backupDir, `bq-${stamp}.tar.gz`);
    backupPglite(services.database, file)
      .then((bytes) => app.log.warn({ file, bytes }, 'backup written'))
      .catch((error) => app.log.error({ err: redactError(error) }, 'backup failed'))
      .finally(() => {
        running = false;
      });
  };
  process.on('SIGUSR2', onSignal);
  app.addHook('onClose', async () => {
    process.off('SIGUSR2', onSignal);
  });
};
