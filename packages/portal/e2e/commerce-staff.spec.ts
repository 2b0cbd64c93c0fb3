import type { Page } from '@playwright/test';
import {
  MARKETER,
  makeMarketer,
  paidOrder,
  png,
  setPhotos,
  storedImage,
} from './commerce-staff-helpers';
import { expect, test } from './fixtures';
import { expectRoute, route, signIn, USERS } from './support';

// Commerce, the staff's pages (issue 25): product types, the product editor and catalogue, and an
// order seen on the marketplace's and the institute's order pages with its whole history. The
// journeys build on each other in order, on this file's own server.
const still = { animations: 'disabled', caret: 'hide' } as const;
/** Times, and references and dates that carry the day the journey runs. */
const moving = (page: Page) => [
  page.getByText(/\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4}|BQ-\d{6}-\d{4}/),
];

let productId = 0;
let reference = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await makeMarketer(request);
});

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('marketing adds a product type; a type in use is refused with the reason', async ({
  page,
}) => {
  await signIn(page, MARKETER, '/system/commodity-content-type');
  const table = page.getByRole('table', { name: 'Product types' });
  await expect(table.getByRole('row', { name: /Business cards/ })).toContainText('Active');

  await page.getByRole('button', { name: 'New product type' }).click();
  const dialog = page.getByRole('dialog', { name: 'New product type' });
  await dialog.getByRole('textbox', { name: /Name \(English\)/ }).fill('Window decals');
  await dialog.getByRole('textbox', { name: /Name \(Chinese\)/ }).fill('窗贴');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Window decals/ })).toContainText('窗贴');

  // The same English name again is refused under the field, in the server's words.
  await page.getByRole('button', { name: 'New product type' }).click();
  await dialog.getByRole('textbox', { name: /Name \(English\)/ }).fill('window DECALS');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('A product type with this English name already exists');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Remove Business cards' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove Business cards?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  const refusal = page.getByRole('alertdialog', { name: 'Business cards cannot be removed' });
  await expect(refusal).toContainText('Products use this type: make it inactive instead');
  await refusal.getByRole('button', { name: 'Keep it active' }).click();
  await expect(table.getByRole('row', { name: /Business cards/ })).toContainText('Active');
});

