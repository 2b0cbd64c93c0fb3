import { defineConfig } from 'vitest/config';

// Date rules must not shift a day in any time zone, so the date tests run again in a zone behind
// UTC and one ahead of it (the machine's own zone is usually UTC, where such bugs hide).
const zones = ['America/Los_Angeles', 'Asia/Shanghai'];

export default defineConfig({
  test: {
    // Pure functions: one module graph per worker (a third of the CPU); each zone's project still
    // gets workers of its own, so TZ holds for every file in it.
    isolate: false,
    reporters: ['default', ['json', { outputFile: '../../test-results/vitest-validators.json' }]],
    projects: [
      { extends: true, test: { name: 'validators', include: ['test/**/*.test.ts'] } },
      ...zones.map((zone) => ({
        extends: true as const,
        test: {
          name: `date ${zone}`,
          include: ['test/date*.test.ts', 'test/businessDay.test.ts'],
          env: { TZ: zone },
        },
      })),
    ],
  },
});
