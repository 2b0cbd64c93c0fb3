import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { newStoryContext, openStory, settle, switchStory } from './harness';
import { readStories, storyFiles } from './stories';

const stories = readStories();

// One browser context and one page per worker: each story is shown in the page that already runs
// Storybook's preview (harness.ts, switchStory), so its bundles and axe load once per worker, not
// once per story. A story that fails leaves its page behind: the next story starts a fresh one.
type StoryPage = { page: Page | null };
const test = base.extend<{ storyPage: Page }, { storyContext: BrowserContext; kept: StoryPage }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await newStoryContext(browser, workerInfo.project.use);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  kept: [async ({}, use) => use({ page: null }), { scope: 'worker' }],
  storyPage: async ({ storyContext, kept }, use, testInfo) => {
    kept.page ??= await storyContext.newPage();
    await use(kept.page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await kept.page.close();
      kept.page = null;
    }
  },
});

/** Shows a story: a fresh load in a new page, else a switch within the running preview. */
async function showStory(page: Page, id: string) {
  if (page.url().includes('/iframe.html')) await switchStory(page, id);
  else await openStory(page, id);
}

// The iframe is a harness, not a page: page-level rules (title, lang, landmarks) say nothing about
// a component.
const PAGE_LEVEL_RULES = [
  'document-title',
  'html-has-lang',
  'landmark-one-main',
  'page-has-heading-one',
  'region',
];

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ url: '/__visual/axe.min.js' });
  }
  const violations = await page.evaluate(async (disabled) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: string, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const rules = Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }]));
    const result = await axe.run('#storybook-root, body', { rules, resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  }, PAGE_LEVEL_RULES);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
}

let registered = 0;
for (const story of stories) {
  registered += 1;
  test(`${story.title} › ${story.name} (${story.id})`, async ({ storyPage: page }) => {
    await showStory(page, story.id);
    await settle(page);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: false });
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });
}

test('the suite runs every story Storybook has, and Storybook has every stories file', () => {
  expect(stories.length).toBeGreaterThan(0);
  expect(registered).toBe(stories.length);
  const indexed = new Set(stories.map((story) => story.importPath));
  const missing = storyFiles().filter((file) => !indexed.has(file));
  expect(missing, 'stories files absent from storybook-static/index.json (stale build?)').toEqual(
    [],
  );
  // A baseline whose story is gone is removed on re-baselining, and fails the suite otherwise.
  const shots = join(test.info().project.testDir, '__screenshots__');
  const ids = new Set(stories.map((story) => `${story.id}.png`));
  const orphans = readdirSync(shots).filter((file) => file.endsWith('.png') && !ids.has(file));
  const updating = ['all', 'changed'].includes(test.info().config.updateSnapshots);
  if (updating) for (const file of orphans) rmSync(join(shots, file));
  else expect(orphans, 'baselines without a story (run test:visual:update)').toEqual([]);
});
