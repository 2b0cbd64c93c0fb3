import type { Browser, BrowserContext, PlaywrightTestOptions } from '@playwright/test';
import { expect, type Page } from '@playwright/test';
import { TEST_NOW } from '../../../scripts/test-clock.mjs';

/** How a story is opened and settled for a screenshot; shared by every visual spec. */
type Journal = { phases: string[]; errors: { event: string; payload: unknown }[] };
declare global {
  interface Window {
    __vr: Journal;
    __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  }
}

// Runs before Storybook's own scripts: records every render phase and error the preview reports,
// so a play function that threw fails the test even though the phase moves on to 'finished'.
export function recordStorybookEvents() {
  const journal: Journal = { phases: [], errors: [] };
  window.__vr = journal;
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on: (event: string, listener: (payload: never) => void) => void }) {
      channel = value;
      value.on('storyRenderPhaseChanged', (payload: { newPhase: string }) =>
        journal.phases.push(payload.newPhase),
      );
      for (const event of [
        'playFunctionThrewException',
        'storyThrewException',
        'storyErrored',
        'storyMissing',
        'unhandledErrorsWhilePlaying',
      ]) {
        // The message's first lines are enough; Testing Library appends the whole DOM.
        value.on(event, (payload: { message?: string } | undefined) =>
          journal.errors.push({
            event,
            payload: String(payload?.message ?? payload).slice(0, 800),
          }),
        );
      }
    },
  });
}

/** Errors the page threw since its story was last shown, per page. */
const pageErrors = new WeakMap<Page, string[]>();

function errorsOf(page: Page): string[] {
  let errors = pageErrors.get(page);
  if (!errors) {
    const list: string[] = [];
    page.on('pageerror', (error) => list.push(error.message));
    pageErrors.set(page, list);
    errors = list;
  }
  return errors;
}

/** Opens a story in a fresh load of Storybook's preview, and checks it rendered cleanly. */
export async function openStory(page: Page, id: string) {
  errorsOf(page).length = 0;
  // Our own axe run below replaces the a11y addon's automatic one (two runs at once would clash).
  await page.goto(
    `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`,
  );
  await rendered(page, id);
}

/**
 * Shows a story in a page that already runs Storybook's preview, as Storybook's own UI does (the
 * `setCurrentStory` event): the previous story unmounts, and the preview's bundles stay loaded and
 * compiled. About ten times faster than a fresh load per story, and byte-identical screenshots.
 */
export async function switchStory(page: Page, id: string) {
  errorsOf(page).length = 0;
  await page.evaluate((storyId) => {
    window.__vr.phases = [];
    window.__vr.errors = [];
    (
      window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: object) => void };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  await rendered(page, id);
}

async function rendered(page: Page, id: string) {
  await page
    .waitForFunction(
      (storyId) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        const phase = render?.phase;
        return (
          render?.id === storyId &&
          (phase === 'finished' || phase === 'errored' || phase === 'aborted')
        );
      },
      id,
      { timeout: 45_000 },
    )
    .catch(async (error: Error) => {
      const state = await page.evaluate(() => ({
        phase: window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? 'no render',
        journal: window.__vr,
        root: document.querySelector('#storybook-root')?.innerHTML.slice(0, 300),
      }));
      throw new Error(`story ${id} never finished: ${JSON.stringify(state)}\n${error.message}`);
    });
  const journal = await page.evaluate(() => window.__vr);
  const errorDisplay = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'error display shown')
      : '',
  );
  expect(
    { errors: journal.errors, errorDisplay, pageErrors: errorsOf(page) },
    `story ${id} rendered and its play function passed`,
  ).toEqual({ errors: [], errorDisplay: '', pageErrors: [] });
  expect(journal.phases, `story ${id} reached 'completed'`).toContain('completed');
  expect(journal.phases).not.toContain('errored');
  expect(journal.phases).not.toContain('aborted');
}

export async function settle(page: Page) {
  await page.addStyleTag({
    content:
      '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
  });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

type StoryOptions = Pick<
  PlaywrightTestOptions,
  | 'baseURL'
  | 'viewport'
  | 'deviceScaleFactor'
  | 'colorScheme'
  | 'reducedMotion'
  | 'locale'
  | 'timezoneId'
>;

/** In the page: `Date` as the browser's, moved to start at `start` when the page loads. */
function shiftDate(start: number): void {
  const Real = Date;
  const offset = start - Real.now();
  class Shifted extends Real {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(Real.now() + offset);
      else super(...(args as [string]));
    }
    static override now(): number {
      return Real.now() + offset;
    }
  }
  globalThis.Date = Shifted as DateConstructor;
}

/**
 * A context with the project's screenshot settings (its `use` block, plain values in this config)
 * that records Storybook's render events.
 */
export async function newStoryContext(browser: Browser, use: object): Promise<BrowserContext> {
  const { baseURL, viewport, deviceScaleFactor, colorScheme, reducedMotion, locale, timezoneId } =
    use as StoryOptions;
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor,
    colorScheme,
    reducedMotion,
    locale,
    timezoneId,
  });
  // The stories' "today" is the test world's (scripts/test-clock.mjs), whatever the machine's date.
  // Only the date moves: it runs on at real speed from the test instant, and timers are left to
  // the browser (Playwright's clock fakes them, or freezes the date, and a menu's focus return
  // then drew a focus ring that a person's click never does).
  await context.addInitScript(shiftDate, TEST_NOW);
  await context.addInitScript(recordStorybookEvents);
  return context;
}
