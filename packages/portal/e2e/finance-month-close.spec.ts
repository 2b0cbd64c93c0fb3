import { businessMonthsTo, MONTH_NAMES } from '@bq/validators';
import { testDate } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { signIn, USERS } from './support';

// Month close: finance opens the page, the last month that ended is chosen, its checks pass and
// the books tie out (0.00); finance closes it after confirming, and the page shows who and when.

const [lastMonth] = businessMonthsTo(testDate(), 2);
const name = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

test('finance closes the last month once its checks pass, the books tying out', async ({
  page,
}, info) => {
  const month = name(lastMonth as string);
  await signIn(page, USERS.finance, '/financial/month-close');
  await expect(page.getByRole('heading', { level: 1, name: 'Month close' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: month })).toBeVisible();
  await expect(page.getByText('0.00 — the books tie out')).toBeVisible();
  await expect(page.getByText('Every check passes: the month can be closed.')).toBeVisible();
  const checks = page.getByRole('table', { name: `Checks for ${month}` });
  await expect(checks.getByText('Passes')).toHaveCount(4);

  await page.getByRole('button', { name: `Close ${month}` }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${month}?` });
  await dialog.getByRole('button', { name: 'Close the month' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Closed by Fay Finance on /)).toBeVisible();
  await expect(page.getByRole('button', { name: `Close ${month}` })).toHaveCount(0);
  const months = page.getByRole('table', { name: 'Ledger months' });
  await expect(months.getByRole('row', { name: new RegExp(month) })).toContainText('Fay Finance');
  // The closed month's checks and the reconciliation below them, in view.
  await page.getByText('0.00 — the books tie out').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('finance-month-close.png') });
});
