import type { Browser, BrowserContext, Page } from '@playwright/test';
import { TEST_NOW } from '../../../scripts/test-clock.mjs';

/** The window every journey and baseline is drawn in (the config's `use.viewport`). */
export const VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * Makes every context of `browser` start its clock at the test instant (scripts/test-clock.mjs),
 * running on at real speed as the server host's does: the portal sees the day the demo data was
 * made for, whatever the machine's date. On the browser itself, so that a journey's second
 * person (`browser.newContext()` in a spec) lives on the same day as the first.
 */
export function clockContexts(browser: Browser): Browser {
  const open = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await open(options);
    await context.clock.install({ time: TEST_NOW });
    return context;
  };
  return browser;
}

/** Events a test may listen to on its page; a later test must not hear them. */
const PAGE_EVENTS = [
  'console',
  'dialog',
  'download',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
] as const;

/**
 * One browser tab per worker, handed from test to test of the worker: what a journey costs is
 * mostly the browser starting a renderer process and compiling the portal in it for a new tab
 * (about 1.9 CPU-seconds of the 3.2 a sign-in to /home costs in a new tab; measured with a
 * probe spec on two idle cores), and a tab that stays on the portal's origin keeps both.
 *
 * Between tests the tab is made new again in everything the portal or a test can tell apart:
 * no cookies, local or session storage, routes, listeners or media emulation, the window the
 * test asks for (`test.use({ viewport })`), and the portal stopped (the tab rests on the origin's
 * icon, which runs no script). When the spec file changes, its server's data is the seed again
 * and ids repeat, so the HTTP cache is emptied too (an image cached for one file's id 3 is not
 * another file's). A failed test's tab is closed and the next test gets a new one. Nothing here
 * can see a paused or jumped clock (the test clock cannot be put back): a file whose tests move the
 * clock asks for `freshTab` (e2e/fixtures.ts).
 */
export class SharedTab {
  private context: BrowserContext | null = null;
  private page: Page | null = null;
  private file: string | null = null;

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  /** The tab for a test of `file`, as a new tab would be. */
  async take(file: string, viewport: { width: number; height: number }): Promise<Page> {
    if (!this.context || !this.page || this.page.isClosed()) {
      await this.discard();
      this.context = await this.browser.newContext({ baseURL: this.baseURL, viewport: VIEWPORT });
      this.page = await this.context.newPage();
    } else if (file !== this.file) {
      const cdp = await this.context.newCDPSession(this.page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    this.file = file;
    const size = this.page.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height) {
      await this.page.setViewportSize(viewport);
    }
    return this.page;
  }

  /** After a test: resets the tab for the next one, or closes it if it cannot be trusted. */
  async give(keep: boolean): Promise<void> {
    const { context, page } = this;
    if (!keep || !context || !page || page.isClosed()) return this.discard();
    try {
      for (const event of PAGE_EVENTS) page.removeAllListeners(event);
      context.removeAllListeners('page');
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.clearCookies();
      await page.goto('favicon.svg');
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.emulateMedia({
        media: null,
        colorScheme: 'light',
        reducedMotion: 'no-preference',
        forcedColors: 'none',
      });
    } catch {
      await this.discard();
    }
  }

  async discard(): Promise<void> {
    const { context } = this;
    this.context = null;
    this.page = null;
    this.file = null;
    await context?.close().catch(() => {});
  }
}
