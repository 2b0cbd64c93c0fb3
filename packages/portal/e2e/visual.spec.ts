import { expect, type Page, test } from '@playwright/test';
import { expectRoute, login, USERS } from './support';

// Screenshots of the shell join the visual suite; animations off, times (seeded "now") masked.
const still = { animations: 'disabled', caret: 'hide' } as const;
const times = (page: Page) => [page.getByText(/\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4}/)];

test.describe('visual: shell', () => {
  test('login page', async ({ page }) => {
    await page.goto('#/');
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveScreenshot('login.png', still);
  });

  test('registration form', async ({ page }) => {
    await page.goto('#/');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
    await expect(page).toHaveScreenshot('register.png', still);
  });

  test('home page of an agent', async ({ page }) => {
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await expect(page.getByRole('list', { name: 'Unread notifications' })).toBeVisible();
    await expect(page).toHaveScreenshot('home-agent.png', { ...still, mask: times(page) });
  });

  for (const [name, email] of [
    ['agent', USERS.agent],
    ['approver', USERS.approver],
    ['lecturer', USERS.lecturer],
    ['multi-role', USERS.multi],
  ] as const) {
    test(`header of the ${name}`, async ({ page }) => {
      await login(page, email);
      await expectRoute(page, '/home');
      const header = page.getByRole('banner');
      await expect(header).toContainText(/\S/);
      await page.waitForLoadState('networkidle');
      await expect(header).toHaveScreenshot(`header-${name}.png`, still);
    });
  }
});
