import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isolationProjects, testFiles } from '../../scripts/vitest-isolation.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    projects: isolationProjects(here, testFiles(here, 'test'), 'contract'),
    reporters: ['default', ['json', { outputFile: '../../test-results/vitest-contract.json' }]],
  },
});
