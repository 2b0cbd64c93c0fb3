import { expect, test } from './fixtures';
import { apiLogin, call, expectRoute, signIn, USERS } from './support';

// Groups and group e-mail (issue 28 item 1) against the real server: an administrator makes a
// group from a region's branches, writes to it with each member's name filled in, and sees the
// delivery of every member, the one who turned group mail off skipped and counted.

test('an administrator writes to a branch group; the member who opted out is skipped', async ({
  page,
}) => {
  // Max Multirole (San Francisco) turns group mail off on his own account.
  const max = await apiLogin(page.request, USERS.multi);
  await call(page.request, max.token, 'bq/messagePreference/update', {
    code: 'group-mail',
    delivery: 'none',
  });

  await signIn(page, USERS.admin, '/group/list');
  await page.getByRole('button', { name: 'New group' }).click();
  await expectRoute(page, '/group/detail');
  const form = page.getByRole('form', { name: 'Group' });
  await form.getByLabel('Name').fill('Bay Area agents');
  await form.getByLabel('Description').fill('Everyone working in the Bay Area branches');
  await form.getByRole('button', { name: 'Make group' }).click();
  await expect(page.getByRole('heading', { name: 'Bay Area agents', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/group\/detail\?id=\d+$/);

  // The whole region: San Jose (Alex Agent), Fremont (Nico Nolicense), San Francisco (Max).
  const add = page.getByRole('form', { name: 'Add members' });
  await add.getByRole('radio', { name: 'Everyone in a branch' }).check();
  await add.getByRole('combobox', { name: 'Branch or region' }).click();
  await page.getByRole('option', { name: 'Bay Area (the whole region)' }).click();
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('3 added to the group')).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row')).toHaveCount(4);
  await expect(members.getByRole('row', { name: /Max Multirole/ })).toContainText('Turned off');
  await expect(members.getByRole('row', { name: /Alex Agent/ })).toContainText('Branch: Bay Area');

  await page.getByRole('button', { name: 'Write to the group' }).click();
  await expectRoute(page, '/group/send-email');
  const mail = page.getByRole('form', { name: 'Group mail' });
  await mail.getByLabel('Subject').fill('Bay Area meeting on Monday, {userName}');
  await mail.getByLabel('Message').fill('Hello {userName}, we meet in San Jose at 9 on Monday.');
  await mail.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Hello Alex Agent, we meet in San Jose at 9 on Monday.');
  await expect(preview).toContainText('2 members (1 skipped: turned group mail off)');
  await mail.getByRole('button', { name: 'Send…' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Send to Bay Area agents?' });
  await expect(ask).toContainText('2 members get it; 1 who turned group mail off is skipped');
  await ask.getByRole('button', { name: 'Send' }).click();

  // The page becomes the mail's delivery, member by member; F5 keeps it.
  await expect(page).toHaveURL(/#\/group\/send-email\?groupId=\d+&mailId=\d+$/);
  const delivery = page.getByRole('table', { name: 'Delivery per member' });
  // The card is titled with the subject, naming whom {userName} stands for rather than showing it.
  await expect(
    page.getByRole('heading', { name: "Bay Area meeting on Monday, [each member's name]" }),
  ).toBeVisible();
  await expect(delivery.getByRole('row', { name: /Max Multirole/ })).toContainText(
    'Skipped: turned group mail off',
  );
  await page.reload();
  await expect(delivery.getByRole('row')).toHaveCount(4);
  for (const name of [/Alex Agent/, /Nico Nolicense/]) {
    await expect(delivery.getByRole('row', { name })).toContainText('Waiting to go');
  }
  await expect(page.getByText(/2 waiting · 1 skipped/)).toBeVisible();

  // Each member's copy carries their own name.
  const latest = await page.request.post('api/general/test/latestOutbox', {
    form: { email: 'agent@bq.example.com' },
  });
  const body = (await latest.json()) as { data: { subject: string; body: string } };
  expect(body.data.subject).toBe('Bay Area meeting on Monday, Alex Agent');
  expect(body.data.body).toContain('Hello Alex Agent, we meet in San Jose');
  // And a link of their own that turns group mail off.
  expect(body.data.body).toMatch(/\/api\/group-mail\/unsubscribe\/g1\.\d+\.[\w-]+/);

  // The group's page lists the mail with its counts.
  await page.getByRole('link', { name: 'Bay Area agents' }).click();
  await expect(page.getByRole('table', { name: 'Mails sent' })).toContainText(
    "Bay Area meeting on Monday, [each member's name]",
  );
});
