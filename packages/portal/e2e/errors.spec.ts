import { expect, test } from '@playwright/test';
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
    await expect(page.getByRole('alert').filter({ hasText: 'Receiver not found' })).toBeVisible();
    await expectRoute(page, '/home/sending-letter/Nobody/999999');
  });

  test('a network failure shows the transport message', async ({ page }) => {
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await page.route('**/api/bq/messageStation/getMessageList', (route) => route.abort());
    await page.getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Network Error' })).toBeVisible();
  });
});
