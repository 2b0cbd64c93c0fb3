import { readFile } from 'node:fs/promises';
import { report, seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectRoute, login, signIn, USERS, userIdOf } from './support';

/**
 * Sessions and the security log (docs/auth.md): a wrong password then the right one on the login
 * form; the administrator finds both events with address and device on the security log page and
 * downloads its CSV. Then a person ends another session of theirs on their settings page, and
 * that session's next call is refused.
 */

/** A phone's browser, so its session is told apart from the test's own tab by its device. */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a wrong password and a right one are in the security log, with address, device and CSV', async ({
  page,
}) => {
  await login(page, USERS.lecturer, 'not-the-password-1');
  await expect(page.getByText('Wrong e-mail or password')).toBeVisible();
  await login(page, USERS.lecturer, DEMO_PASSWORD);
  await expectRoute(page, '/home');

  const lecturer = await userIdOf(page.request, USERS.lecturer);
  await signIn(page, USERS.admin, `/system/security-log?person=${lecturer}`);
  await expect(page.getByRole('heading', { name: 'Security log', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Events' });
  const failed = table.getByRole('row').filter({ hasText: 'wrong password' }).first();
  await expect(failed).toContainText('Sign-in failed');
  await expect(failed).toContainText('Lee');
  await expect(failed).toContainText(/127\.0\.0\.1|::1/);
  await expect(failed).toContainText(/Chrome \d+ on Linux/);
  const signedIn = table.getByRole('row').filter({ hasText: 'Signed in' }).first();
  await expect(signedIn).toContainText(/Chrome \d+ on Linux · session \d+/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^security-log-\d{12}\.csv$/);
  const text = await readFile((await file.path()) as string, 'utf8');
  expect(text).toContain('Sign-in failed,wrong_password');
  expect(text).toContain(USERS.lecturer);
  expect(text).not.toContain('not-the-password-1');
  const findings = await seriousViolations(page, '/system/security-log');
  expect(findings, report(findings)).toEqual([]);
});

test('a person ends another session of theirs, and its next call is refused', async ({ page }) => {
  const phone = await page.request.post('api/general/unauth/loginByEmail', {
    headers: { 'user-agent': PHONE },
    form: { email: USERS.mentor, password: DEMO_PASSWORD },
  });
  const { token } = ((await phone.json()) as { data: { token: string } }).data;
  const stillIn = async () => {
    const answer = await page.request.post('api/general/user/getUserRoles', {
      headers: { Authorization: token },
      form: {},
    });
    return ((await answer.json()) as { code: number }).code;
  };
  expect(await stillIn()).toBe(200);

  await signIn(page, USERS.mentor, '/home/mine-msg');
  const card = page.getByRole('region', { name: 'Sessions and devices' });
  await expect(card.getByText('This device')).toBeVisible();
  await card.getByRole('button', { name: 'End: Safari 17 on iPhone' }).click();
  await expect(card.getByText('The session was ended.')).toBeVisible();
  await expect(card.getByText('Safari 17 on iPhone')).toHaveCount(0);
  expect(await stillIn()).toBe(1001);
  const findings = await seriousViolations(page, '/home/mine-msg');
  expect(findings, report(findings)).toEqual([]);
  // The page's own session goes on.
  await page.reload();
  await expect(card.getByText('This device')).toBeVisible();
});
