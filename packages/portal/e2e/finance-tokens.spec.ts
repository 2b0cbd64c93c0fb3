import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectRoute, signIn, USERS } from './support';

// Tokens and finance statistics (issue 26), against the real server: finance grants an agent
// tokens, the agent pays a marketplace order with them at checkout, and the reconciliation finds
// every account balanced; then the statistics count the tokens spent. The journeys build on each
// other in order, on this file's own server.
test.describe.configure({ mode: 'serial' });

const still = { animations: 'disabled', caret: 'hide' } as const;
/** Dates and references carry the day the journey runs. */
const moving = (page: Page) => [
  page.getByText(/\d{2}\/\d{2}\/\d{4}|BQ-\d{6}-\d{4}/),
  page.getByRole('button', { name: /^Unread messages/ }),
];
const AGENT = 'Alex Agent';
const POSTCARDS = 'Just listed postcards, 100';

test('finance grants an agent tokens, once, and the account shows the grant as a line', async ({
  page,
}) => {
  await signIn(page, USERS.finance, '/financial/token/index');
  await page.getByRole('button', { name: 'Grant tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grant tokens' });
  // Nothing filled: each field says what it needs before anything is sent.
  await dialog.getByRole('button', { name: 'Grant tokens' }).click();
  await expect(dialog.getByText('Choose whom the tokens are for')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Agent/ }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('alex');
  await page.getByRole('option', { name: new RegExp(AGENT) }).click();
  await dialog.getByRole('textbox', { name: /^Tokens/ }).fill('100');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Top producer of the quarter');
  await dialog.getByRole('textbox', { name: /Last day to spend them/ }).fill('12/31/2030');
  await dialog.getByRole('button', { name: 'Grant tokens' }).click();
  await expect(page.getByText('Tokens granted')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const accounts = page.getByRole('table', { name: 'Token accounts' });
  const row = accounts.getByRole('row', { name: new RegExp(AGENT) });
  await expect(row).toContainText('100');
  await row.click();
  // The open account is in the address: F5 shows it again.
  await expect.poll(() => new URL(page.url()).hash).toMatch(/account=\d+/);
  await page.reload();
  const lines = page.getByRole('table', { name: 'Account lines, newest first' });
  await expect(lines).toContainText(/token-grant:\d+/);
  await expect(lines).toContainText('Top producer of the quarter');
  await expect(lines).toContainText('+100');
});

test('the agent pays for a product with tokens at checkout, the balance shown', async ({
  page,
}) => {
  await signIn(page, USERS.agent, '/buy-car/index');
  const catalogue = page.getByRole('region', { name: 'Browse products' });
  await catalogue.getByLabel('Product name').fill('postcards');
  await catalogue.getByRole('button', { name: 'Search' }).click();
  await catalogue.getByRole('button', { name: `Add to cart: ${POSTCARDS}` }).click();
  await expect(page.getByRole('table', { name: 'Cart lines' })).toContainText(POSTCARDS);
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectRoute(page, '/marketing/confirmorder');

  // $45.25 at $1.00 a token, rounded up: 46 tokens of the 100 granted.
  const how = page.getByRole('radiogroup', { name: 'How to pay' });
  await how.getByRole('radio', { name: 'Tokens: 46 tokens of your 100 tokens' }).click();
  await expect(page.getByText('The tokens are taken when you place the order')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectRoute(page, '/agent-center/my-Commodity-order/detail');
  await expect(page.getByRole('list', { name: 'Order history' })).toContainText(
    'Paid with 46 tokens ($45.25)',
  );
});

test('check-account finds every account balanced; the statistics count the tokens spent', async ({
  page,
}) => {
  await signIn(page, USERS.finance, '/financial/token/index');
  const row = page.getByRole('table', { name: 'Token accounts' }).getByRole('row', {
    name: new RegExp(AGENT),
  });
  await expect(row).toContainText('54');
  await page.getByRole('link', { name: 'Check accounts' }).click();
  await expectRoute(page, '/financial/token/check-account');
  await expect(page.getByRole('status')).toContainText('are balanced');
  const table = page.getByRole('table', { name: 'Accounts reconciled' });
  await expect(table.getByRole('row', { name: new RegExp(AGENT) })).toContainText('Balanced');
  await expect(table.getByRole('row', { name: /Income/ })).toContainText('46');
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  // The page's own area: the menu beside it grows with every finance page built.
  await expect(page.locator('main')).toHaveScreenshot('finance-token-check-account.png', {
    ...still,
    mask: moving(page),
  });
  // The dollars' tab, kept in the address.
  await page.getByRole('tab', { name: 'Dollars' }).click();
  await expect.poll(() => new URL(page.url()).hash).toMatch(/tab=USD/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Dollars' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('#/financial/statistics/index');
  const tokens = page.getByRole('region', { name: 'Tokens', exact: true });
  await expect(tokens).toContainText('46 tokens');
  // No dollars moved in this journey: the chart draws the tokens, its figures in words.
  await expect(page.getByRole('region', { name: 'Tokens by month' })).toBeVisible();
  await expect(page.getByRole('img', { name: /income 46 tokens/ })).toBeAttached();
  // The same figures download as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^finance-\d{4}-\d{2}-\d{4}-\d{2}-.+\.csv$/);
  await page.getByRole('link', { name: 'By branch and source' }).click();
  await expectRoute(page, '/financial/statistics/analysis');
  const sources = page.getByRole('table', { name: 'Tokens by source' });
  await expect(sources.getByRole('row', { name: /Orders paid with tokens/ })).toContainText(
    '46 tokens',
  );
  await expect(page.locator('canvas')).toHaveCount(2);
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.setViewportSize({ width: 1280, height: 1700 });
  await expect(page.locator('main')).toHaveScreenshot('finance-statistics-analysis.png', {
    ...still,
    mask: moving(page),
  });
});
