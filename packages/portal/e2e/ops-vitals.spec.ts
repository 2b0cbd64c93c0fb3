import { expect, test } from './fixtures';
import { E2E_METRICS_TOKEN } from './support';

/**
 * A page load reports its Core Web Vitals (a sample of loads does; `bq.vitals` = all makes it
 * every one) when the page is hidden, and the server's metrics count them by page pattern. The
 * shared tab is reused by the next test, so it is hidden by the event, not left.
 */
test('a browser reports the login page vitals when it is hidden, and the metrics count them', async ({
  page,
}) => {
  const metrics = async () =>
    (
      await page.request.get('metrics', {
        headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
      })
    ).text();
  const count = (text: string) =>
    Number(/bq_web_vital_milliseconds_count\{name="FCP",page="\/"\} (\d+)/.exec(text)?.[1] ?? 0);
  const before = count(await metrics());

  await page.addInitScript(() => localStorage.setItem('bq.vitals', 'all'));
  const beacon = page.waitForRequest((req) => req.url().endsWith('/api/bq/vitals/report'));
  // web-vitals loads once the first page is drawn and the browser is idle.
  const library = page.waitForResponse((res) => /\/assets\/web-vitals-[\w-]+\.js$/.test(res.url()));
  await page.goto('#/');
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  await library;
  // The tab is hidden (another tab chosen, the window minimised): what was measured is sent.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // A beacon's body is not shown to the test; the server's count says what it carried.
  expect((await beacon).method()).toBe('POST');
  await expect.poll(async () => count(await metrics())).toBe(before + 1);
});
