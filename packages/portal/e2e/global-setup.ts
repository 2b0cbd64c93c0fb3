import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEST_NOW_ISO } from '../../../scripts/test-clock.mjs';
import { E2E_METRICS_TOKEN } from './support';

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
const results = fileURLToPath(new URL('../../../test-results/', import.meta.url));

/**
 * Bundles the server and migrates and seeds one PGlite data directory: every worker's server host
 * opens a copy of it once and puts its rows back before each spec file (e2e/fixtures.ts).
 */
export default function globalSetup() {
  // scrypt's cost for the demo hash and every login of the e2e servers, which inherit it: each
  // spec signs in again and again, and production's 15 costs ~190 ms of a core per login.
  process.env.PASSWORD_COST = '10';
  // The one instant of the test world (scripts/test-clock.mjs): the seed below dates the demo
  // data from it, and the workers' server hosts inherit it as their clock's start.
  process.env.TEST_NOW = TEST_NOW_ISO;
  // Two workers' servers and browsers share two cores: a lagging loop there is the machine's, and
  // a shed call would fail a journey that is not about shedding (server test ops-health is).
  process.env.MAX_EVENT_LOOP_DELAY_MS = '0';
  // The servers keep metrics, so a journey can read what the browser reported (ops-vitals).
  process.env.METRICS_TOKEN = E2E_METRICS_TOKEN;
  const snapshot = `${results}e2e-seeded`;
  rmSync(snapshot, { recursive: true, force: true });
  rmSync(`${results}portal-e2e-servers`, { recursive: true, force: true });
  mkdirSync(`${results}portal-e2e-servers`, { recursive: true });
  // Every worker's server host runs from this bundle (e2e/fixtures.ts); made once per change.
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { cwd: serverDir, stdio: 'inherit' });
  // From the bundle too: through tsx it transpiled some four hundred modules first.
  execFileSync(process.execPath, ['--liftoff-only', 'dist/snapshot.mjs', '--dir', snapshot], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  // Read by the workers, which start after global setup and inherit this environment.
  process.env.E2E_SNAPSHOT = snapshot;
}
