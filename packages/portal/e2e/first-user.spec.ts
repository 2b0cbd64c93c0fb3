import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, signIn, USERS } from './support';

/**
 * Issue 14, what a new user trips over, as that user sees it against the real server: typed dates
 * in the forms people use, money to the cent, a +1 phone. (The other items follow.)
 */

async function newListing(page: Page) {
  const { token } = await signIn(page, USERS.agent);
  const { id } = await call<{ id: number }>(page.request, token, 'bq/tran/case/create', {
    type: 3,
  });
  return { token, id };
}

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

test.describe('first-user fixes', () => {
  test('dates typed four ways are saved and shown as MM/DD/YYYY; an impossible one is refused under its field and not saved', async ({
    page,
  }) => {
    const { id } = await newListing(page);
    await page.goto(`#/transaction/listing-process?id=${id}`);
    const typed = [
      ['Acceptance date', '2/3/2027', '02/03/2027'],
      ['Escrow open date', '02/04/2027', '02/04/2027'],
      ['Contingency removal date', '2027-02-05', '02/05/2027'],
      ['Close of escrow date', '02062027', '02/06/2027'],
    ] as const;
    for (const [label, text, shown] of typed) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      await field.fill(text);
      await field.blur();
      await expect(field).toHaveValue(shown);
    }
    await save(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    for (const [label, , shown] of typed) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(shown);
    }

    const close = page.getByRole('textbox', { name: 'Close of escrow date', exact: true });
    await close.fill('02/30/2027');
    await close.blur();
    const reason = 'Not a date: February has no 30th.';
    await expect(close).toHaveAccessibleDescription(reason);
    await save(page);
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    await expect(page.getByText('Saved', { exact: true })).toHaveCount(0);
    await expect(close).toHaveAccessibleDescription(reason);
    // Nothing was stored: after a reload (leaving, then declining the local copy of the typed
    // text) the saved date is still the one the server has.
    page.once('dialog', (dialog) => dialog.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(
      page.getByRole('textbox', { name: 'Close of escrow date', exact: true }),
    ).toHaveValue('02/06/2027');
  });

  test('a price of $1,250,000.50 is shown to the cent in the case list', async ({ page }) => {
    const { token, id } = await newListing(page);
    await call(page.request, token, 'bq/tran/case/saveDraft', {
      id,
      listPrice: '1250000.50',
      address: { street: '1 Cent Way', city: 'Oakland', state: 'CA', zip: '94607' },
    });
    await page.goto('#/transaction/caselist/draft?keyword=Cent%20Way');
    await expect(page.getByRole('cell', { name: '$1,250,000.50' })).toBeVisible();
  });

  test('a phone typed with the +1 country code is formatted and saved so', async ({ page }) => {
    const { id } = await newListing(page);
    await page.goto(`#/transaction/listing-process?id=${id}`);
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true }).first();
    await phone.fill('+1 415 555 1234');
    await phone.blur();
    await expect(phone).toHaveValue('(415) 555-1234');
    await save(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true }).first()).toHaveValue(
      '(415) 555-1234',
    );
  });
});
