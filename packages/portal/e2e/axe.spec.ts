import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { route, signIn, USERS } from './support';

/**
 * Axe (WCAG 2.1 A and AA) over every page a role's menu offers, for each demo role with a menu
 * of its own, and over the two pages a visitor meets without an account. Stories pass axe on
 * their own; what only a page shows (a component used without what it needs, as tabs without
 * their panel) shows here. The menu is read from the sidebar each role sees, so a page added to
 * the route table is swept without touching this file.
 */
// Evaluated rather than added as a script tag: the portal's CSP (script-src 'self') refuses an
// inline script, and the sweep must see the page with the policy it ships with.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The roles whose menus differ; the agent variants and the two-role account repeat them. */
const ROLES = ['admin', 'agent', 'mentor', 'lecturer', 'finance', 'approver'] as const;

type Finding = { page: string; rule: string; impact: string; target: string; help: string };

async function seriousViolations(page: Page, at: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: { target: unknown[] }[];
          }[];
        }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, WCAG21_AA);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => ({
        page: at,
        rule: v.id,
        impact: v.impact ?? '',
        target: node.target.join(' '),
        help: v.help,
      })),
    );
}

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

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.page}: ${f.rule} (${f.impact}) at ${f.target}: ${f.help}`).join('\n');

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
