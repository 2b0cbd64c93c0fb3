import { defineConfig } from 'vitest/config';
import { ENGINE_DEPENDENT } from './test/engines.js';

// The suite runs whole on embedded PGlite, and its engine-dependent files (test/engines.ts) again
// on PostgreSQL under scripts/with-postgres.sh (which exports TEST_PG_ADMIN_URL); each run writes
// its own JSON report for CI's total.
const backend = process.env.TEST_PG_ADMIN_URL ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    name: `server-${backend}`,
    include:
      backend === 'postgres'
        ? ENGINE_DEPENDENT.map((name) => `test/${name}.test.ts`)
        : ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    // PGlite boots in 3–5 s on an idle machine, far longer when CI shares the cores.
    hookTimeout: 180_000,
    reporters: [
      'default',
      ['json', { outputFile: `../../test-results/vitest-server-${backend}.json` }],
    ],
  },
});
