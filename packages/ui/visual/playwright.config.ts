import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumBanner, chromiumLaunch } from '../../../scripts/chromium.mjs';
import { storybookStatic } from './stories';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.VR_PORT ?? 6231);
// Once, in the runner (workers load this file too): the log names the build that drew the run.
if (!process.env.TEST_WORKER_INDEX) console.log(chromiumBanner);

export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  // Baselines are named by story id only, so they survive renaming this file or the test titles.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  // Generous: a busy CI machine can take seconds to boot Storybook for one story.
  timeout: 60_000,
  outputDir: resolve(here, '../../../test-results/playwright-ui-artifacts'),
  reporter: [
    ['list'],
    ['json', { outputFile: resolve(here, '../../../test-results/playwright-ui.json') }],
    // One page to review a change from: each failed screenshot's expected, actual and diff side
    // by side (the pull-request workflow uploads it).
    [
      'html',
      { outputFolder: resolve(here, '../../../test-results/ui-visual-report'), open: 'never' },
    ],
  ],
  expect: {
    // Output is byte-stable (one pinned browser and font set, no animation), so any changed pixel is a real change.
    toHaveScreenshot: { threshold: 0, maxDiffPixels: 0, animations: 'disabled', caret: 'hide' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--hide-scrollbars'] },
  },
  webServer: {
    command: `node ${resolve(here, 'serve.mjs')} ${storybookStatic} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 20_000,
  },
});
