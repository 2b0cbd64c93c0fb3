import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { expectRoute, signIn, USERS } from './support';

/**
 * Issue 14, what a new user trips over in the case forms, as they see it: a notes counter that
 * forgot the notes after a reload, a link with a broken case number that opened another case, and
 * mistakes the form let through until the server refused them.
 */
test.describe('first-user fixes: the case forms', () => {
  test('the notes counter counts the saved notes after a reload', async ({ page }) => {
    await signIn(page, USERS.agent, '/transaction/referral');
    await page.getByRole('textbox', { name: 'Street' }).fill('3 Counter Court');
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await notes.fill('Call after 5 pm');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectRoute(page, '/transaction/referral-process');
    await page.reload();
    await expect(notes).toHaveValue('Call after 5 pm');
    // The counter sits under the box: 15 characters of the column's limit.
    await expect(page.getByText(/^15 \/ \d+$/)).toBeVisible();
  });

  test('a first save the server refuses shows why under the field and creates no draft', async ({
    page,
  }) => {
    const street = `${uniqueStamp()} Nodraft Lane`;
    const { token } = await signIn(page, USERS.agent, '/transaction/referral');
    // The form checks the ZIP itself now; the request is altered on its way so the server is the
    // one refusing, as it would for a rule only it knows.
    await page.route('**/api/bq/tran/case/create', (route) =>
      route.continue({
        postData: (route.request().postData() ?? '').replace('"94105"', '"abcde"'),
      }),
    );
    await page.getByRole('textbox', { name: 'Street' }).fill(street);
    await page.getByRole('textbox', { name: 'ZIP' }).fill('94105');
    await page.getByRole('button', { name: 'Save draft' }).click();
    // Under the field, in words (the toast says the same with the field's name).
    await expect(page.getByRole('textbox', { name: 'ZIP' })).toHaveAccessibleDescription(
      /Must be a ZIP code/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New referral case');
    await expectRoute(page, '/transaction/referral');

    // Nothing was created: the agent's cases hold none at that street.
    const found = await page.request.post('api/bq/tran/case/search', {
      headers: { Authorization: token },
      data: { keyword: street, pageNum: 1, pageSize: 10 },
    });
    expect(((await found.json()) as { data: { total: number } }).data.total).toBe(0);
  });

  test('e-mail, ZIP and amounts are checked while typing, before anything is sent', async ({
    page,
  }) => {
    await signIn(page, USERS.agent, '/transaction/purchase-new');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/tran\/case\/(create|saveDraft)/.test(request.url())) sent.push(request.url());
    });
    const email = page.getByRole('textbox', { name: 'E-mail' }).first();
    const zip = page.getByRole('textbox', { name: 'ZIP' });

    // Spec §5: a known ending is required, and no spaces.
    for (const wrong of ['client@foo', 'a b@example.com']) {
      await email.fill(wrong);
      await email.blur();
      await expect(email).toHaveAccessibleDescription(/Must be an e-mail address/);
    }
    // Fixing it takes the message away as it is typed.
    await email.fill('client@example.com');
    await expect(email).not.toHaveAccessibleDescription(/Must be an e-mail address/);

    await zip.fill('abcde');
    await zip.blur();
    await expect(zip).toHaveAccessibleDescription(/Must be a ZIP code/);

    // The price column holds 12 whole digits: a 13th is refused as too large, kept as typed.
    const price = page.getByRole('textbox', { name: 'Purchase price' });
    await price.pressSequentially('1234567890123');
    await expect(price).toHaveValue('1234567890123');
    await expect(page.getByText(/Too large/)).toBeVisible();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    expect(sent).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^New /);
  });

  test('a process link whose id is not a case number says so instead of opening the last case', async ({
    page,
  }) => {
    // Open a real case first, so a stored transaction id exists to fall back on.
    await signIn(page, USERS.agent, '/transaction/caselist');
    await page.getByRole('row').nth(1).click();
    await expectRoute(page, /-process$/);
    const path = new URL(page.url()).hash.slice(1).split('?')[0] ?? '';

    await page.goto(`#${path}?id=abc`);
    await expect(page.getByText('Case not found', { exact: true })).toBeVisible();
    await expect(page.getByText('which is not a case number')).toBeVisible();
    await page.getByRole('button', { name: 'Case list' }).click();
    await expectRoute(page, /\/transaction\/caselist/);
  });
});
