import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectRoute, USERS } from './support';

// The main journeys with the keyboard only (issue 29 item 3): no click, no fill. The journey must
// get where a mouse would: signed in, through the menu to the case list, into a case and back,
// and a group made and given a member. (Whether each stop shows its focus is the design system's:
// its stories draw every focus ring, and their screenshots hold them.)

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, { back = false, most = 60 } = {}) {
  for (let n = 0; n < most; n++) {
    const focused = target.evaluate((el) => el === document.activeElement, null, { timeout: 1000 });
    if (await focused.catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
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

  // Through the menu: open the Transaction group, then its case list.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const transaction = menu.getByRole('button', { name: 'Transaction' });
  await tabTo(page, transaction);
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
  await page.keyboard.press('Enter');
  await expectRoute(page, /^\/transaction\/[a-z-]+-process/);
  await tabTo(page, page.getByRole('button', { name: 'Return' }), { back: true });
  await page.keyboard.press('Enter');
  await expectRoute(page, /^\/transaction\/caselist/);

  // A group, made and given a member, without the mouse.
  await page.goto('#/group/list');
  await tabTo(page, page.getByRole('button', { name: 'New group' }));
  await page.keyboard.press('Enter');
  await expectRoute(page, '/group/detail');
  const group = page.getByRole('form', { name: 'Group' });
  await tabTo(page, group.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type('Keyboard buyers team');
  await tabTo(page, group.getByRole('button', { name: 'Make group' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Keyboard buyers team', level: 1 })).toBeVisible();

  const add = page.getByRole('form', { name: 'Add members' });
  await tabTo(page, add.getByRole('combobox', { name: 'Person' }));
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
