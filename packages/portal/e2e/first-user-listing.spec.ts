import type { APIRequestContext } from '@playwright/test';
import { report, seriousViolations } from './axe';
import { png } from './commerce-staff-helpers';
import { expect, test } from './fixtures';
import { apiLogin, call, expectRoute, signIn, USERS } from './support';

/**
 * What a new user hits on the listing pages, against the real server: the listing's own page
 * shows the listing, half baths can be entered and read "2.5 baths", and the share page
 * publishes the contact its agent chose.
 */
test.describe.configure({ mode: 'serial' });

/** A listing photo uploaded as the editor uploads one. */
async function listingPhoto(request: APIRequestContext, token: string, name: string) {
  const response = await request.post('api/bq/listing/uploadPhoto', {
    headers: { Authorization: token },
    multipart: {
      fileName: name,
      mime: 'image/png',
      file: { name, mimeType: 'image/png', buffer: png(480, 320) },
    },
  });
  const body = (await response.json()) as { code: number; message: string; data: { url: string } };
  expect(body.code, body.message).toBe(200);
  return body.data.url;
}

let listingId = 0;

test('first-user half baths: "2.5" points to the half baths field, and 2 + 1 half reads 2.5 baths', async ({
  page,
}) => {
  const { token } = await apiLogin(page.request, USERS.agent);
  const photos = [
    await listingPhoto(page.request, token, 'front.png'),
    await listingPhoto(page.request, token, 'kitchen.png'),
  ];
  ({ id: listingId } = await call<{ id: number }>(page.request, token, 'bq/listing/add', {
    PropertyType: 'Residential',
    UnparsedAddress: '48 Garden Lane',
    City: 'Palo Alto',
    StateOrProvince: 'CA',
    PostalCode: '94301',
    ListPrice: '2150000',
    BedroomsTotal: 4,
    BathroomsTotalInteger: 3,
    LivingArea: 2400,
    PublicRemarksEn: 'A quiet lane, a big garden and a kitchen opening onto it.',
    PublicRemarksZh: '安静的小巷，大花园。',
    Features: ['Solar panels'],
    photos,
  }));
  await signIn(page, USERS.agent, `/housing-manage/h-edit/edit/${listingId}`);
  const form = page.getByRole('form', { name: 'Listing' });
  const baths = form.getByRole('textbox', { name: /^Bathrooms/ });
  await baths.fill('2.5');
  await baths.blur();
  await expect(form.getByText('a half bath goes under Half baths')).toBeVisible();
  await baths.fill('2');
  await form.getByRole('textbox', { name: /^Half baths/ }).fill('1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectRoute(page, `/housing-manage/h-detail/${listingId}`);
  await page.goto('#/housing-manage/h-list');
  await expect(page.getByRole('row', { name: /48 Garden Lane/ })).toContainText('4 bd · 2.5 ba');
});

test('first-user listing detail: the listing page shows its photos, price, rooms and description', async ({
  page,
}) => {
  await signIn(page, USERS.agent, `/housing-manage/h-detail/${listingId}`);
  const listing = page.getByRole('region', { name: 'Listing', exact: true });
  await expect(listing).toContainText('$2,150,000.00');
  await expect(listing).toContainText('4 bd · 2.5 ba · 2,400 sq ft');
  await expect(listing.getByRole('definition').filter({ hasText: /^2\.5$/ })).toBeVisible();
  await expect(listing).toContainText('A quiet lane, a big garden and a kitchen opening onto it.');
  await expect(listing).toContainText('安静的小巷，大花园。');
  await expect(listing).toContainText('Solar panels');
  const gallery = listing.getByRole('list', { name: 'Photos' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  // The page is new: axe's sweep opens the list's editor, not a listing.
  const findings = await seriousViolations(page, 'listing detail');
  expect(findings, report(findings)).toEqual([]);
  await gallery.getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Image preview' })).toBeVisible();
});

test('first-user share page: the agent chooses the contact it publishes; at 390 px the cover fits; the office and a way to ask for a showing are there', async ({
  page,
  browser,
  baseURL,
}) => {
  const { token } = await signIn(page, USERS.agent, `/housing-manage/h-edit/edit/${listingId}`);
  const form = page.getByRole('form', { name: 'Listing' });
  await page.getByRole('combobox', { name: 'Contact published' }).click();
  await page.getByRole('option', { name: 'E-mail', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expectRoute(page, `/housing-manage/h-detail/${listingId}`);
  const on = await call<{ shareToken: string }>(
    page.request,
    token,
    'bq/listing/setShare',
    { id: listingId, enabled: true },
    'form',
  );

  const visitor = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await visitor.newPage();
  await phone.goto(`#/housing-manage/h-share/${listingId}/${on.shareToken}`);
  const shared = phone.getByRole('main');
  await expect(shared.getByRole('heading', { level: 1 })).toContainText('48 Garden Lane');
  await expect(shared).toContainText('BQ Realty');
  const contact = shared.getByRole('region', { name: 'Contact the agent' });
  await expect(contact).toContainText('Alex Agent');
  const ask = contact.getByRole('link', { name: 'Ask for a showing by e-mail' });
  await expect(ask).toHaveAttribute(
    'href',
    /^mailto:agent@bqrealty\.example\?subject=Showing%20request%3A%2048%20Garden%20Lane/,
  );
  // The whole cover is on the screen: nothing of it past the right edge.
  const cover = shared.getByRole('list', { name: 'Cover photo' }).getByRole('button');
  const box = await cover.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  const findings = await seriousViolations(phone, 'share page at 390 px');
  expect(findings, report(findings)).toEqual([]);
  await visitor.close();
});
