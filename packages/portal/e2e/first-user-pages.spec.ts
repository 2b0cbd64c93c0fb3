import { acceptPayment, awaitingOrder } from './commerce-staff-helpers';
import { expect, test } from './fixtures';
import { call, expectRoute, signIn, USERS } from './support';

/**
 * What a new user hits on the commerce and finance pages, as that user sees it against the real
 * server: a way out of the payment page, the register of receipts with a link to each order.
 */
test.describe.configure({ mode: 'serial' });

let order = { id: 0, reference: '' };

test('first-user pages: /pay-loading has a way out', async ({ page }) => {
  order = await awaitingOrder(page.request, 'first-user-pages-order');
  await signIn(page, USERS.agent, `/pay-loading?order=${order.id}`);
  await expect(page.getByText('Waiting for your payment at the office.')).toBeVisible();
  // The deadline reads as the end of its last day, in business time.
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} 11:59 PM P[SD]T/)).toBeVisible();
  const out = page.getByRole('navigation', { name: 'Leave this page' });
  await out.getByRole('link', { name: 'My orders' }).click();
  await expectRoute(page, '/agent-center/my-order/index');
  await expect(page.getByRole('row', { name: new RegExp(order.reference) })).toBeVisible();
  await page.goto(`#/pay-loading?order=${order.id}`);
  await out.getByRole('link', { name: 'Home' }).click();
  await expectRoute(page, '/home');
});

test('first-user receipts: an accepted receipt is in the register, with a link to its order', async ({
  page,
}) => {
  await acceptPayment(page.request, order.id, 'WIRE-48-0001');

  await signIn(page, USERS.finance, '/financial/order-receipt/index');
  await page.getByRole('tab', { name: 'Accepted' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('tab=accepted');
  const row = page.getByRole('row', { name: new RegExp(order.reference) });
  await expect(row).toContainText('WIRE-48-0001');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} P[SD]T/);
  // The tab is the address: F5 shows the register again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Accepted' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await row.getByRole('link', { name: order.reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Receipt for ${order.reference}`,
  );
  await expect(page.getByText('Nothing of this order is awaiting a payment.')).toBeVisible();
});

test('first-user editor: unsaved listing edits are kept on Return when the editor was opened by its address', async ({
  page,
}) => {
  const { token } = await signIn(page, USERS.agent, '/housing-manage/h-list');
  const { id } = await call<{ id: number }>(page.request, token, 'bq/listing/add', {
    PropertyType: 'Residential',
    UnparsedAddress: '48 Return Way',
    City: 'Oakland',
    StateOrProvince: 'CA',
    PostalCode: '94607',
    ListPrice: '850000',
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
  });
  // Typed into the address bar: the router made no entry for it.
  await page.goto(`#/housing-manage/h-edit/edit/${id}`);
  const city = page.getByRole('textbox', { name: 'City', exact: true });
  await expect(city).toHaveValue('Oakland');
  await city.fill('Berkeley');
  await page.getByRole('button', { name: 'Return' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expectRoute(page, `/housing-manage/h-edit/edit/${id}`);
  await expect(city).toHaveValue('Berkeley');
  // Leaving on purpose goes to the listings, not out of the app.
  await page.getByRole('button', { name: 'Return' }).click();
  await ask.getByRole('button', { name: /Leave/ }).click();
  await expectRoute(page, '/housing-manage/h-list');
});
