import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import { expectRoute, login, signIn, USERS } from './support';

/**
 * Two-step sign-in, end to end: finance sets up an authenticator on their own settings page, signs
 * out, and signs in with password + code; the same code again is refused, a recovery code works
 * once. Codes are computed as the phone would, at the time the server keeps: a tab made later in
 * the run starts its clock at the test instant again, minutes behind the server's (e2e-host.ts).
 */

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expectRoute(page, '/');
}

async function secondStep(page: Page, code: string, recovery = false) {
  await login(page, USERS.finance);
  const form = page.getByRole('form', { name: 'Two-step sign-in' });
  if (recovery) await form.getByRole('button', { name: 'Use a recovery code' }).click();
  await form.getByLabel(recovery ? 'Recovery code' : 'Code from your authenticator app').fill(code);
  await form.getByRole('button', { name: 'Verify' }).click();
  return form;
}

test('finance turns on two-step sign-in and signs in with a code, once each', async ({
  page,
  serverClock,
}) => {
  await signIn(page, USERS.finance, '/home/mine-msg');
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await card.getByRole('button', { name: 'Set up' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('two-step-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enrolledAt = await serverClock.now();
  await card.getByLabel('Code from your authenticator app').fill(codeAt(secret, enrolledAt));
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText(/Keep these ten recovery codes/)).toBeVisible();
  const recovery = await card.getByText(/^[a-z2-9]{5}-[a-z2-9]{5}$/).allTextContents();
  expect(recovery).toHaveLength(10);
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('10 recovery codes left')).toBeVisible();
  await logOut(page);

  // The password alone signs nobody in now. The next step's code (the window takes one step
  // ahead): the confirming code's own step was spent by the set-up.
  const code = codeAt(secret, (await serverClock.now()) + 30_000);
  await secondStep(page, code);
  await expectRoute(page, '/home');
  await logOut(page);

  // The same code again, still inside its window: refused.
  const again = await secondStep(page, code);
  await expect(again.getByText(/already used/)).toBeVisible();
  await expectRoute(page, '/');

  // A recovery code works once.
  const [spare] = recovery;
  await page.getByRole('button', { name: 'Back to log in' }).click();
  await secondStep(page, spare ?? '', true);
  await expectRoute(page, '/home');
  await logOut(page);
  const spent = await secondStep(page, spare ?? '', true);
  await expect(spent.getByText(/not a 6-digit code or an unused recovery code/)).toBeVisible();
  await expectRoute(page, '/');
});
