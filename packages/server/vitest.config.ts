import { defineConfig } from 'vitest/config';

// The suite runs twice: on embedded PGlite, and on PostgreSQL under scripts/with-postgres.sh
// (which exports TEST_PG_ADMIN_URL); each run writes its own JSON report for CI's total.
const backend = process.env.TEST_PG_ADMIN_URL ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    name: `server-${backend}`,
    include: ['test/**/*.test.ts'],
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
