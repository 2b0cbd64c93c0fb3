import type { Page } from '@playwright/test';
import { TEST_NOW } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { expectRoute, login, USERS } from './support';

async function startCreate(page: Page, email: string) {
  await login(page, email);
  await expectRoute(page, '/home');
  await page.evaluate((time) => {
    const stamp = (value: unknown) => JSON.stringify({ value, time });
    localStorage.setItem('transactionID', stamp(41));
    localStorage.setItem('transactionCaseNo', stamp('BQ-OLD'));
    localStorage.setItem('tradeServiceValue', stamp(3));
  }, TEST_NOW);
  await page.getByRole('button', { name: 'Create new' }).click();
}

async function choose(page: Page, type: string) {
  const dialog = page.getByRole('dialog', { name: 'Create new transaction' });
  await dialog.getByRole('radio', { name: type }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

const stored = (page: Page) =>
  page.evaluate(() =>
    ['transactionID', 'transactionCaseNo', 'tradeServiceValue'].map((k) => localStorage.getItem(k)),
  );

test.describe('create-case flow (spec §4)', () => {
  test('a normal agent picks any type and lands on its new-case page with the stored case cleared', async ({
    page,
  }) => {
    await startCreate(page, USERS.agent);
    await choose(page, 'Mortgage');
    await expectRoute(page, '/transaction/mortgage');
    await expect(page.getByRole('heading', { name: 'New mortgage case' })).toBeVisible();
    expect(await stored(page)).toEqual([null, null, null]);
  });

  test('cancel closes the dialog and keeps the user where they were', async ({ page }) => {
    await startCreate(page, USERS.agent);
    await page
      .getByRole('dialog', { name: 'Create new transaction' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectRoute(page, '/home');
    expect(await stored(page)).not.toEqual([null, null, null]);
  });

  test('an agent without a licence is asked, and "No" says no case can be created', async ({
    page,
  }) => {
    await startCreate(page, USERS.noLicense);
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('Do you have real estate license now?');
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'sorry, you can not creat a new case until you get the real estate license.',
    );
  });

  test('an agent without a licence who has one now is sent to update the personal info', async ({
    page,
  }) => {
    await startCreate(page, USERS.noLicense);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    const reminder = page.getByRole('alertdialog');
    await expect(reminder).toContainText(
      'please update your license information in your personal info upfront, and then creat a new case.',
    );
    // The navigation itself is what this test is about (the edit page has its own tests in
    // people-personal.spec.ts), so it waits for the address rather than for the page.
    await Promise.all([
      page.waitForURL(/#\/agent-center\/personal\/edit\/\d+\/\d+$/),
      reminder.getByRole('button', { name: 'OK' }).click(),
    ]);
  });

  test('an agent without a board is asked about boards for a listing, and "No" explains', async ({
    page,
  }) => {
    await startCreate(page, USERS.noBoard);
    await choose(page, 'Listing');
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('Do you join in any board?');
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'you need to join at least one board upfront to do this type of business. or you can only do referral case or help buyer buy new construction property.',
    );
  });

  test('an agent without a board may still create purchase and referral cases', async ({
    page,
  }) => {
    await startCreate(page, USERS.noBoard);
    await choose(page, 'Referral');
    await expect(page.getByText('Do you join in any board?')).toHaveCount(0);
    await expectRoute(page, '/transaction/referral');
    await expect(page.getByRole('heading', { name: 'New referral case' })).toBeVisible();
  });

  test('resale is offered next to new construction and opens its own form, saved as resale', async ({
    page,
  }) => {
    await startCreate(page, USERS.agent);
    const dialog = page.getByRole('dialog', { name: 'Create new transaction' });
    await expect(dialog.getByRole('radio', { name: 'Purchase (new construction)' })).toBeVisible();
    await choose(page, 'Purchase (resale)');
    await expectRoute(page, '/transaction/purchase-not');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New purchase (resale) case');
    await page.getByRole('textbox', { name: 'Street' }).fill('12 Resale Row');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectRoute(page, '/transaction/purchase-not-process');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Purchase \(resale\) case BQ-\d{4}-\d{6,}$/,
    );
  });

  test('an agent without a board on record who answers Yes saves the case; its history keeps the claim', async ({
    page,
  }) => {
    await startCreate(page, USERS.noBoard);
    await choose(page, 'Listing');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expectRoute(page, '/transaction/listing');
    await page.getByRole('textbox', { name: 'Street' }).fill('7 Board Claim Way');
    await page.getByRole('button', { name: 'Save draft' }).click();
    // Saved, not refused: the process page opens and its history says what the agent claimed.
    await expectRoute(page, '/transaction/listing-process');
    await expect(
      page.getByText('the agent says they joined a board that is not on record yet'),
    ).toBeVisible();
  });

  test('roles without permission item 6473127978733605 see no Create new button', async ({
    page,
  }) => {
    await login(page, USERS.lecturer);
    await expectRoute(page, '/home');
    await expect(page.getByRole('button', { name: 'Create new' })).toHaveCount(0);
  });
});
