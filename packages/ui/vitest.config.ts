import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { isolationProjects, testFiles } from '../../scripts/vitest-isolation.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    // A limit for a hung test, not a speed target: in CI the suites share two busy cores, and a
    // first import of the design system can take several seconds there.
    testTimeout: 30_000,
    // `scripts`: the review loop's own checks (the workflow files, the screenshot report).
    projects: isolationProjects(
      here,
      [...testFiles(here, 'src'), ...testFiles(here, 'scripts')],
      'ui',
    ),
    reporters: ['default', ['json', { outputFile: '../../test-results/vitest-ui.json' }]],
  },
});
