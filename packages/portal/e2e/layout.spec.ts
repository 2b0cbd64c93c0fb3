import { expect, test } from './fixtures';
import { callsTo, expectRoute, login, USERS } from './support';

test.describe('header badges and polling (spec §4 "Polling", §9)', () => {
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

  test('counts are fetched once and then every 30 seconds', async ({ page }) => {
    await page.clock.install();
    const polls = callsTo(page, 'bq/application/getNum');
    let answered = 0;
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/bq/application/getNum')) answered += 1;
    });
    // The 30 s interval restarts from each processed answer, so the clock moves only once it is in
    // and the page has had a moment (real time; its own clock is fake) to take it.
    const answer = async (n: number) => {
      await expect.poll(() => answered).toBe(n);
      await page.waitForTimeout(250);
    };
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await expect.poll(() => polls.length).toBe(1);
    await answer(1);
    await page.clock.fastForward(30_000);
    await expect.poll(() => polls.length).toBe(2);
    await answer(2);
    await page.clock.fastForward(30_000);
    await expect.poll(() => polls.length).toBe(3);
  });

  test('a failing count poll stops its timer without a toast', async ({ page }) => {
    await page.clock.install();
    const polls = callsTo(page, 'bq/application/getNum');
    await page.route('**/api/bq/application/getNum', (r) =>
      r.fulfill({ json: { code: 500, message: 'counts are down', data: null } }),
    );
    await login(page, USERS.agent);
    await expectRoute(page, '/home');
    await expect.poll(() => polls.length).toBe(1);
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
