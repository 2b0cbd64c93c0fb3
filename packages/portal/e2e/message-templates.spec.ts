import { expect, test } from './fixtures';
import { expectRoute, signIn, USERS } from './support';

/**
 * Issue 13, templates as an administrator keeps them: a text checked against its event's
 * variables while typed, a live preview, every save a version, and an earlier one restored.
 */
test.describe('message center: templates', () => {
  test('an administrator edits an e-mail template with a live preview, saves it as a new version and restores the old one', async ({
    page,
  }) => {
    await signIn(page, USERS.admin, '/messagecenter/email/index');
    await page
      .getByRole('table', { name: 'E-mail templates' })
      .getByText('Password changed')
      .click();
    await expectRoute(page, '/messagecenter/email/updata');
    await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

    const body = page.getByRole('textbox', { name: 'English text' });
    const original = await body.inputValue();
    // A variable this event does not fill in is named before anything is sent.
    await body.fill('Hello {userName}, case {caseNo} is yours.');
    await body.blur();
    await expect(body).toHaveAccessibleDescription(
      /Uses \{caseNo\}, which this message does not fill in/,
    );

    await body.fill('Hello ');
    await page.getByRole('button', { name: 'Insert {userName} into the English text' }).click();
    await body.press('End');
    await body.pressSequentially(', your password was changed just now.');
    await expect(body).not.toHaveAccessibleDescription(/does not fill in/);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('Hello Alex Agent, your password was changed just now.');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/Password changed: saved as version \d+/)).toBeVisible();
    const versions = page.getByRole('table', { name: 'Versions' });
    await expect(versions.getByRole('row')).toHaveCount(3); // header + 2 versions
    // F5 shows the saved text.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'English text' })).toHaveValue(
      'Hello {userName}, your password was changed just now.',
    );

    // The shipped version comes back as the next one; both stay in the list.
    await versions.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('textbox', { name: 'English text' })).toHaveValue(original);
    await expect(versions.getByRole('row')).toHaveCount(4);
    await expect(versions).toContainText('restored from 1');
  });

  test('administrators see each mail’s delivery; without SMTP_URL it waits in the outbox', async ({
    page,
  }) => {
    // A mail of its own, so the view has one whatever ran before.
    await page.request.post('api/general/unauth/sendEmailVerificationCode', {
      form: { email: USERS.lecturer, type: 2 },
    });
    await signIn(page, USERS.admin, '/messagecenter/email/index');
    await page.getByRole('tab', { name: 'Delivery' }).click();
    const table = page.getByRole('table', { name: 'Mail delivery' });
    const row = table.getByRole('row').filter({ hasText: USERS.lecturer }).first();
    await expect(row).toContainText('Queued');
    await expect(row).not.toContainText(/\b\d{6}\b/); // never the code
    // F5 keeps the view.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Mail delivery' })).toBeVisible();
  });
});
