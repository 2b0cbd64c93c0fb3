import { addMoney, businessMonth, moneyToDecimal, parseMoney, subtractMoney } from '@bq/validators';
import type { Page } from '@playwright/test';
import { testDate } from '../../../scripts/test-clock.mjs';
import { listingThrough } from './case-helpers';
import { expect, test } from './fixtures';
import { signIn, USERS } from './support';

// Ledger corrections: a closed listing's commission is on the agent's draft statement → finance
// corrects the agent's split with a reason ($2,000 from the company dollar to the agent, above the
// $1,000 a person posts alone) → a second person approves it → the statement shows the difference.
test.describe.configure({ mode: 'serial' });

const month = businessMonth(testDate());
let statementPath = '';
let totalBefore = '';

async function openAs(page: Page, email: string, target: string) {
  await signIn(page, email, target.split('?')[0]);
  await page.goto(`#${target}`);
}

const totalOf = async (page: Page) =>
  (
    (await page
      .getByRole('term')
      .filter({ hasText: /^Total/ })
      .locator('xpath=following-sibling::*[1]')
      .textContent()) ?? ''
  )
    .replace(/[$,]/g, '')
    .trim();

test('finance corrects the agent’s split with a reason; above the amount it waits for approval', async ({
  page,
}) => {
  await listingThrough(page.request, { street: '9 Correction Way' });
  await openAs(page, USERS.finance, `/financial/staffwages/index?month=${month}`);
  await page
    .getByRole('table', { name: 'Pay statements' })
    .getByRole('row', { name: /Alex Agent/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Pay statement: Alex Agent, ${month}`,
  );
  statementPath = new URL(page.url()).hash.replace(/^#/, '');
  totalBefore = await totalOf(page);
  const lines = page.getByRole('table', { name: 'Statement lines' });
  await lines
    .getByRole('button', { name: /Correct transfer/ })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: /Correct transfer case:/ });
  const agent = dialog.getByRole('textbox', { name: /^Agent · Alex Agent/ });
  const office = dialog.getByRole('textbox', { name: /^Income · Company dollar/ });
  const move = parseMoney('2000');
  const plus = (text: string) => moneyToDecimal(addMoney(parseMoney(text), move));
  const minus = (text: string) => moneyToDecimal(subtractMoney(parseMoney(text), move));
  await agent.fill(plus(await agent.inputValue()));
  await office.fill(minus(await office.inputValue()));
  await dialog
    .getByRole('textbox', { name: /Reason/ })
    .fill('The split was 78/22 for this listing');
  await expect(dialog.getByText(/above \$1,000\.00: proposed now/)).toBeVisible();
  await dialog.screenshot({ path: '../../test-results/finance-corrections-dialog.png' });
  await dialog.getByRole('button', { name: 'Correct', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // Proposed only: the statement has not moved yet.
  await page.reload();
  expect(await totalOf(page)).toBe(totalBefore);
});

test('a second person approves; the statement shows the difference', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await openAs(page, USERS.admin, '/financial/corrections');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger corrections' })).toBeVisible();
  const proposal = page.getByRole('region', { name: /Correction #\d+/ }).first();
  await expect(proposal).toContainText('The split was 78/22 for this listing');
  await page.screenshot({
    path: '../../test-results/finance-corrections-page.png',
    fullPage: true,
  });
  await proposal.getByRole('button', { name: 'Approve and post' }).click();
  const dialog = page.getByRole('dialog', { name: /Approve correction/ });
  await dialog.getByRole('button', { name: 'Approve and post' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Ledger corrections' })).toContainText('Posted');

  await openAs(page, USERS.finance, statementPath);
  const lines = page.getByRole('table', { name: 'Statement lines' });
  await expect(lines).toContainText(/Correction #\d+/);
  const after = await totalOf(page);
  expect(moneyToDecimal(subtractMoney(parseMoney(after), parseMoney(totalBefore)))).toBe('2000.00');
});
