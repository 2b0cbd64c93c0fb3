import { expect, test } from './fixtures';
import { signIn, USERS } from './support';

// The office's lists under /system (issue 27 items 4 and 5) against the real server: the
// administrator adds a recruiting source, records a board membership that lifts an agent's
// "no board" status, records who recruited them with an activity, and adds a link every member
// of staff then finds on their home page.

test('the office keeps its boards, recruits and links, and staff see the links', async ({
  page,
  browser,
}) => {
  await signIn(page, USERS.admin, '/system/index');
  await expect(
    page.getByRole('heading', { name: 'Systems configuration', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'External links' })).toContainText('2 links shown');

  // A recruiting source of the office's own, offered by the recruiting form below.
  await page.getByRole('main').getByRole('link', { name: 'Dictionary' }).click();
  await page.getByRole('button', { name: 'Add entry' }).click();
  const entry = page.getByRole('dialog', { name: /New entry/ });
  await entry.getByRole('textbox', { name: /Code/ }).fill('open-house');
  await entry.getByRole('textbox', { name: /Label \(English\)/ }).fill('Open house');
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Recruiting sources' })).toContainText('open-house');

  // Bo is licensed and in no board; the office records his Bay East membership.
  await page.goto('#/system/associationmgt/index');
  await page.getByRole('row', { name: /Bay East Association of Realtors/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Bay East Association of Realtors', level: 1 }),
  ).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a member' });
  await add.getByRole('combobox', { name: /Agent/ }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('bo');
  await page.getByRole('option', { name: /Bo Noboard/ }).click();
  await add.getByRole('textbox', { name: /Member no/ }).fill('BE-7781');
  await add.getByRole('button', { name: 'Add member' }).click();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: /Bo Noboard/ })).toContainText(
    'Licensed, in a board',
  );

  // Who brought him in, and what he has done since.
  await page.goto('#/system/agent-activity/index');
  await page.getByRole('button', { name: 'Record a recruit' }).click();
  const recruit = page.getByRole('form', { name: 'Recruitment' });
  await recruit.getByRole('combobox', { name: /^Agent/ }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('bo');
  await page.getByRole('option', { name: /Bo Noboard/ }).click();
  await recruit.getByRole('combobox', { name: /Recruited by/ }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('mei');
  await page.getByRole('option', { name: /Mei Mentor/ }).click();
  await recruit.getByRole('combobox', { name: /Source/ }).click();
  await page.getByRole('option', { name: 'Open house' }).click();
  await recruit.getByRole('textbox', { name: /Joined the office/ }).fill('03/02/2026');
  await recruit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Bo Noboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/agent-activity\/edit\?id=\d+/);
  const activity = page.getByRole('form', { name: 'Record an activity' });
  await activity.getByRole('textbox', { name: /^Activity/ }).fill('Bay East board orientation');
  await activity.getByRole('textbox', { name: /^Day/ }).fill('03/09/2026');
  await activity.getByRole('button', { name: 'Record activity' }).click();
  await expect(page.getByRole('table', { name: 'Activities' })).toContainText(
    'Bay East board orientation',
  );
  await page.goto('#/system/agent-activity/index');
  await expect(page.getByRole('row', { name: /Bo Noboard/ })).toContainText('Mei Mentor');

  // A link for everyone's home page.
  await page.goto('#/system/link');
  await page.getByRole('button', { name: 'Add link' }).click();
  const link = page.getByRole('dialog', { name: 'New external link' });
  await link.getByRole('textbox', { name: /Title/ }).fill('MLSListings');
  await link.getByRole('textbox', { name: /Address/ }).fill('http://mlslistings.example');
  await link.getByRole('button', { name: 'Save' }).click();
  await expect(link.getByText('must be a web address starting with https://')).toBeVisible();
  await link.getByRole('textbox', { name: /Address/ }).fill('https://mlslistings.example');
  await link.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'External links' })).toContainText('MLSListings');

  const agent = await (await browser.newContext()).newPage();
  await signIn(agent, USERS.agent);
  const links = agent.getByRole('list', { name: 'External links' });
  await expect(links.getByRole('link', { name: 'MLSListings' })).toHaveAttribute(
    'href',
    'https://mlslistings.example',
  );
});
