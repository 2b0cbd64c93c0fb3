import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
const results = fileURLToPath(new URL('../../../test-results/', import.meta.url));

/**
 * Migrates and seeds one in-memory database and dumps it: every worker's server starts from this
 * snapshot for each spec file (e2e/fixtures.ts), in about a second instead of a fresh seed.
 */
export default function globalSetup() {
  const snapshot = `${results}e2e-seeded.tar`;
  rmSync(`${results}portal-e2e-servers`, { recursive: true, force: true });
  mkdirSync(`${results}portal-e2e-servers`, { recursive: true });
  execFileSync(`${serverDir}/node_modules/.bin/tsx`, ['src/scripts/snapshot.ts', snapshot], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  // Read by the workers, which start after global setup and inherit this environment.
  process.env.E2E_SNAPSHOT = snapshot;
}
