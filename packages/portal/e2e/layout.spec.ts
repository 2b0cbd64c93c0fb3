import { expect, test } from './fixtures';
import { callsTo, expectRoute, login, USERS } from './support';

test.describe('header badges (spec §4, §9)', () => {
  test('an agent sees its own pending count and 5 unread messages', async ({ page }) => {
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await expect(page.getByRole('button', { name: 'Unread messages: 5' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pending approvals: 3' })).toBeVisible();
  });

  test('an approver with 150 waiting sees 99+', async ({ page }) => {
    await login(page, USERS.approver);
    await expectRoute(page, '/home');
    await expect(page.getByRole('button', { name: 'Pending approvals: 99+' })).toBeVisible();
    await expect(page.getByText('99+').first()).toBeVisible();
  });

  test('a zero count shows no badge', async ({ page }) => {
    await login(page, USERS.lecturer);
    await expectRoute(page, '/home');
    await expect(
      page.getByRole('button', { name: 'Pending approvals', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText(/^\d+\+?$/)).toHaveCount(1);
  });
});

test.describe('header polling (spec §4 "Polling")', () => {
  // Its tests pause and jump the tab's clock, which cannot be put back: each gets a new tab.
  test.use({ freshTab: true });

  test('counts are fetched once and then every 30 seconds', async ({ page }) => {
    const polls = callsTo(page, 'bq/application/getNum');
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await expect.poll(() => polls.length).toBe(1);
    // From here the page's time moves only when the test moves it, in 5 s steps until the next
    // poll. The interval restarts from each answer, which the page takes in real time: the steps
    // from one poll to the next must add up to the whole interval (a shorter one polls sooner),
    // however long the page took to take the answer. The first interval began before the pause.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const stepsToPoll = async (next: number) => {
      let moved = 0;
      await expect
        .poll(async () => {
          if (polls.length < next) {
            await page.clock.runFor(5_000);
            moved += 5_000;
          }
          return polls.length;
        })
        .toBe(next);
      return moved;
    };
    await stepsToPoll(2);
    expect(await stepsToPoll(3)).toBeGreaterThanOrEqual(30_000);
  });

  test('a failing count poll stops its timer without a toast', async ({ page }) => {
    const polls = callsTo(page, 'bq/application/getNum');
    await page.route('**/api/bq/application/getNum', (r) =>
      r.fulfill({ json: { code: 500, message: 'counts are down', data: null } }),
    );
    const failed = page.waitForEvent('requestfinished', (request) =>
      request.url().includes('/api/bq/application/getNum'),
    );
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await failed;
    await page.clock.fastForward(90_000);
    await page.waitForTimeout(200);
    expect(polls.length).toBe(1);
    await expect(page.getByText('counts are down')).toHaveCount(0);
  });
});

test.describe('role switch (spec §4)', () => {
  // The two-role demo user starts in Sales - Agent (seed), which holds the Create new item.
  test('switching role rebuilds the menu and goes to the start page', async ({ page }) => {
    await login(page, USERS.multi);
    await expectRoute(page, '/home');
    await expect(page.getByRole('button', { name: 'Create new' })).toBeVisible();
    await page.getByRole('button', { name: /^Switch role/ }).click();
    await page.getByRole('menuitemradio', { name: /Operations - Approver/ }).click();
    await expectRoute(page, '/home');
    await expect(page.getByRole('button', { name: 'Create new' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pending approvals: 99+' })).toBeVisible();
    // Switch back so the other tests find the demo user as seeded.
    await page.getByRole('button', { name: /^Switch role/ }).click();
    await page.getByRole('menuitemradio', { name: /Sales - Agent/ }).click();
    await expect(page.getByRole('button', { name: 'Create new' })).toBeVisible();
  });

  test('a failed switch restores the previous role', async ({ page }) => {
    await login(page, USERS.multi);
    await expectRoute(page, '/home');
    await page.route('**/api/general/role/updateOwnRole', (r) =>
      r.fulfill({ json: { code: 500, message: 'role service unavailable', data: null } }),
    );
    await page.getByRole('button', { name: /^Switch role/ }).click();
    await page.getByRole('menuitemradio', { name: /Operations - Approver/ }).click();
    await expect(page.getByText('role service unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Switch role: Sales - Agent/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create new' })).toBeVisible();
  });
});
