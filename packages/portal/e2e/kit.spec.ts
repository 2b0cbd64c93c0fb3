import { expect, test } from './fixtures';
import { call, expectRoute, signIn, USERS } from './support';

/**
 * Issue 10 "Done when", against the real server: a field the server refuses shows the server's
 * message under that input until it is corrected, and the lists rebuilt on the kit keep their
 * state in the URL across F5.
 */
test.describe('the area kit', () => {
  test('a ZIP only the server checks is refused under its input, and stays until corrected', async ({
    page,
  }) => {
    const { token } = await signIn(page, USERS.agent);
    const { id } = await call<{ id: number }>(page.request, token, 'bq/tran/case/create', {
      type: 3,
    });
    await page.goto(`#/transaction/listing-process?id=${id}`);
    const zip = page.getByRole('textbox', { name: 'ZIP', exact: true });
    // The form takes any 10 characters; the ZIP pattern is the server's rule alone.
    await zip.fill('ABCDE');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const message = 'Must be a ZIP code (12345 or 12345-6789)';
    await expect(zip).toHaveAccessibleDescription(message);
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    // Longer than a toast lives (3 s): the message under the field is still there.
    await page.waitForTimeout(3_500);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    // Other fields change, the refusal stays; correcting the ZIP clears it and the save goes through.
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('San Francisco');
    await expect(zip).toHaveAccessibleDescription(message);
    await zip.fill('94110');
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  });

  test('the notifications keep their tab across F5', async ({ page }) => {
    await signIn(page, USERS.agent);
    await page.goto('#/home/mine-msg');
    await page.getByRole('tab', { name: 'Read', exact: true }).click();
    await expect(page).toHaveURL(/#\/home\/mine-msg\?tab=read$/);
    await page.reload();
    await expect(
      page.getByRole('tab', { name: 'Read', exact: true, selected: true }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Unread' }).click();
    await expect(page).toHaveURL(/\?tab=unread$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Unread', selected: true })).toBeVisible();
  });

  test('the case history keeps its address filter and page size across F5', async ({ page }) => {
    await signIn(page, USERS.agent);
    await page.goto('#/transaction/history/history-index');
    await page.getByRole('textbox', { name: 'Address' }).fill('Main');
    await page.getByRole('button', { name: 'Search' }).click();
    await expectRoute(page, '/transaction/history/history-index/Main');
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    await expect(page).toHaveURL(/history-index\/Main\?size=50$/);
    await page.reload();
    await expectRoute(page, '/transaction/history/history-index/Main');
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('Main');
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  });
});
