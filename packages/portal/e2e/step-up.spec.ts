import { businessMonth } from '@bq/validators';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { testDate } from '../../../scripts/test-clock.mjs';
import { caseThrough } from './case-helpers';
import { expect, test } from './fixtures';
import { step } from './statement-helpers';
import { apiLogin, call, expectRoute, login, USERS, userIdOf } from './support';

/**
 * Step-up before money moves (docs/auth.md): finance, enrolled with an authenticator, pays a
 * statement right after signing in with a code and is not asked again; ten minutes later by the
 * server's clock, paying the next statement asks for a code over the page, and then it goes
 * through. Codes are computed as the phone would, at the server's time (two-step.spec.ts).
 */

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** Two statements waiting to be paid: a closed listing of the agent, 40% of it the mentor's. */
async function twoApprovedStatements(request: APIRequestContext): Promise<number[]> {
  const mentor = await userIdOf(request, USERS.mentor);
  await caseThrough(request, {
    street: '9 Step-up Court',
    split: [{ userId: mentor, percent: '40' }],
  });
  const finance = (await apiLogin(request, USERS.finance)).token;
  const admin = (await apiLogin(request, USERS.admin)).token;
  const { list } = await call<{ list: { id: number; name: string }[] }>(
    request,
    finance,
    'bq/payroll/statements',
    { month: businessMonth(testDate()) },
  );
  const ids = ['Alex Agent', 'Mei Mentor'].map((name) => {
    const row = list.find((s) => s.name === name);
    if (!row) throw new Error(`no statement of ${name}`);
    return row.id;
  });
  for (const id of ids) {
    await call(request, finance, 'bq/payroll/review', { id });
    // Above the second-person amount: someone other than the reviewer approves.
    await call(request, admin, 'bq/payroll/approve', { id });
  }
  return ids;
}

/** Finance turns on two-step sign-in through the calls (the settings card is two-step.spec's). */
async function enrolFinance(request: APIRequestContext, at: number): Promise<string> {
  const token = (await apiLogin(request, USERS.finance)).token;
  const { secret } = await call<{ secret: string }>(request, token, 'general/twoStep/start', {});
  await call(request, token, 'general/twoStep/confirm', { code: codeAt(secret, at) });
  return secret;
}

async function pay(page: Page, statement: number) {
  await page.goto(`#/financial/staffwages/detail?id=${statement}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay statement: /);
  return step(page, 'Pay');
}

test('finance pays right after signing in with a code; ten minutes later paying asks for a code again', async ({
  page,
  serverClock,
}) => {
  const [first, second] = await twoApprovedStatements(page.request);
  const secret = await enrolFinance(page.request, await serverClock.now());

  // Password, then the next step's code (the confirming code's own step was spent).
  await login(page, USERS.finance);
  const form = page.getByRole('form', { name: 'Two-step sign-in' });
  const signInCode = codeAt(secret, (await serverClock.now()) + 30_000);
  await form.getByLabel('Code from your authenticator app').fill(signInCode);
  await form.getByRole('button', { name: 'Verify' }).click();
  await expectRoute(page, '/home');

  // Fresh from the sign-in's code: paid without being asked.
  await expect(await pay(page, first ?? 0)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Confirm it is you' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Payouts' })).toContainText('Pending');

  await serverClock.advance(10 * 60_000);
  const payDialog = await pay(page, second ?? 0);
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  await stepUp
    .getByLabel('Code from your authenticator app')
    .fill(codeAt(secret, await serverClock.now()));
  await stepUp.getByRole('button', { name: 'Verify' }).click();
  // The same request went on once the code was taken: paid, once.
  await expect(stepUp).toHaveCount(0);
  await expect(payDialog).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Payouts' })).toContainText('Pending');
  await expect(page.getByRole('table', { name: 'Payouts' }).getByRole('row')).toHaveCount(2);
});
