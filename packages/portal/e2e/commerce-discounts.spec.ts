import { expect, test } from './fixtures';
import { apiLogin, call, expectRoute, signIn, USERS } from './support';

// Discount codes, against the real server: marketing makes a 10 % code on the codes page, an agent
// tries a mistyped code at checkout (refused under the field), applies the real one, sees the
// discount and the new total, and places the order for that total.
test.describe.configure({ mode: 'serial' });

const CODE = 'OPENHOUSE10';

test('marketing adds a 10 % discount code on the codes page', async ({ page }) => {
  await signIn(page, USERS.admin, '/marketing/commodity-manage/list');
  await page.getByRole('link', { name: 'Discount codes' }).click();
  await expectRoute(page, '/marketing/commodity-manage/discount-codes');
  await page.getByRole('button', { name: 'New discount code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New discount code' });
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(CODE);
  await dialog.getByRole('textbox', { name: /Percent off/ }).fill('10');
  await dialog.getByRole('textbox', { name: /Uses per buyer/ }).fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const table = page.getByRole('table', { name: 'Discount codes' });
  await expect(table.getByRole('row', { name: new RegExp(CODE) })).toContainText('10.00 %');
  await expect(table.getByRole('row', { name: new RegExp(CODE) })).toContainText('0, 1 per buyer');
});

test('an agent applies the code at checkout and orders at the discounted total', async ({
  page,
  request,
}) => {
  const agent = await apiLogin(request, USERS.agent);
  const found = await call<{ list: { id: number; nameEn: string }[] }>(
    request,
    agent.token,
    'bq/product/list',
    { keyword: 'postcards' },
    'form',
  );
  const productId = found.list[0]?.id ?? 0;
  await call(
    request,
    agent.token,
    'bq/cart/setLine',
    { kind: 'product', productId, quantity: 2 },
    'form',
  );

  await signIn(page, USERS.agent, '/marketing/confirmorder');
  // 2 × 45.25 = 90.50; 10 % off is 9.05.
  await expect(page.getByText('Total $90.50')).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Discount code' });
  await field.fill('OPENHOUSE1');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This code is not one we know (check its spelling).')).toBeVisible();
  await field.fill(CODE.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Discount code ${CODE}`)).toBeVisible();
  await expect(page.getByText('Total $81.45')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectRoute(page, '/pay-loading');
  await expect(page.getByText('$81.45')).toBeVisible();
});
