import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumBanner, chromiumLaunch } from '../../../scripts/chromium.mjs';

/**
 * End-to-end tests: the built portal in the pinned Chromium (scripts/chromium.mjs) against the real server with a fresh
 * in-memory database and the demo data. `EXPOSE_OUTBOX` lets tests read e-mailed codes.
 */
const PORT = Number(process.env.E2E_PORT ?? 8190);
if (!process.env.TEST_WORKER_INDEX) console.log(chromiumBanner);
const portalDist = fileURLToPath(new URL('../dist', import.meta.url));
const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
if (!existsSync(`${portalDist}/index.html`)) {
  throw new Error('packages/portal/dist is missing: run `pnpm --filter @bq/portal build` first');
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../../test-results/portal-e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000, toHaveScreenshot: { threshold: 0, maxDiffPixels: 0 } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: fileURLToPath(
          new URL('../../../test-results/playwright-portal.json', import.meta.url),
        ),
      },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'pnpm exec tsx src/main.ts',
    cwd: serverDir,
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      STATIC_DIR: portalDist,
      EXPOSE_OUTBOX: '1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});
