import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumBanner, chromiumLaunch } from '../../../scripts/chromium.mjs';
import { VIEWPORT } from './shared-tab';

/**
 * End-to-end tests: the built portal in the pinned Chromium (scripts/chromium.mjs) against the
 * real server. Each worker has its own server host, which serves every spec file on a new app
 * over the seeded data (e2e/fixtures.ts), so spec files share no data and run on two workers.
 * Each worker also hands one browser tab from test to test, made new again in between
 * (e2e/shared-tab.ts): a new tab per test cost more CPU than the journeys themselves.
 * `EXPOSE_OUTBOX` lets tests read e-mailed codes.
 */
if (!process.env.TEST_WORKER_INDEX) console.log(chromiumBanner);
const portalDist = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(`${portalDist}/index.html`)) {
  throw new Error('packages/portal/dist is missing: run `pnpm --filter @bq/portal build` first');
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../../test-results/portal-e2e',
  globalSetup: './global-setup.ts',
  // Files spread over the workers; a file's tests run in order on one server (journeys build on
  // what the previous test did within a file).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Limits for a hung step, not a speed target: in CI the server lane shares the two cores and a
  // journey can take three times as long as on an idle machine (`bench:*` scripts measure speed).
  timeout: 180_000,
  expect: { timeout: 20_000, toHaveScreenshot: { threshold: 0, maxDiffPixels: 0 } },
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
    viewport: VIEWPORT,
    launchOptions: chromiumLaunch,
    // Screencast frames cost a third of the suite's time: a failure keeps the DOM and network
    // record of every step (and error-context.md), without the film. CI runs on a clone nobody
    // opens afterwards, so there it records nothing (a tenth of the suite's CPU): its log names
    // the failing step and line (scripts/test-summary.mjs), and the run is repeated locally.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
});
