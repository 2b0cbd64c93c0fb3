import type { Page } from '@playwright/test';
import { type Finding, report, seriousViolations } from './axe';
import { awaitingOrder } from './commerce-staff-helpers';
import { expect, test } from './fixtures';
import { route, signIn, USERS } from './support';

/**
 * Axe (WCAG 2.1 A and AA) over every page a role's menu offers, for each demo role with a menu
 * of its own, and over the two pages a visitor meets without an account. Stories pass axe on
 * their own; what only a page shows (a component used without what it needs, as tabs without
 * their panel) shows here. The menu is read from the sidebar each role sees, so a page added to
 * the route table is swept without touching this file.
 */
/** The roles whose menus differ; the agent variants and the two-role account repeat them. */
const ROLES = ['admin', 'agent', 'mentor', 'lecturer', 'finance', 'approver'] as const;

/**
 * Records and editors the menus do not list, reached from a list page of the administrator's by
 * its first row (or by `open`, the link or button that opens an editor where the seed holds no
 * record), and `editor`, one linked from the record; in two halves of about the same length.
 */
type RecordPage = {
  list: string;
  open?: string;
  record: RegExp;
  /** The record has a History tab (the change log): it is opened and swept as well. */
  history?: true;
  editor?: { open: string | RegExp; record: RegExp; history?: true };
};
const RECORD_PAGES: Record<string, RecordPage[]> = {
  'cases, people, approvals, listings, groups': [
    { list: '/transaction/caselist', record: /^\/transaction\/[a-z-]+-process$/, history: true },
    {
      list: '/userroles/usermgt/index',
      record: /^\/userroles\/usermgt\/expand\/\d+/,
      history: true,
    },
    { list: '/approval/examine/index', record: /^\/approval\/examine\/approval-detail\// },
    { list: '/housing-manage/h-list', open: 'New listing', record: /^\/housing-manage\/h-edit\// },
    { list: '/group/list', open: 'New group', record: /^\/group\/detail$/ },
  ],
  'courses, products, orders': [
    {
      list: '/college-manage/course-list/index',
      record: /^\/college-manage\/course-list\/detail\//,
      // The course pages follow the language switch, Chinese by default.
      editor: {
        open: /^(Edit|编辑)$/,
        record: /^\/college-manage\/course-list\/edit\//,
        history: true,
      },
    },
    {
      list: '/marketing/commodity-manage/list',
      record: /^\/marketing\/commodity-manage\/detail\/\d+/,
      history: true,
      editor: { open: 'Edit', record: /^\/marketing\/commodity-manage\/edit\/edit\/\d+/ },
    },
    {
      list: '/college-manage/course-order/index',
      record: /^\/college-manage\/course-order\/detail\/\d+/,
      history: true,
    },
    { list: '/financial/order-receipt/index', record: /^\/financial\/order-receipt\/detail\/\d+/ },
  ],
};

/**
 * A page has settled when the shell's route progress bar is gone, its main area shows its heading
 * (or, on a page with nothing for this person, its words) and nothing in it says it is busy.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[role="progressbar"][aria-label="Loading page"]')).toHaveCount(0);
  await expect(page.locator('main').locator('h1, p').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Every link of the sidebar the signed-in role sees, its groups opened one by one. */
async function menuLinks(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  for (;;) {
    const closed = menu.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  return menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The admin's menu links: what the admin's sweep covers. */
async function adminMenu(page: Page): Promise<Set<string>> {
  await signIn(page, USERS.admin);
  const links = new Set(await menuLinks(page));
  // Nothing of the admin's session stays (the current role id among it) for the role swept next.
  await page.evaluate(() => localStorage.clear());
  return links;
}

// Each sweep only reads, so the sweeps spread over both workers (each on its own server for this
// file): the suite's longest file no longer runs on one worker while the other waits.
test.describe.configure({ mode: 'parallel' });

test.describe('axe: no serious or critical WCAG 2.1 A/AA violation on any menu page', () => {
  // A page fading in is measured at its final colours, not halfway (color-contrast), and no
  // sleep waits for the fade: with reduced motion there is none.
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  for (const role of ROLES) {
    test(`every menu page of the ${role}`, async ({ page }) => {
      // The admin's menu holds nearly every page: another role sweeps its home (a dashboard of
      // its own) and the pages the admin's menu lacks. Sweeping each page once per role measured
      // 48 of the 82 sweeps repeating the admin's, about a minute of the suite's time.
      const theAdmins = role === 'admin' ? new Set<string>() : await adminMenu(page);
      await signIn(page, USERS[role]);
      await settled(page);
      const menu = await menuLinks(page);
      expect(menu.length).toBeGreaterThan(0);
      const hrefs = menu.filter((href) => href === '#/home' || !theAdmins.has(href));
      test.info().annotations.push({ type: 'pages swept', description: hrefs.join(' ') });
      const findings: Finding[] = [];
      for (const href of hrefs) {
        const target = href.replace(/^#/, '');
        await page
          .getByRole('navigation', { name: 'Main menu' })
          .locator(`a[href="${href}"]`)
          .click();
        await expect.poll(() => route(page)).toMatch(new RegExp(`^${target}`));
        await settled(page);
        findings.push(...(await seriousViolations(page, `${role} ${target}`)));
      }
      expect(findings, report(findings)).toEqual([]);
    });
  }

  // The kit's list controls open: the views dialog (with a saved view in it) and the columns menu.
  test('the views menu and the columns menu of a list, open', async ({ page }) => {
    await signIn(page, USERS.agent, '/transaction/caselist');
    await settled(page);
    const findings: Finding[] = [];
    await page.getByRole('button', { name: 'Views' }).click();
    const views = page.getByRole('dialog', { name: 'Saved views' });
    await views.getByRole('textbox', { name: 'Name' }).fill('Axe view');
    await views.getByRole('button', { name: 'Save view' }).click();
    await page.getByRole('button', { name: 'View: Axe view' }).click();
    await expect(views.getByRole('button', { name: 'Delete view Axe view' })).toBeVisible();
    findings.push(...(await seriousViolations(page, 'views menu')));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(page.getByRole('dialog', { name: 'Columns' })).toBeVisible();
    findings.push(...(await seriousViolations(page, 'columns menu')));
    expect(findings, report(findings)).toEqual([]);
  });

  // The pages no menu links to: a record opened from its list (the first row of the seeded data,
  // as a person would open it), and an editor opened from its record. Two halves, one sign-in
  // each, so they run beside each other.
  for (const [half, pages] of Object.entries(RECORD_PAGES)) {
    test(`records and editors: ${half}`, async ({ page }) => {
      // An order of the agent's awaiting payment (the seed has none), for the order pages to open.
      if (pages.some((p) => p.list.includes('order'))) {
        await awaitingOrder(page.request, 'axe-records-order');
      }
      await signIn(page, USERS.admin);
      const findings: Finding[] = [];
      const swept: string[] = [];
      const main = page.getByRole('main');
      const sweep = async (record: RegExp, history?: true) => {
        await expect.poll(() => route(page)).toMatch(record);
        await settled(page);
        findings.push(...(await seriousViolations(page, route(page))));
        swept.push(route(page));
        if (!history) return;
        // The History tab (the course pages follow the language switch): the timeline or its
        // empty words, swept as a page of its own, then back to the record for its editor.
        // (The record's panel stays mounted, hidden: its heading is not what says it settled.)
        await main.getByRole('tab', { name: /^(History|历史)$/ }).click();
        const panel = main.getByRole('tabpanel', { name: /^(History|历史)$/ });
        await expect(panel.locator('ol, p').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        findings.push(...(await seriousViolations(page, `${route(page)} History`)));
        swept.push(`${route(page)}?view=history`);
        await main.getByRole('tab', { name: /^(Details|详情)$/ }).click();
      };
      for (const { list, open, record, history, editor } of pages) {
        await page.goto(`#${list}`);
        await settled(page);
        if (open) await main.getByText(open, { exact: true }).click();
        else await main.getByRole('row').nth(1).click();
        await sweep(record, history);
        if (!editor) continue;
        await main.getByText(editor.open, { exact: true }).click();
        await sweep(editor.record, editor.history);
      }
      test.info().annotations.push({ type: 'pages swept', description: swept.join(' ') });
      expect(findings, report(findings)).toEqual([]);
    });
  }

  test('the login page and the public course hall', async ({ page }) => {
    const findings: Finding[] = [];
    await page.goto('#/');
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
    findings.push(...(await seriousViolations(page, 'login')));
    await page.goto('#/bq-institute-tourist/index');
    await expect(page.getByRole('list', { name: /课程大厅|Course hall/ })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    findings.push(...(await seriousViolations(page, 'course hall')));
    expect(findings, report(findings)).toEqual([]);
  });
});
