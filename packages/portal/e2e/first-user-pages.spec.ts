import { awaitingOrder } from './commerce-staff-helpers';
import { expect, test } from './fixtures';
import { expectRoute, signIn, USERS } from './support';

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
