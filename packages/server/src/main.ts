import { buildApp } from './app.js';
import { type Config, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A refused setting is the operator's to fix: one clear line, no stack trace, a failing exit.
  console.error(`BQ server refused to start: ${(error as Error).message}`);
  process.exit(1);
}
const app = await buildApp({ config }).catch((error: unknown) => {
  // An operator mistake, not a crash: one readable line instead of a stack trace.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A hung request must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}`, docs: '/api/docs' },
  'BQ server ready',
);
