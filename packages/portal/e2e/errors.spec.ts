import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectRoute, login, signIn, USERS } from './support';

// Spec §8 rows the real server produces (1001 is in auth.spec.ts, the poll rows in layout.spec.ts).
test.describe('error catalogue (spec §8)', () => {
  test('a failing call shows the server message as an error toast and keeps the page', async ({
    page,
  }) => {
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await page.goto('#/home/sending-letter/Nobody/999999');
    const form = page.getByRole('form', { name: 'Send a letter' });
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Message').fill('Is anyone there?');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Receivers: include someone who cannot receive letters from you.' }),
    ).toBeVisible();
    await expectRoute(page, '/home/sending-letter/Nobody/999999');
  });

  test('an HTTP 500 with an envelope shows the server message, not the status line', async ({
    page,
  }) => {
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await page.route('**/api/bq/messageStation/getMessageList', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 500,
          message: 'The message store is being restarted',
          data: null,
        }),
      }),
    );
    await page.getByRole('link', { name: 'Notifications' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The message store is being restarted' }),
    ).toBeVisible();
    await expect(page.getByText('Request failed with status code 500')).toHaveCount(0);
  });

  test('a network failure shows the transport message', async ({ page }) => {
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await page.route('**/api/bq/messageStation/getMessageList', (route) => route.abort());
    await page.getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Network Error' })).toBeVisible();
  });
});

// The hall's first files are asked for by index.html's own inline script (vite.public-preload.ts),
// which the server's CSP allows by its hash: refused, the hall would still work, only slower.
test.describe('the public pages load their files at once', () => {
  /** What the console says the CSP refused, from now on. */
  const cspRefusals = (page: Page) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    return refusals;
  };
  /** The addresses of the page's module preloads, as written. */
  const preloads = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map(
        (l) => l.getAttribute('href') ?? '',
      ),
    );

  test('the hall preloads its files with no CSP refusal; the login page preloads none', async ({
    page,
  }) => {
    const refusals = cspRefusals(page);
    await page.goto('#/bq-institute-tourist/index');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await preloads(page)).toContainEqual(expect.stringMatching(/TouristHallPage-.*\.js$/));
    await page.goto('about:blank');
    await page.goto('#/');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await preloads(page)).not.toContainEqual(expect.stringMatching(/TouristHallPage/));
    // No session: nothing of the staff's pages either.
    expect(await preloads(page)).not.toContainEqual(expect.stringMatching(/^\.\/assets\/staff-/));
    expect(refusals).toEqual([]);
  });

  // vite.early-calls.ts: on a reload index.html also asks for the session's start-up calls itself
  // (a `fetch`; the portal's client asks with XHR), and the client takes those answers instead of
  // asking again.
  test('a signed-in page asks for the staff shell, and on a reload its start-up calls, from index.html', async ({
    page,
  }) => {
    const refusals = cspRefusals(page);
    await signIn(page, USERS.agent);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The inline script's links name files relative to the page; Vite's own are absolute.
    const fromIndex = (await preloads(page)).filter((href) => href.startsWith('./'));
    expect(fromIndex).toContainEqual(expect.stringMatching(/^\.\/assets\/staff-shell-.*\.js$/));
    expect(fromIndex).toContainEqual(expect.stringMatching(/^\.\/assets\/MainLayout-.*\.js$/));

    const asked: string[] = [];
    page.on('request', (request) => {
      const call = /\/api\/(.+)$/.exec(request.url())?.[1];
      if (call) asked.push(`${request.resourceType()} ${call}`);
    });
    await expectRoute(page, '/home');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    // On the landing page, its own files with the shell's (vite.config.ts, `staffLanding`).
    expect((await preloads(page)).filter((href) => href.startsWith('./'))).toContainEqual(
      expect.stringMatching(/^\.\/assets\/DashboardPage-.*\.js$/),
    );
    for (const call of [
      'general/user/getUserRoles',
      'general/role/selectOwnRoleTree',
      'bq/agentAdminConfig/getByAgentId',
    ]) {
      expect(asked.filter((line) => line.endsWith(` ${call}`))).toEqual([`fetch ${call}`]);
    }
    expect(refusals).toEqual([]);
  });
});
