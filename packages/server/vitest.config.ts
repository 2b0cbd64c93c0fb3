import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_NOW_ISO } from '../../scripts/test-clock.mjs';
import { isolationProjects, testFiles } from '../../scripts/vitest-isolation.mjs';
import { ENGINE_DEPENDENT, POSTGRES_ONLY } from './test/engines.js';
import { TEST_PASSWORD_COST } from './test/password-cost.js';

// The suite runs on embedded PGlite, and its engine-dependent files (test/engines.ts) again on
// PostgreSQL under scripts/with-postgres.sh (which exports TEST_PG_ADMIN_URL), with the files that
// need several server processes on one database, which only PostgreSQL runs; each run writes its
// own JSON report for CI's total.
const backend = process.env.TEST_PG_ADMIN_URL ? 'postgres' : 'pglite';
const here = fileURLToPath(new URL('.', import.meta.url));
const files =
  backend === 'postgres'
    ? [...ENGINE_DEPENDENT, ...POSTGRES_ONLY].map((name) => `test/${name}.test.ts`)
    : testFiles(here, 'test').filter(
        (file) => !POSTGRES_ONLY.some((name) => file === `test/${name}.test.ts`),
      );

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    // Two files at a time even on two cores: many wait on child processes, sockets and timers.
    maxWorkers: 2,
    // The servers the tests start as processes (test/node-child.ts) inherit these: the test
    // instant (scripts/test-clock.mjs) makes their demo data and dates those of every suite, and
    // no load shedding, as the suites load the machine on purpose (ops-health turns it on).
    env: {
      PASSWORD_COST: String(TEST_PASSWORD_COST),
      TEST_NOW: TEST_NOW_ISO,
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    projects: isolationProjects(here, files, `server-${backend}`),
    testTimeout: 60_000,
    // How long `expect.poll` waits for what a background worker does (mail through the outbox to
    // the test's SMTP server, a job's batches): Vitest's 1 s default failed a mail delivery when
    // CI's two lanes shared the cores. A limit for a hung step, not a speed target.
    expect: { poll: { timeout: 20_000 } },
    // PGlite boots in 3–5 s on an idle machine, far longer when CI shares the cores.
    hookTimeout: 180_000,
    reporters: [
      'default',
      ['json', { outputFile: `../../test-results/vitest-server-${backend}.json` }],
    ],
  },
});
