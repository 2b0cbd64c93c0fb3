import type { Locator, Page } from '@playwright/test';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { apiLogin, call, expectRoute, login, signIn, USERS, userIdOf } from './support';

/**
 * Issue 14, what a new user trips over in the frame around the pages and in the lists, as that
 * user sees it against the real server (the case form's items are in first-user.spec.ts).
 */

/** Whether the element's box and its text fit inside it and inside its cell (nothing cut). */
function fitsInside(locator: Locator) {
  return locator.evaluate((element) => {
    const cell = element.closest('td, th, aside') ?? element;
    const box = element.getBoundingClientRect();
    const frame = cell.getBoundingClientRect();
    return (
      element.scrollWidth <= element.clientWidth + 1 &&
      box.left >= frame.left - 1 &&
      box.right <= frame.right + 1 &&
      box.top >= frame.top - 1 &&
      box.bottom <= frame.bottom + 1
    );
  });
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('first-user fixes: the shell and the lists', () => {
  test('a list that fails to load says so and offers a retry that loads it', async ({ page }) => {
    await signIn(page, USERS.agent, '/home');
    let failing = true;
    await page.route('**/api/bq/tran/case/search', (route) =>
      failing ? route.abort() : route.continue(),
    );
    await page.goto('#/transaction/caselist');
    const table = page.getByRole('table', { name: 'Cases' });
    await expect(table.getByRole('alert')).toHaveText('Cases could not be loaded.');
    await expect(page.getByText('No cases match')).toHaveCount(0);
    await expect(page.getByText('Total 0')).toHaveCount(0);
    await expect(page.getByText('Total unknown')).toBeVisible();

    failing = false;
    await table.getByRole('button', { name: 'Retry' }).click();
    await expect(table.getByRole('cell', { name: /^BQ-\d{4}-\d{6,}$/ }).first()).toBeVisible();
    await expect(table.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/^Total [1-9]\d*$/)).toBeVisible();
  });

  test('a page whose code fails to load keeps the menu and header, and Reload opens it at the same address', async ({
    page,
  }) => {
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await page.route(/MineMsgPage-.*\.js$/, (route) => route.abort());
    await menu(page).getByRole('link', { name: 'Notifications' }).click();
    await expect(
      page.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByText('Reload to try again.')).toBeVisible();
    // The frame stays: the user can still go elsewhere or log out.
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByText(/dynamically imported module|Failed to fetch/)).toHaveCount(0);
    await expectRoute(page, '/home/mine-msg');

    await page.unroute(/MineMsgPage-.*\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expectRoute(page, '/home/mine-msg');
  });

  for (const width of [1024, 1440, 1920]) {
    test(`the case number is readable in full at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, USERS.agent, '/transaction/caselist');
      const numbers = page
        .getByRole('table', { name: 'Cases' })
        .getByRole('cell', { name: /^BQ-\d{4}-\d{6,}$/ });
      await expect(numbers.first()).toBeVisible();
      const text = numbers.first().locator('span');
      await expect(text).toHaveText(/^BQ-\d{4}-\d{6,}$/);
      expect(await fitsInside(text)).toBe(true);
      // The status column is never cut either.
      const header = page.getByRole('columnheader', { name: 'Status' }).locator('span').first();
      expect(await fitsInside(header)).toBe(true);
    });
  }

  test('the collapsed menu shows an icon for every entry and Create new whole', async ({
    page,
  }) => {
    await signIn(page, USERS.agent, '/home');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    const entries = menu(page).locator('a, button');
    expect(await entries.count()).toBeGreaterThan(1);
    for (const entry of await entries.all()) {
      await expect(entry.locator('svg').first()).toBeVisible();
      // Icons, not initials: no letters in the bar; the name is the entry's label and tooltip.
      await expect(entry).toHaveText('');
      await expect(entry).toHaveAttribute('title', /\S/);
      expect(await fitsInside(entry)).toBe(true);
    }
    const create = page.getByRole('button', { name: 'Create new' });
    await expect(create).toBeVisible();
    expect(await fitsInside(create)).toBe(true);
    await create.click();
    await expect(page.getByRole('dialog', { name: 'Create new transaction' })).toBeVisible();
  });

  test('a notification on the dashboard opens, with its whole text, and is read after', async ({
    page,
  }) => {
    const { token } = await apiLogin(page.request, USERS.agent);
    const title = `Keys for 12 Elm St ${uniqueStamp()}`;
    const content = 'The lockbox code is on the listing sheet; please return the keys by Friday.';
    await call(page.request, token, 'bq/messageStation/sendStationMessage', {
      receiverIds: [await userIdOf(page.request, USERS.mentor)],
      title,
      content,
    });
    await signIn(page, USERS.mentor, '/home');
    const unread = page.getByRole('list', { name: 'Unread notifications' });
    await unread.getByRole('link', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText(content);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });

  test('an inverted date range is refused with a reason instead of showing nothing', async ({
    page,
  }) => {
    await signIn(page, USERS.agent, '/transaction/caselist');
    const filters = page.getByRole('search', { name: 'Case filters' });
    await filters.getByRole('textbox', { name: 'Created from' }).fill('03/10/2026');
    await filters.getByRole('textbox', { name: 'Created to' }).fill('03/01/2026');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(filters.getByRole('alert')).toHaveText(
      'The start date is after the end date, so nothing can match. Change one of them.',
    );
    await expect(page).not.toHaveURL(/from=/);

    await filters.getByRole('textbox', { name: 'Created to' }).fill('03/31/2026');
    await expect(filters.getByRole('alert')).toHaveCount(0);
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/from=03%2F10%2F2026.*to=03%2F31%2F2026|to=.*from=/);

    // A pasted link with the range upside down says so too.
    await page.goto('#/transaction/caselist?from=03%2F10%2F2026&to=03%2F01%2F2026');
    await expect(filters.getByRole('alert')).toContainText('The start date is after the end date');
  });

  test('loading, reloading and typing addresses log no router warnings', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    for (const target of ['/transaction/caselist', '/transaction/listing', '/home/mine-msg']) {
      await page.goto(`#${target}`);
      await expectRoute(page, target);
      await page.reload();
      await expectRoute(page, target);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(warnings).toEqual([]);
  });

  test('at 390 px the menu is a drawer, the header fits and the table scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, USERS.agent, '/home');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const banner = page.getByRole('banner');
    for (const name of [/Pending approvals/, /Unread messages/, 'Log out']) {
      const button = banner.getByRole('button', { name });
      await expect(button).toBeInViewport({ ratio: 1 });
    }

    // The menu starts as the icon bar; its toggle lays it over the page, and going somewhere
    // closes it again.
    await expect(menu(page).getByRole('link', { name: 'Case list' })).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
    await toggle.click();
    // The drawer shows the whole menu (the open Home group's pages); Escape closes it.
    await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await toggle.click();
    await menu(page).getByRole('button', { name: 'Transaction' }).click();
    await menu(page).getByRole('link', { name: 'Case list' }).click();
    await expectRoute(page, '/transaction/caselist');
    await expect(menu(page).getByRole('link', { name: 'Case list' })).toHaveCount(0);

    const scroller = page.getByRole('table', { name: 'Cases' }).locator('xpath=..');
    await expect(page.getByRole('table', { name: 'Cases' }).getByRole('row').nth(1)).toBeVisible();
    const sideways = await scroller.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
    }));
    expect(sideways).toEqual({ scrolls: true, overflowX: 'auto' });
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The filter's fields are one column: each under the one before, at the same left edge.
    const filters = page.getByRole('search', { name: 'Case filters' });
    const boxes = await Promise.all(
      ['Keyword', 'Created from'].map((name) =>
        filters.getByRole('textbox', { name }).boundingBox(),
      ),
    );
    expect(boxes[0]?.x).toBe(boxes[1]?.x);
    expect(boxes[1]?.y ?? 0).toBeGreaterThan((boxes[0]?.y ?? 0) + (boxes[0]?.height ?? 0));
  });
});
