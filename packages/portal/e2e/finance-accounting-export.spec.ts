import { businessDay } from '@bq/validators';
import { testDate } from '../../../scripts/test-clock.mjs';
import { report, seriousViolations } from './axe';
import { acceptPayment, awaitingOrder } from './commerce-staff-helpers';
import { expect, test } from './fixtures';
import { signIn, USERS } from './support';

// The accounting export: a paid course seat puts dollars in the ledger → finance maps the
// ledger's accounts (the cash one by hand, the rest to their suggestions) → exports the day as a
// QuickBooks IIF file → exports it again, which the exports list marks as a re-export.

const today = businessDay(testDate());
const typed = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;

test('finance maps the accounts and exports a day twice, the second marked re-export', async ({
  page,
  request,
}, info) => {
  const order = await awaitingOrder(request, 'accounting-export-seat');
  await acceptPayment(request, order.id, 'CHQ-AX-1');

  await signIn(page, USERS.finance, '/financial/accounting-export');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounting export' })).toBeVisible();
  const chart = page.getByRole('table', { name: 'Chart of accounts' });
  await expect(chart.getByText('Unmapped').first()).toBeVisible();

  await chart.getByRole('button', { name: 'Map Cash · the office' }).click();
  const dialog = page.getByRole('dialog', { name: 'Map Cash · the office' });
  await dialog.getByLabel('QuickBooks account').fill('Bank:Operating');
  await dialog.getByLabel('Account number').fill('1010');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(chart.getByText('Bank:Operating')).toBeVisible();
  await expect(chart.getByRole('button', { name: 'Edit Cash · the office' })).toBeVisible();

  await page.getByRole('button', { name: /^Map the \d+ unmapped to their suggestions$/ }).click();
  await expect(
    page.getByText('Every ledger account is mapped to an account of the books.'),
  ).toBeVisible();

  await page.getByRole('radio', { name: 'A day' }).click();
  await page.getByRole('textbox', { name: 'Day' }).fill(typed);
  const first = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export IIF' }).click();
  expect((await first).suggestedFilename()).toMatch(
    new RegExp(`^bq-journal-${today}-\\d{12}\\.iif$`),
  );
  const exports = page.getByRole('table', { name: 'Exports' });
  await expect(exports.getByRole('row')).toHaveCount(2);

  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export IIF' }).click();
  expect((await again).suggestedFilename()).toMatch(/-re-export-\d{12}\.iif$/);
  await expect(exports.getByRole('row')).toHaveCount(3);
  await expect(exports.getByText('Re-export')).toHaveCount(1);
  await expect(exports.getByText(/entries, all re-exported|entry, all re-exported/)).toBeVisible();
  // The axe sweep of the menu pages sees this page empty; here it holds a chart and exports.
  const findings = await seriousViolations(page, '/financial/accounting-export');
  expect(findings, report(findings)).toEqual([]);
  await page.screenshot({ path: info.outputPath('finance-accounting-export.png'), fullPage: true });
});
