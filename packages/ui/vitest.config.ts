import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    // A limit for a hung test, not a speed target: in CI the suites share two busy cores, and a
    // first import of the design system can take several seconds there.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: ['default', ['json', { outputFile: '../../test-results/vitest-ui.json' }]],
  },
});
