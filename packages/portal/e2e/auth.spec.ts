import type { Request } from '@playwright/test';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { codeFor, DEMO_PASSWORD, expectRoute, login, signIn, USERS } from './support';

test.describe('signing in and out', () => {
  test('a wrong password is refused with the server message and no navigation', async ({
    page,
  }) => {
    await login(page, USERS.agent, 'not-the-password');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectRoute(page, '/');
  });

  test('the form checks the e-mail before asking the server', async ({ page }) => {
    await page.goto('#/');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('E-mail').fill('not-an-email');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
  });

  test('registration by e-mail and code signs the new user in', async ({ page }) => {
    const email = `new.${uniqueStamp()}@example.com`;
    await page.goto('#/');
    await page.getByRole('button', { name: 'Create an account' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page.getByText('We sent an e-mail to this address. A code in it is valid for 10 minutes.'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await form.getByLabel('Verification code').fill(await codeFor(page, email));
    await form.getByLabel('Name').fill('New Person');
    await form.getByLabel(/^Password/).fill('a-new-password-1');
    await form.getByLabel('Confirm password').fill('a-new-password-1');
    await form.getByRole('button', { name: 'Register' }).click();
    // A new account holds no staff role yet.
    await expect.poll(() => page.url()).not.toMatch(/#\/$/);
  });

  test('a domain the administrator blacklists cannot register, and is told nothing more', async ({
    page,
  }) => {
    await signIn(page, USERS.admin, '/system/blacklist');
    await page.getByRole('button', { name: 'Add to the blacklist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to the blacklist' });
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Domain', exact: true }).click();
    // The administrator's own domain would refuse them too: refused under the field.
    await dialog.getByRole('textbox', { name: 'Domain' }).fill('bq.example.com');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Fake sign-ups from a bot');
    await dialog.getByRole('button', { name: 'Add to the blacklist' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Domain' })).toHaveAccessibleDescription(
      /would refuse you too/,
    );
    await dialog.getByRole('textbox', { name: 'Domain' }).fill('@Spam-Mail.com');
    await dialog.getByRole('button', { name: 'Add to the blacklist' }).click();
    await expect(dialog).toHaveCount(0);
    const entries = page.getByRole('table', { name: 'Blacklist entries' });
    await expect(entries.getByRole('row', { name: /spam-mail\.com/ })).toContainText(
      'Fake sign-ups from a bot',
    );

    // A visitor from a subdomain of it: the same neutral answer as any refusal.
    await page.evaluate(() => localStorage.clear());
    await page.goto('#/');
    await page.reload();
    await page.getByRole('button', { name: 'Create an account' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('E-mail').fill('someone@offers.spam-mail.com');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page.getByText('This request cannot be completed. Please contact the office.'),
    ).toBeVisible();
  });

  test('the password can be changed with an e-mailed code, then used to log in', async ({
    page,
  }) => {
    const email = USERS.finance;
    await page.goto('#/');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Send code' }).click();
    await form.getByLabel('Verification code').fill(await codeFor(page, email));
    await form.getByLabel('New password').fill('finance-new-pass');
    await form.getByLabel('Confirm password').fill('finance-new-pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Password changed. Please log in with the new password.'),
    ).toBeVisible();
    await login(page, email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toBeVisible();
    await login(page, email, 'finance-new-pass');
    await expectRoute(page, '/home');
    // Finance sees the whole office's cases: its figures are not called "my" cases.
    const figures = page.getByRole('region', { name: 'Case figures' });
    await expect(figures.getByText('All cases', { exact: true })).toBeVisible();
    await expect(figures.getByText('My cases', { exact: true })).toHaveCount(0);
  });

  test('logging out asks first, then says so and forgets the session', async ({ page }) => {
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    const figures = page.getByRole('region', { name: 'Case figures' });
    await expect(figures.getByText('My cases', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to log out?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectRoute(page, '/home');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Successfully logged out')).toBeVisible();
    await expectRoute(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('#/home');
    await expectRoute(page, '/');
  });

  test('a browser that logged in before sends its device cookie with the next login', async ({
    page,
  }) => {
    // Issue 23 item 3: the server counts a known browser's failures on its own; the portal calls
    // the API on its own origin, so the browser sends the HttpOnly cookie without any code.
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'bq_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/general/unauth/loginByEmail',
    });
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const next = page.waitForRequest((r) => r.url().endsWith('/general/unauth/loginByEmail'));
    await login(page, USERS.agent);
    expect(await (await next).headerValue('cookie')).toMatch(/bq_device=v1\./);
    await expectRoute(page, '/home');
  });

  test('a revoked token (1001) closes messages, shows the server message and logs out', async ({
    page,
  }) => {
    // The home page's calls finish before the token is revoked, so the call that meets the
    // revoked token is the one the test makes the page send (the toast lasts only 3 s).
    const pending = new Set<Request>();
    page.on('request', (request) => {
      if (request.url().includes('/api/') && !request.url().includes('unreadStream'))
        pending.add(request);
    });
    const settle = (request: Request) => pending.delete(request);
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await expect(page.getByRole('list', { name: 'Unread notifications' })).toBeVisible();
    await expect.poll(() => pending.size).toBe(0);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('token') ?? '{}').value,
    );
    // Revoke the token from outside, as a password change elsewhere would.
    await page.request.post('api/general/user/logout', {
      headers: { Authorization: token },
      form: {},
    });
    // On a busy machine the 30 s count poll may still be first to meet the revoked token and log
    // out, taking the menu away: the page is sent to notifications by its address, which works
    // either way, rather than by a click that would wait for a link no longer there.
    await page.evaluate(() => {
      window.location.hash = '#/home/mine-msg';
    });
    await expectRoute(page, '/');
    await expect(
      page.getByText('Your session has expired or was ended; please log in again'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
