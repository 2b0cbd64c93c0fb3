import { expect, test } from './fixtures';
import { expectRoute, login, USERS } from './support';

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
