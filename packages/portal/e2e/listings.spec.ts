import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectRoute, signIn, USERS } from './support';

// Listings (issue 27): an agent makes a listing with twelve photos, reorders them, previews the
// share page and shares it; a visitor without a login opens the link and the view count rises;
// the link switched off answers "no longer available". Screenshots of the editor and the public
// share page (the page's own area).
const still = { animations: 'disabled', caret: 'hide' } as const;

/** A small PNG of one colour: twelve of them tell the photos' order apart at a glance. */
function png(rgb: [number, number, number], width = 48, height = 36): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PHOTOS = Array.from({ length: 12 }, (_, i) => ({
  name: `room-${String(i + 1).padStart(2, '0')}.png`,
  mimeType: 'image/png',
  buffer: png([20 * i, 200 - 15 * i, 60 + 15 * i]),
}));

const srcs = (gallery: Locator) =>
  gallery.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test('an agent lists a home with 12 photos, reorders them, previews and shares it; a visitor sees it until the link is off', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, USERS.agent, '/housing-manage/h-list');
  await page.getByRole('link', { name: 'New listing' }).click();
  await expectRoute(page, '/housing-manage/h-edit/new');
  const form = page.getByRole('form', { name: 'Listing' });
  await choose(page, 'Property type', 'Residential');
  await form.getByRole('textbox', { name: /^Street address/ }).fill('1200 Oak Street');
  await form.getByRole('textbox', { name: /^City/ }).fill('San Mateo');
  await form.getByRole('textbox', { name: /^ZIP code/ }).fill('94401');
  await form.getByRole('textbox', { name: /^List price/ }).fill('1250000');
  await form.getByRole('textbox', { name: /^Bedrooms/ }).fill('3');
  await form.getByRole('textbox', { name: /^Bathrooms/ }).fill('2');
  await form.getByRole('textbox', { name: /^Living area/ }).fill('1850');
  await form.getByRole('textbox', { name: /^Lot/ }).fill('6000');
  await form.getByRole('textbox', { name: /^Year built/ }).fill('1962');
  await form
    .getByRole('textbox', { name: /^Description \(English\)/ })
    .fill('Bright corner home a block from the park, with a new kitchen.');
  await form
    .getByRole('textbox', { name: /^Description \(Chinese\)/ })
    .fill('公园旁的明亮转角屋。');
  await form.getByRole('textbox', { name: /^Features/ }).fill('Fireplace\nTwo-car garage');

  // Twelve photos chosen at once upload in the order chosen.
  await form.locator('input[type="file"]').setInputFiles(PHOTOS);
  const gallery = form.getByRole('list', { name: 'Listing photos' });
  await expect(gallery.getByRole('listitem')).toHaveCount(12);
  const uploaded = await srcs(gallery);

  // The last photo dragged onto the first's place becomes the cover; Alt+Right moves it back one.
  await gallery.getByRole('listitem').nth(11).dragTo(gallery.getByRole('listitem').nth(0));
  await expect.poll(() => srcs(gallery)).toEqual([uploaded[11], ...uploaded.slice(0, 11)]);
  await gallery.getByRole('button', { name: 'View photo 1', exact: true }).press('Alt+ArrowRight');
  const order = [uploaded[0], uploaded[11], ...uploaded.slice(1, 11)];
  await expect.poll(() => srcs(gallery)).toEqual(order);
  // The page scrolls inside the layout: a tall window shows the whole form in one picture.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await expect(form).toHaveScreenshot('listings-editor.png', still);
  await page.setViewportSize({ width: 1280, height: 800 });

  await form.getByRole('button', { name: 'Add listing' }).click();
  await expectRoute(page, /^\/housing-manage\/h-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '1200 Oak Street, San Mateo, CA 94401',
  );

  // The preview is the share page's layout, drawn from the agent's own copy (no view counted).
  await page.getByRole('button', { name: 'Preview share page' }).click();
  const preview = page.getByRole('region', { name: 'Share page preview' });
  await expect(preview).toContainText('$1,250,000.00');
  expect(await srcs(preview.getByRole('list', { name: 'Cover photo' }))).toEqual([order[0]]);

  await page.getByRole('switch', { name: /Anyone with the link/ }).click();
  const address = page.getByLabel('Share page address');
  await expect(address).toHaveValue(/#\/housing-manage\/h-share\/\d+\/[A-Za-z0-9_-]{32}$/);
  const link = await address.inputValue();
  await expect(page.getByText(/^Views: 0 /)).toBeVisible();

  // A visitor without a login opens the link.
  const visitor = await browser.newContext({ baseURL });
  const outside = await visitor.newPage();
  await outside.goto(link);
  const shared = outside.getByRole('main');
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText(
    '1200 Oak Street, San Mateo, CA 94401',
  );
  await expect(shared).toContainText('Alex Agent');
  expect(await srcs(shared.getByRole('list', { name: 'More photos' }))).toEqual(order.slice(1));
  await outside.setViewportSize({ width: 1280, height: 1400 });
  await expect(shared).toHaveScreenshot('listings-share-page.png', still);

  await page.reload();
  await expect(page.getByText(/^Views: 1 /)).toBeVisible();

  // Switched off, the same link says so in plain words.
  await page.getByRole('switch', { name: /Anyone with the link/ }).click();
  await expect(page.getByRole('switch', { name: /Anyone with the link/ })).not.toBeChecked();
  await outside.reload();
  await expect(outside.getByRole('main')).toContainText('This listing is no longer available.');
  await visitor.close();
});
