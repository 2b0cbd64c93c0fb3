import type { Browser, BrowserContext, PlaywrightTestOptions } from '@playwright/test';
import { expect, type Page } from '@playwright/test';

/** How a story is opened and settled for a screenshot; shared by every visual spec. */
type Journal = { phases: string[]; errors: { event: string; payload: unknown }[] };
declare global {
  interface Window {
    __vr: Journal;
    __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
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

export async function openStory(page: Page, id: string) {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Our own axe run below replaces the a11y addon's automatic one (two runs at once would clash).
  await page.goto(
    `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`,
  );
  await page
    .waitForFunction(
      () => {
        const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'finished' || phase === 'errored' || phase === 'aborted';
      },
      undefined,
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
    { errors: journal.errors, errorDisplay, pageErrors },
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
  await context.addInitScript(recordStorybookEvents);
  return context;
}
