import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { apiLogin, call, chooseLanguage, expectRoute, signIn, USERS } from './support';

// The one change log (docs/change-log.md): an administrator edits a person's phone, a course's
// price and a server setting on their pages, and reads each change on that record's History tab
// with who, before and after (the price masked); then finds the setting's change on the log page.

/** The demo's Agent role, by name (ids differ between databases). */
async function agentRoleId(request: APIRequestContext, token: string): Promise<number> {
  const roles = await call<{ list: { id: number; name: string }[] }>(
    request,
    token,
    'general/role/selectRoleAndDutyAndModulesByCondition',
    { name: 'Agent', pageNum: 1, pageSize: 50 },
    'form',
  );
  const role = roles.list.find((r) => r.name === 'Agent');
  expect(role, 'the demo Agent role').toBeTruthy();
  return (role as { id: number }).id;
}

/** The History tab of the record page shown: opened, with its timeline loaded. */
async function openHistory(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'History' }).click();
  const panel = main.getByRole('tabpanel', { name: 'History' });
  await expect(panel.getByRole('list', { name: 'History' })).toBeVisible();
  return panel;
}

test('an administrator edits a phone, a course price and a setting, and reads each on its History tab', async ({
  page,
}) => {
  const admin = await apiLogin(page.request, USERS.admin);
  // A person of this journey's own, so no other spec reads the phone it changes.
  const stamp = uniqueStamp();
  const person = await call<{ agentId: number; userId: number }>(
    page.request,
    admin.token,
    'bq/agentInfo/addAgent',
    {
      email: `history.${stamp}@example.com`,
      legalName: 'Hattie History',
      w9: { taxClassification: 'Individual/sole proprietor', tinLast4: '1357' },
      roleId: await agentRoleId(page.request, admin.token),
    },
  );

  // The phone, on the person's personal info editor.
  await signIn(page, USERS.admin, `/agent-center/personal/edit/${person.userId}/${person.agentId}`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).first().fill('4155550142');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Saved/).first()).toBeVisible();
  await page.goto(`#/userroles/usermgt/expand/${person.agentId}`);
  await expect(page.getByRole('heading', { name: 'Hattie History', level: 1 })).toBeVisible();
  const personHistory = await openHistory(page);
  const phone = personHistory.getByRole('listitem').filter({ hasText: 'Phone' }).first();
  await expect(phone).toContainText('Ada Admin');
  await expect(phone).toContainText('Changed');
  await expect(phone.getByRole('definition').first()).toContainText('— → (415) 555-0142');
  // The tab is in the address: F5 opens the History again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');

  // The price, on the course editor of college management (in English).
  const lecturer = await apiLogin(page.request, USERS.lecturer);
  const course = await call<{ id: number }>(page.request, lecturer.token, 'bq/course/save', {
    titleZh: '变更记录课程',
    titleEn: `Change log course ${stamp}`,
    category: 'Sales skills',
    online: false,
    price: '20',
    ceHours: '1',
    seats: 8,
    sessions: [
      {
        startsAt: '2027-06-01T17:00:00Z',
        endsAt: '2027-06-01T19:00:00Z',
        place: 'BQ Realty training room',
      },
    ],
  });
  await page.goto(`#/college-manage/course-list/edit/${course.id}`);
  // The course pages follow the person's language: English for this journey.
  await expect(page.getByRole('form', { name: /^(Course|课程)$/ })).toBeVisible();
  const english = page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'English' });
  if ((await english.getAttribute('aria-pressed')) !== 'true')
    await chooseLanguage(page, 'English');
  const editor = page.getByRole('form', { name: 'Course' });
  await editor.getByLabel(/Price/).fill('35');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expectRoute(page, /^\/college-manage\/course-list\/detail\//);
  await page.goto(`#/college-manage/course-list/edit/${course.id}`);
  const courseHistory = await openHistory(page);
  const price = courseHistory.getByRole('listitem').filter({ hasText: 'Price' }).first();
  await expect(price).toContainText('Ada Admin');
  // Money is never in the log: the change is told, its amounts masked.
  await expect(price.getByRole('definition').first()).toContainText('•••• → ••••');

  // A setting, on the server settings page.
  await page.goto('#/system/server-config');
  const label = 'Letters one person may send per hour';
  await page.getByRole('button', { name: `Change ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change ${label}` });
  await dialog.getByRole('textbox', { name: new RegExp(label) }).fill('55');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const settingHistory = await openHistory(page);
  const value = settingHistory
    .getByRole('listitem')
    .filter({ hasText: /→ 55(?!\d)/ })
    .first();
  await expect(value).toContainText('Ada Admin');
  await expect(value).toContainText('Value');

  // The whole log, filtered by record kind in the address, holds the same change.
  await page.goto('#/system/change-log?kind=setting');
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row').nth(1)).toContainText('messages.letterHourlyLimit');
  await expect(changes.getByRole('row').nth(1)).toContainText('55');
});
