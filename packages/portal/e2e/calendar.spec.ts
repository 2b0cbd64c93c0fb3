import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, call, expectRoute, signIn, USERS } from './support';

// The calendar (issue 28): an agent's case closes escrow on 17 June 2040 and the agent holds a
// seat in a course session on 10 June 2040 at 9:00 in California. The month view shows both on
// their days (screenshot), an event opens its page, the address keeps the month across a reload,
// and the private .ics address the page makes holds the same events (the feed holds everything
// ahead). June 2040 is far from any "today" and from the seed's own dates, so nothing else
// lands in the picture. An administrator adds an office-wide event with the page's form; the
// agenda and week views show their days.
const still = { animations: 'disabled', caret: 'hide' } as const;
const MONTH = '/calendar/index?view=month&date=2040-06-01';

async function caseClosingOn(request: APIRequestContext, day: string): Promise<number> {
  const agent = await apiLogin(request, USERS.agent);
  const created = await call<{ id: number }>(request, agent.token, 'bq/tran/case/create', {
    type: 1,
    purchaseKind: 'resale',
  });
  await call(request, agent.token, 'bq/tran/case/saveDraft', {
    id: created.id,
    address: { street: '88 Escrow Lane', unit: '', city: 'San Jose', state: 'CA', zip: '95112' },
    closeOfEscrowDate: day,
  });
  return created.id;
}

async function seatInSession(request: APIRequestContext): Promise<number> {
  const admin = await apiLogin(request, USERS.admin);
  const saved = await call<{ id: number }>(request, admin.token, 'bq/course/save', {
    titleEn: 'Disclosure workshop',
    titleZh: '披露研讨会',
    category: 'Sales skills',
    online: false,
    price: '0',
    ceHours: '2.0',
    seats: 20,
    // 9:00–11:00 in California (daylight time, UTC−7).
    sessions: [
      { startsAt: '2040-06-10T16:00:00Z', endsAt: '2040-06-10T18:00:00Z', place: 'Room 2' },
    ],
  });
  await call(
    request,
    admin.token,
    'bq/course/setStatus',
    { id: saved.id, status: 'published' },
    'form',
  );
  const agent = await apiLogin(request, USERS.agent);
  await call(request, agent.token, 'bq/registration/register', { courseId: saved.id }, 'form');
  return saved.id;
}

const day = (page: Page, date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);

test.describe.configure({ mode: 'serial' });

test("the month shows a case's close of escrow and a course session on their days, and the .ics feed holds them", async ({
  page,
}) => {
  const caseId = await caseClosingOn(page.request, '2040-06-17');
  const courseId = await seatInSession(page.request);

  await signIn(page, USERS.agent, '/calendar/index');
  await page.goto(`#${MONTH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'June 2040' })).toBeVisible();
  const closing = day(page, '2040-06-17').getByRole('link', {
    name: /Close of escrow: 88 Escrow Lane/,
  });
  await expect(closing).toBeVisible();
  await expect(
    day(page, '2040-06-10').getByRole('link', { name: /Disclosure workshop/ }),
  ).toContainText('9:00am');
  // Nothing of the case on any other day.
  await expect(page.getByRole('link', { name: /88 Escrow Lane/ })).toHaveCount(1);
  await expect(page.locator('main')).toHaveScreenshot('calendar-month.png', still);

  // The address is the state: a reload keeps the month; Next and Previous step a month.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'June 2040' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/#\/calendar\/index\?view=month&date=2040-07-01$/);
  await expect(page.getByRole('heading', { level: 1, name: 'July 2040' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(closing).toBeVisible();

  // An event opens its page.
  await closing.click();
  await expectRoute(page, '/transaction/purchase-not-process');
  await expect(page).toHaveURL(new RegExp(`\\?id=${caseId}$`));
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'June 2040' })).toBeVisible();

  // The private feed: made on the page, read without a login.
  await page.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = page.getByRole('textbox', { name: 'Your calendar address' });
  await expect(address).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = (await feed.text()).replace(/\r\n /g, '');
  expect(text).toContain(`UID:case-${caseId}-closeOfEscrow@calendar.bq-portal`);
  expect(text).toContain('DTSTART;VALUE=DATE:20400617');
  expect(text).toContain('SUMMARY:Close of escrow: 88 Escrow Lane');
  expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20400610T090000');
  expect(text).toContain(`/course-hall/detail/offline/${courseId}`);
  expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  await expect(page.getByText('Shown only now')).toBeVisible();
});

test('an administrator adds an office-wide event on the page; it shows in the month and the agenda', async ({
  page,
}) => {
  await signIn(page, USERS.admin, '/calendar/index');
  await page.goto('#/calendar/index?view=month&date=2040-07-01');
  await expect(page.getByRole('heading', { level: 1, name: 'July 2040' })).toBeVisible();
  await page.getByRole('button', { name: 'Add office event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New office event' });
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('Office closed: Independence Day');
  await dialog.getByRole('textbox', { name: /First day/ }).fill('07/04/2040');
  await dialog.getByRole('textbox', { name: /Last day/ }).fill('07/04/2040');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    day(page, '2040-07-04').getByRole('link', { name: /Office closed: Independence Day/ }),
  ).toBeVisible();
  // Listed for editing, by its day.
  await expect(page.getByText('2040-07-04 · Office closed: Independence Day')).toBeVisible();

  // The agenda lists the month; the address says so.
  await page.getByRole('button', { name: 'Agenda' }).click();
  await expect(page).toHaveURL(/view=agenda&date=2040-07-01$/);
  await expect(page.locator('.fc-list')).toContainText('Office closed: Independence Day');
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'July 1 – 7, 2040' })).toBeVisible();
});
