import type { Locator, Page } from '@playwright/test';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { seriousViolations } from './axe';
import { awaitingOrder } from './commerce-staff-helpers';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectRoute, signIn, USERS } from './support';

// The main journeys with the keyboard only (issue 29 item 3): no click, no fill. The journey must
// get where a mouse would: signed in, through the menu to the case list, into a case and back,
// and a group made and given a member. Each stop shows its focus (an outline), and the first Tab
// of a page is the skip link, which puts the focus in the page without leaving the route.

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, { back = false, most = 60 } = {}) {
  for (let n = 0; n < most; n++) {
    const focused = target.evaluate((el) => el === document.activeElement, null, { timeout: 1000 });
    if (await focused.catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * The focused control shows its focus by an outline (WCAG 2.4.7), drawn on itself or, for a text
 * field, on the box around it (`:focus-within`): not none, not zero wide, not transparent.
 */
async function expectFocusShown(page: Page) {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const what = `${focused.tagName} "${focused.textContent?.trim().slice(0, 30)}"`;
    for (let el: HTMLElement | null = focused, up = 0; el && up < 3; el = el.parentElement, up++) {
      const style = getComputedStyle(el);
      if (style.outlineStyle === 'none') continue;
      return { what, width: Number.parseFloat(style.outlineWidth), color: style.outlineColor };
    }
    return { what, width: 0, color: 'none' };
  });
  expect(ring.width, ring.what).toBeGreaterThan(0);
  expect(ring.color, ring.what).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent|none/);
}

