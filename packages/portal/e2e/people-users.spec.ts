import type { Page } from '@playwright/test';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { apiLogin, call, codeFor, expectRoute, login, signIn, USERS } from './support';

/** The top-level entries of the main menu, as a person sees them. */
async function menuOf(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('listitem').first()).toBeVisible();
  return menu.locator(':scope > ul > li > :is(button, a)').allInnerTexts();
}

/**
 * Issue 12, user management as an administrator does it: a new person with a role and a branch,
 * their first sign-in, a change of theirs accepted and kept in the admin history, the export.
 */
test.describe('people: user management', () => {
  test('an administrator adds a person with a role and a branch; they sign in to exactly that role, and a change of theirs is accepted into the history', async ({
    page,
    browser,
  }) => {
    // Three people in three browsers, an e-mailed code and a staged change: three times the default.
    test.slow();
    const stamp = uniqueStamp();
    const email = `new.person.${stamp}@example.com`;
    const name = `Nora Newcomer ${stamp}`;
    await signIn(page, USERS.admin, '/userroles/usermgt/index');
    await page.getByRole('button', { name: 'Add person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a person' });
    await dialog.getByRole('textbox', { name: 'Sign-in e-mail' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Legal name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Operations - Approver' }).click();
    await dialog.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: 'Bay Area · San Jose' }).click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expectRoute(page, /^\/userroles\/usermgt\/expand\/\d+$/);
    const agentId = Number(/expand\/(\d+)/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const office = page.getByRole('region', { name: 'Office settings' });
    await expect(office).toContainText('Operations - Approver');
    await expect(office).toContainText('San Jose');

    // The person sets a password from the e-mailed code, then signs in.
    const newcomer = await (await browser.newContext()).newPage();
    await newcomer.goto('#/');
    await newcomer.getByRole('button', { name: 'Forgot password?' }).click();
    const form = newcomer.getByRole('form', { name: 'Change password' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Send code' }).click();
    await form.getByLabel('Verification code').fill(await codeFor(newcomer, email));
    await form.getByLabel('New password').fill('nora-first-pass');
    await form.getByLabel('Confirm password').fill('nora-first-pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(newcomer.getByText('Password changed.', { exact: false })).toBeVisible();
    await login(newcomer, email, 'nora-first-pass');
    await expectRoute(newcomer, '/home');

    // Exactly the menus of the role: the same as a long-standing approver's, and no more.
    const approver = await (await browser.newContext()).newPage();
    await signIn(approver, USERS.approver, '/home');
    const expected = await menuOf(approver);
    expect(expected).toContain('Approval');
    expect(await menuOf(newcomer)).toEqual(expected);
    expect(await menuOf(newcomer)).not.toContain('User management');

    // A change of an office-controlled field waits for the office…
    const token = await newcomer.evaluate(
      () => JSON.parse(localStorage.getItem('token') ?? '{}').value as string,
    );
    await call(newcomer.request, token, 'bq/agentInfo/editAgent', {
      agentId,
      w9: { taxClassification: 'Individual', tinLast4: '1234' },
    });
    await page.reload();
    const waiting = page.getByRole('region', { name: 'Waiting for approval' });
    await expect(waiting).toContainText('w9');
    await waiting.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Change accepted')).toBeVisible();
    await expect(waiting).toHaveCount(0);

    // …and, once accepted, is in the admin history with who accepted it.
    await page.getByRole('link', { name: 'Admin history' }).click();
    await expectRoute(page, '/userroles/usermgt/admin-history');
    const history = page.getByRole('table', { name: 'Admin history' });
    await expect(history).toContainText('w9');
    await expect(history).toContainText("Agent's change, accepted by");
  });

  test('an administrator finds and edits a lecturer on Users', async ({ page }) => {
    // The lecturer never was an agent: Users lists them all the same, under the role they hold
    // (issue 24), and their record opens and is edited like an agent's.
    // The plan must be one of the office's commission plans (issue 26): a name it has no plan of
    // is refused under the field.
    const plan = 'Flat fee 100%';
    await signIn(page, USERS.admin, '/userroles/usermgt/index');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Institute - Lecturer' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Users' });
    const lecturer = table.getByRole('row').filter({ hasText: USERS.lecturer });
    await expect(lecturer).toContainText('Lee Lecturer');
    await expect(table.getByRole('row').filter({ hasText: USERS.agent })).toHaveCount(0);

    await lecturer.click();
    await expectRoute(page, /^\/userroles\/usermgt\/expand\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lee Lecturer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'W-9 PDF' })).toBeVisible();
    const office = page.getByRole('region', { name: 'Office settings' });
    await expect(office).toContainText('Institute - Lecturer');
    await office.getByRole('button', { name: 'Edit office settings' }).click();
    await office.getByRole('textbox', { name: 'Commission plan' }).fill('Lecture fees only');
    await office.getByRole('button', { name: 'Save' }).click();
    await expect(office).toContainText("Is not one of the office's commission plans");
    await office.getByRole('textbox', { name: 'Commission plan' }).fill(plan);
    await office.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Office settings saved')).toBeVisible();
    await expect(office).toContainText(plan);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Office settings' })).toContainText(plan);
  });

  test('the export runs in the background, shows its progress and offers the file', async ({
    page,
  }) => {
    await signIn(page, USERS.admin, '/userroles/usermgt/index');
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /agents exported/ })).toBeVisible();
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download / }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const text = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8')).toContain('agent@bq.example.com');
  });

  test('several people at once: their rows as CSV, one letter to each, sent once', async ({
    page,
  }) => {
    await signIn(page, USERS.admin, '/userroles/usermgt/index');
    const table = page.getByRole('table', { name: 'Users' });
    const bar = page.getByRole('toolbar', { name: 'Selected people' });
    await expect(bar).toContainText('Select people to write to them or export them');
    await table.getByRole('checkbox', { name: 'Select Lee Lecturer' }).click();
    await table.getByRole('checkbox', { name: 'Select Fay Finance' }).click();
    await expect(bar).toContainText('2 people selected');

    const saved = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Export CSV' }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe('people-selected.csv');
    const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFName,Sign-in e-mail,Roles,Branch,Licence,Licence expires,With the office',
    );
    expect(csv).toContain('lecturer@bq.example.com');
    expect(csv).toContain('finance@bq.example.com');
    expect(csv).not.toContain('agent@bq.example.com');

    const title = `Office hours ${uniqueStamp()}`;
    await bar.getByRole('button', { name: 'Write a letter' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'A letter to 2 people' });
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Letter/).fill('The office is open until 6 pm this week.');
    await dialog.getByRole('button', { name: 'Send letter' }).click();
    await expect(page.getByText('Letter sent to 2 people')).toBeVisible();
    await expect(bar).toContainText('Select people to write to them or export them');

    for (const email of [USERS.lecturer, USERS.finance]) {
      const { token } = await apiLogin(page.request, email);
      const inbox = await call<{ list: { title: string }[] }>(
        page.request,
        token,
        'bq/messageStation/getMessageList',
        { pageNum: 1, pageSize: 50 },
        'form',
      );
      expect(inbox.list.filter((letter) => letter.title === title)).toHaveLength(1);
    }
  });
});
