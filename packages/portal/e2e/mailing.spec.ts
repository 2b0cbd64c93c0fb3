import { expect, test } from './fixtures';
import { signIn, USERS } from './support';

// The mailing list (issue 25 item 6) against the real server: marketing sends a campaign, and its
// reader unsubscribes from the link in the mail without signing in.

/** The unsubscribe link of the latest mail to an address, as the mail's text has it. */
async function unsubscribeLink(
  request: import('@playwright/test').APIRequestContext,
  email: string,
) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.post('api/general/test/latestOutbox', { form: { email } });
      const body = (await response.json()) as { data: { body: string } | null };
      link = /https?:\/\/\S+\/api\/unsubscribe\/[\w.-]+/.exec(body.data?.body ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

test('a campaign goes out and its reader unsubscribes without a login', async ({
  page,
  browser,
}) => {
  await signIn(page, USERS.admin, '/marketing/maillist/index');
  await expect(page.getByRole('heading', { name: 'Mailing list', level: 1 })).toBeVisible();
  const create = page.getByRole('form', { name: 'New mailing list' });
  await create.getByLabel('Name').fill('Spring open houses');
  await create.getByLabel('About the list').fill('Buyers who asked for open-house dates');
  await create.getByRole('button', { name: 'Add list' }).click();
  await expect(page.getByRole('heading', { name: 'Spring open houses', level: 1 })).toBeVisible();

  const add = page.getByRole('form', { name: 'Add addresses' });
  await add.getByLabel('Add addresses').fill('Lee Ray, lee@buyers.com\nmo@buyers.com');
  await add.getByRole('button', { name: 'Add 2 addresses' }).click();
  const addresses = page.getByRole('table', { name: 'Addresses on the list' });
  await expect(addresses.getByRole('row')).toHaveCount(3);
  await expect(addresses).toContainText('Lee Ray');

  const campaign = page.getByRole('form', { name: 'New campaign' });
  await campaign.getByLabel('Subject').fill('Open houses this weekend');
  await campaign.getByLabel('Message').fill('Three homes open on Saturday from 1 to 4 pm.');
  await campaign.getByRole('button', { name: 'Send…' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Send the campaign' });
  await expect(ask).toContainText('to 2 addresses');
  await ask.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('table', { name: 'Campaigns sent' });
  await expect(sent.getByRole('row', { name: /Open houses this weekend/ })).toBeVisible();

  // The reader opens the link from the mail in a browser that never signed in.
  const link = await unsubscribeLink(page.request, 'lee@buyers.com');
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(link);
  await expect(reader).toHaveURL(/#\/unsubscribe\/u1\./);
  await expect(
    reader.getByText('Stop all marketing mail from BQ to l**@buyers.com?'),
  ).toBeVisible();
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('status')).toContainText('You are unsubscribed.');
  await reader.reload();
  await expect(reader.getByRole('status')).toContainText('You are unsubscribed.');
  await reader.context().close();

  // Marketing sees it, and the next campaign leaves the address out.
  await page.reload();
  await expect(
    addresses.getByRole('row', { name: /lee@buyers\.com/ }).getByText(/^Unsubscribed/),
  ).toBeVisible();
  await campaign.getByLabel('Subject').fill('More open houses');
  await campaign.getByLabel('Message').fill('Two more on Sunday.');
  await campaign.getByRole('button', { name: 'Send…' }).click();
  await expect(ask).toContainText('to 1 address?');
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(
    sent
      .getByRole('row', { name: /More open houses/ })
      .getByRole('cell', { name: '1', exact: true }),
  ).toHaveCount(2);
});
