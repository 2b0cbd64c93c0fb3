import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { expectRoute, signIn, USERS } from './support';

/**
 * Issue 12, the organisation as administrators keep it: a role's permission tree, and the region →
 * branch tree, each edited in the browser against the real server.
 */

test.describe('organisation: roles and branches', () => {
  test("a role's permission tree edited by an administrator changes a signed-in holder's menu on their next page", async ({
    page,
    browser,
  }) => {
    // The lecturer is signed in before the edit and stays signed in.
    const holderContext = await browser.newContext();
    const holder = await holderContext.newPage();
    await signIn(holder, USERS.lecturer, '/home');
    const holderMenu = holder.getByRole('navigation', { name: 'Main menu' });
    await expect(holderMenu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(holderMenu.getByRole('button', { name: 'Transaction' })).toHaveCount(0);

    await signIn(page, USERS.admin, '/userroles/rolemgt/index');
    try {
      await page
        .getByRole('table', { name: 'Roles' })
        .getByText('Lecturer', { exact: true })
        .click();
      const tree = page.getByRole('tree', { name: 'Permissions' });
      const transaction = tree.getByRole('treeitem', { name: /^Transaction/ });
      await expect(transaction).toHaveAttribute('aria-checked', 'false');
      // Space checks the row with the focus (its checkbox is the row's own state, aria-checked).
      await transaction.focus();
      await page.keyboard.press('Space');
      await expect(transaction).toHaveAttribute('aria-checked', 'true');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Role "Lecturer" saved')).toBeVisible();
      // F5 keeps the chosen role, now with the menu held.
      await page.reload();
      await expect(
        page
          .getByRole('tree', { name: 'Permissions' })
          .getByRole('treeitem', { name: /^Transaction/ }),
      ).toHaveAttribute('aria-checked', 'true');

      // Every answer carries the role's fingerprint (the page's own calls, the 30 s polls): the
      // navigation after one brings the new menu, without logging in again.
      await holderMenu.getByRole('link', { name: 'Notifications' }).click();
      await expectRoute(holder, '/home/mine-msg');
      await holderMenu.getByRole('link', { name: 'Dashboard' }).click();
      await expect(holderMenu.getByRole('button', { name: 'Transaction' })).toBeVisible();
      await holderMenu.getByRole('button', { name: 'Transaction' }).click();
      await holderMenu.getByRole('link', { name: 'Case list' }).click();
      await expectRoute(holder, /^\/transaction\/caselist/);
    } finally {
      await holderContext.close();
    }
  });

  test('a branch moved while another administrator edits it: the second save gets the 409 message and a reload', async ({
    page,
    browser,
  }) => {
    await signIn(page, USERS.admin, '/userroles/branchmgt/index');
    const tree = page.getByRole('tree', { name: 'Regions and branches' });
    await tree.getByRole('treeitem', { name: /^Central Valley/ }).click();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Edit or move branch Fresno' }).click();
    const dialog = page.getByRole('dialog', { name: /Edit branch Fresno/ });
    await expect(dialog).toBeVisible();

    // Meanwhile a second administrator moves Fresno to the Bay Area.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    try {
      await signIn(other, USERS.admin, '/userroles/branchmgt/index');
      const otherTree = other.getByRole('tree', { name: 'Regions and branches' });
      await otherTree.getByRole('treeitem', { name: /^Central Valley/ }).click();
      await other.keyboard.press('ArrowRight');
      await other.getByRole('button', { name: 'Edit or move branch Fresno' }).click();
      const otherDialog = other.getByRole('dialog', { name: /Edit branch Fresno/ });
      await otherDialog.getByRole('combobox', { name: 'Region' }).click();
      await other.getByRole('option', { name: 'Bay Area' }).click();
      await otherDialog.getByRole('button', { name: 'Save' }).click();
      await expect(other.getByText('Fresno saved')).toBeVisible();

      // The first administrator's save is refused, not written over the move.
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Fresno North');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const conflict = page.getByRole('alertdialog', { name: 'Changed meanwhile' });
      await expect(conflict).toContainText('moved meanwhile');
      await conflict.getByRole('button', { name: 'Reload' }).click();
      await tree.getByRole('treeitem', { name: /^Bay Area/ }).click();
      await page.keyboard.press('ArrowRight');
      await expect(tree.getByRole('treeitem', { name: /^Fresno/ })).toBeVisible();
      await expect(tree.getByRole('treeitem', { name: /^Fresno North/ })).toHaveCount(0);
    } finally {
      await otherContext.close();
    }
  });

  test("a region is added, and its delete asks the spec's question first", async ({ page }) => {
    await signIn(page, USERS.admin, '/userroles/branchmgt/index');
    const name = `Inland Empire ${uniqueStamp()}`;
    await page.getByRole('button', { name: 'New region' }).click();
    const dialog = page.getByRole('dialog', { name: 'New region' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const tree = page.getByRole('tree', { name: 'Regions and branches' });
    await expect(tree.getByRole('treeitem', { name })).toBeVisible();

    await page.getByRole('button', { name: `Delete region ${name}` }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('Are you sure you want to delete this Region?');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(tree.getByRole('treeitem', { name })).toBeVisible();

    await page.getByRole('button', { name: `Delete region ${name}` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /OK|Delete/ })
      .click();
    await expect(tree.getByRole('treeitem', { name })).toHaveCount(0);
  });
});