test('marketing makes a product with an option, publishes it and finds it in the list', async ({
  page,
}) => {
  await signIn(page, MARKETER, '/marketing/commodity-manage/list');
  await page.getByRole('link', { name: 'New product' }).click();
  await expectRoute(page, '/marketing/commodity-manage/edit/add');
  const form = page.getByRole('form', { name: 'Product' });
  await choose(page, 'Product type', 'Window decals · 窗贴');
  await form.getByRole('textbox', { name: /Name \(English\)/ }).fill('Sold! window decal');
  await form.getByRole('textbox', { name: /Name \(Chinese\)/ }).fill('已售窗贴');
  await form.getByRole('textbox', { name: /Description \(English\)/ }).fill('Vinyl, 24 in wide.');
  await form.getByRole('textbox', { name: /^Price/ }).fill('24.50');
  await form.getByRole('textbox', { name: /In stock/ }).fill('40');
  await form.getByRole('button', { name: 'Add an option' }).click();
  await form
    .getByRole('textbox', { name: /^Option 1/ })
    .first()
    .fill('Set of 3');
  await form.getByRole('textbox', { name: /Option 1 price/ }).fill('60.00');
  // A photo through the editor's upload, shown at once among the product's photos.
  await form.locator('input[type="file"]').setInputFiles({
    name: 'decal.png',
    mimeType: 'image/png',
    buffer: png(480, 320),
  });
  await expect(form.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Add product' }).click();

  await expectRoute(page, /^\/marketing\/commodity-manage\/detail\/\d+$/);
  productId = Number(route(page).split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sold! window decal');
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Options' })).toContainText('Set of 3$60.00');
  await expect(page.getByText('40 in stock')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /View Sold! window decal: photo 1 of 1/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('alertdialog', { name: 'Publish Sold! window decal?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // The list's filters are the address: F5 shows the same list.
  await page.goto('#/marketing/commodity-manage/list');
  await page.getByRole('tab', { name: 'Published' }).click();
  await page.getByRole('textbox', { name: 'Keyword' }).fill('decal');
  await page.getByRole('button', { name: 'Search' }).click();
  const products = page.getByRole('table', { name: 'Products' });
  await expect(products.getByRole('row')).toHaveCount(2);
  await expect(products).toContainText('Sold! window decal');
  await page.reload();
  expect(new URL(page.url()).hash).toContain('keyword=decal');
  await expect(products.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('tab', { name: 'Published' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the editor shows the photos; a save over someone else’s is a conflict to reload', async ({
  page,
  request,
}) => {
  await setPhotos(request, productId, [await storedImage(request)]);
  await signIn(page, MARKETER, `/marketing/commodity-manage/detail/${productId}`);
  await page.getByRole('button', { name: /View Sold! window decal: photo 1 of 1/ }).click();
  const preview = page.getByRole('dialog', { name: 'Image preview' });
  await expect(preview.getByRole('img', { name: /photo 1 of 1/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Product' });
  await expect(form.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Option 1/ }).first()).toHaveValue('Set of 3');
  // The page scrolls inside the layout: a tall window shows the whole editor in one picture.
  await page.setViewportSize({ width: 1280, height: 1500 });
  await expect(page).toHaveScreenshot('commerce-product-editor.png', still);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Someone saves first (the administrator, through the API): this editor's version is old.
  await setPhotos(request, productId, []);
  await form.getByRole('textbox', { name: /^Price/ }).fill('26.00');
  await form.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('alertdialog', { name: 'Changed meanwhile' });
  await expect(conflict).toContainText('Someone saved this product after you opened it');
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(form.getByRole('button', { name: 'Remove photo 1' })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /^Price/ })).toHaveValue('24.50');
});

test('marketing ships the product line of a paid order and sees its history', async ({
  page,
  request,
}) => {
  reference = await paidOrder(request, productId);
  await signIn(page, MARKETER, '/marketing/marketing-order-manage/index');
  await page.getByRole('textbox', { name: 'Keyword' }).fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  const orders = page.getByRole('table', { name: 'Product orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await orders.getByRole('row', { name: new RegExp(reference) }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${reference}`);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Ship or hand over' }).click();
  const ship = page.getByRole('dialog', { name: `Ship or hand over ${reference}` });
  await expect(ship.getByRole('checkbox', { name: /Sold! window decal/ })).toBeChecked();
  await ship.getByRole('textbox', { name: /Note/ }).fill('UPS 1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Save' }).click();
  await expect(ship).toHaveCount(0);

  const lines = page.getByRole('table', { name: 'Order lines' });
  await expect(lines.getByRole('row', { name: /Sold! window decal/ })).toContainText('Shipped');
  await expect(lines.getByRole('row', { name: /Negotiation workshop/ })).toContainText('Enrolled');
  const history = page.getByRole('list', { name: 'Order history' });
  await expect(history).toContainText('Paid → Fulfilled');
  await expect(history).toContainText('Bo Noboard');
  await page.setViewportSize({ width: 1280, height: 1900 });
  // The picture is of the page, not of the passing "Shipped" toast.
  await expect(page.getByText('Shipped: 1 of 1')).toHaveCount(0);
  await expect(page).toHaveScreenshot('commerce-order-detail.png', {
    ...still,
    mask: moving(page),
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Full history' }).click();
  await expectRoute(page, '/marketing/marketing-order-manage/history');
  await expectHistory(page);
});

test('the institute sees the same order and history on its course orders', async ({ page }) => {
  await signIn(page, USERS.admin, '/college-manage/course-order/index');
  await page.getByRole('tab', { name: 'Fulfilled' }).click();
  const orders = page.getByRole('table', { name: 'Course orders' });
  await orders.getByRole('row', { name: new RegExp(reference) }).click();
  await expectRoute(
    page,
    /^\/college-manage\/course-order\/detail\/\d+\/Alex%20Agent$|Alex Agent$/,
  );
  const student = page.getByRole('region', { name: 'Student' });
  await expect(student).toContainText('Alex Agent');
  await expect(student).toContainText('agent@bq.example.com');
  const lines = page.getByRole('table', { name: 'Order lines' });
  await expect(lines.getByRole('link', { name: 'Course' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ship or hand over' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Full history' }).click();
  await expectRoute(page, '/college-manage/course-order/history');
  await expectHistory(page);
  // The address is the page: F5 shows the same order's history.
  await page.reload();
  await expectHistory(page);
});

/** Every change of the journey's order, with who made it: placed, paid, shipped, fulfilled. */
async function expectHistory(page: Page) {
  const table = page.getByRole('table', { name: `History of order ${reference}` });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Alex Agent');
  await expect(rows.nth(1)).toContainText('Awaiting payment');
  await expect(table.getByRole('row', { name: /Fay Finance/ }).first()).toContainText('Paid');
  await expect(table.getByRole('row', { name: /UPS 1Z999AA10123456784/ })).toContainText(
    'Bo Noboard',
  );
  await expect(table.getByRole('row', { name: /Every line delivered/ })).toContainText('Fulfilled');
  await expect(table.getByText(/\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2}/).first()).toBeVisible();
}

test("finance pays the course's lecturer their share and confirms it on the confirm page", async ({
  page,
}) => {
  // The journey's paid seat of "Negotiation workshop" ($149.00) earned Lee Lecturer half.
  await signIn(page, USERS.finance, '/financial/lectirer-pay/index');
  const lecturers = page.getByRole('table', { name: 'Lecturer payments' });
  await expect(lecturers.getByRole('row', { name: /Lee Lecturer/ })).toContainText('$74.50');
  await lecturers.getByRole('row', { name: /Lee Lecturer/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lecturer payments: Lee Lecturer',
  );
  await page.getByRole('button', { name: 'Pay $74.50' }).click();
  await page
    .getByRole('dialog', { name: 'Pay Lee Lecturer' })
    .getByRole('button', { name: 'Pay' })
    .click();
  const payouts = page.getByRole('table', { name: 'Payouts' });
  await expect(payouts.getByRole('row', { name: /Pending/ })).toContainText('$74.50');
  const pending = await payouts.getByRole('row', { name: /Pending/ }).textContent();
  const payoutId = pending?.match(/#(\d+)/)?.[1];

  await page.goto(`#/financial/confirm/${payoutId}`);
  // The lecturer's page has a "Confirm paid" of its own until the new route replaces it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Confirm payout #${payoutId}`);
  await page.getByRole('button', { name: 'Confirm paid' }).click();
  const confirm = page.getByRole('dialog', { name: `Confirm payout #${payoutId} went out` });
  await confirm.getByRole('textbox', { name: 'Reference' }).fill('ACH-2207');
  await confirm.getByRole('button', { name: 'Confirm paid' }).click();
  // Done, the confirm page returns to the receipt list (spec).
  await expectRoute(page, '/financial/order-receipt/index');
  await page.goBack();
  await expect(page.getByText('This payout is settled: nothing is left to confirm.')).toBeVisible();
});