test('an agent signs in, opens a case and makes a group with the keyboard only', async ({
  page,
}) => {
  await page.goto('#/');
  const form = page.getByRole('form', { name: 'Log in' });
  await tabTo(page, form.getByRole('textbox', { name: 'E-mail' }));
  await page.keyboard.type(USERS.agent);
  await tabTo(page, form.getByRole('textbox', { name: 'Password' }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectRoute(page, '/home');

  // From the page's start, the first Tab is the skip link; Enter puts the focus in the page and
  // stays on the route (under hash routing a plain #main link would navigate away).
  await page.reload();
  await expect(page.getByRole('main')).toContainText(/./);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expectRoute(page, '/home');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  await expectFocusShown(page);

  // Through the menu: open the Transaction group, then its case list.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const transaction = menu.getByRole('button', { name: 'Transaction' });
  await tabTo(page, transaction);
  await expectFocusShown(page);
  if ((await transaction.getAttribute('aria-expanded')) === 'false') {
    await page.keyboard.press('Enter');
  }
  await tabTo(page, menu.getByRole('link', { name: 'Case list' }));
  await page.keyboard.press('Enter');
  await expectRoute(page, /^\/transaction\/caselist/);

  // Into the first case of the list, and back.
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await tabTo(page, rows.nth(1));
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  await expectRoute(page, /^\/transaction\/[a-z-]+-process/);
  // The case's History tab: Tab reaches the tab row, the arrow opens the History (the change
  // log's timeline), the other arrow the case again.
  const tabs = page.getByRole('tablist', { name: 'Record and history' });
  await tabTo(page, tabs.getByRole('tab', { name: 'Details' }));
  await expectFocusShown(page);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'History' })).toBeFocused();
  await expectFocusShown(page);
  await expect(page.getByRole('tabpanel', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'History' })).toContainText(/Created|Changed/);
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Return' }), { back: true });
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  await expectRoute(page, /^\/transaction\/caselist/);

  // A group, made and given a member, without the mouse.
  await page.goto('#/group/list');
  await tabTo(page, page.getByRole('button', { name: 'New group' }));
  await page.keyboard.press('Enter');
  await expectRoute(page, '/group/detail');
  const group = page.getByRole('form', { name: 'Group' });
  await tabTo(page, group.getByRole('textbox', { name: 'Name' }));
  await expectFocusShown(page);
  await page.keyboard.type('Keyboard buyers team');
  await tabTo(page, group.getByRole('button', { name: 'Make group' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Keyboard buyers team', level: 1 })).toBeVisible();

  const add = page.getByRole('form', { name: 'Add members' });
  await tabTo(page, add.getByRole('combobox', { name: 'Person' }));
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Mei');
  // The search answers after a pause: choose once only her name is offered.
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: /Mei Mentor/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, add.getByRole('button', { name: 'Add', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('Mei Mentor');
});

test('Ctrl-K finds a case by three letters of its street and an order by its pasted reference', async ({
  page,
}) => {
  const order = await awaitingOrder(page.request, `search-${uniqueStamp()}`);
  await signIn(page, USERS.agent);
  // The shortcut is the shell's: it listens once the header is on screen.
  await expect(page.getByRole('banner').getByRole('button', { name: /Find/ })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Find' });
  await expect(palette.getByRole('combobox', { name: 'Find' })).toBeFocused();
  await page.keyboard.type('lin');
  const cases = palette.getByRole('group', { name: 'Cases' });
  await expect(cases.getByRole('option').first()).toContainText('Lincoln Ave');
  // The first row is chosen: Enter opens it.
  await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expectRoute(page, /^\/transaction\/[a-z-]+-process/);

  await page.keyboard.press('Control+k');
  await page.keyboard.insertText(order.reference);
  const exact = palette.getByRole('option', { name: new RegExp(order.reference) });
  await expect(exact).toContainText('Exact match');
  await expect(exact).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expectRoute(page, '/agent-center/my-Commodity-order/detail');
  await expect(page.getByRole('main')).toContainText(order.reference);
});

test('? lists the shortcuts; g then c opens the case list, j and k walk its rows and Enter opens one', async ({
  page,
}) => {
  await signIn(page, USERS.agent);
  await expect(page.getByRole('banner').getByRole('button', { name: /Find/ })).toBeVisible();

  await page.keyboard.press('?');
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(overlay.getByRole('region', { name: 'Go to' })).toContainText('Go to the case list');
  // The agent's menu has no user management: its shortcut is not offered.
  await expect(overlay).not.toContainText('Go to User management');
  expect(await seriousViolations(page, 'keyboard shortcuts overlay')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expectRoute(page, /^\/transaction\/caselist/);
  const rows = page.getByRole('table', { name: 'Cases' }).locator('tbody tr[tabindex]');
  await expect(rows.nth(1)).toBeVisible();
  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press('k');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expectRoute(page, /^\/transaction\/[a-z-]+-process/);
});

test('an agent arranges the case list’s columns and saves it as a view with the keyboard only', async ({
  page,
}) => {
  await signIn(page, USERS.agent, '/transaction/caselist');
  const table = page.getByRole('table', { name: 'Cases' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  // The columns menu: Type hidden with Space, Agent moved up with Enter, Price given a width from
  // its list; Esc closes the menu and gives the focus back.
  const columnsButton = page.getByRole('button', { name: 'Columns' });
  await tabTo(page, columnsButton);
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  const columns = page.getByRole('dialog', { name: 'Columns' });
  await tabTo(page, columns.getByRole('checkbox', { name: 'Type' }));
  await expectFocusShown(page);
  await page.keyboard.press('Space');
  await tabTo(page, columns.getByRole('button', { name: 'Move Agent up' }));
  await page.keyboard.press('Enter');
  await tabTo(page, columns.getByRole('combobox', { name: 'Width of Price' }));
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Width as designed' })).toBeFocused();
  // Typing an option's first letters moves to it (the list's type-ahead), as arrows do.
  await page.keyboard.type('16');
  await expect(page.getByRole('option', { name: '160 px wide' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(columns.getByRole('combobox', { name: 'Width of Price' })).toHaveText(/160 px wide/);
  await page.keyboard.press('Escape');
  await expect(columns).toBeHidden();
  await expect(columnsButton).toBeFocused();
  await expect(table.getByRole('columnheader', { name: 'Type' })).toHaveCount(0);
  await expect.poll(() => page.url()).toContain('price%3A160');

  // The views menu: saved under a name, then made the default.
  const viewsButton = page.getByRole('button', { name: 'Views' });
  await tabTo(page, viewsButton, { back: true });
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  const views = page.getByRole('dialog', { name: 'Saved views' });
  await tabTo(page, views.getByRole('textbox', { name: 'Name' }));
  await expectFocusShown(page);
  await page.keyboard.type('Keyboard view');
  await page.keyboard.press('Enter');
  await expect(views).toBeHidden();
  const current = page.getByRole('button', { name: 'View: Keyboard view' });
  await expect(current).toBeFocused();
  await page.keyboard.press('Enter');
  const star = views.getByRole('button', { name: 'Open Keyboard view by default' });
  await tabTo(page, star);
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(current).toBeFocused();
});
