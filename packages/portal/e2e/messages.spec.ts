import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { apiLogin, call, signIn, USERS } from './support';

/** The header's unread count as the badge's accessible name says it. */
const unreadBadge = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Unread messages/ });
async function unreadOf(page: import('@playwright/test').Page): Promise<number> {
  const name = (await unreadBadge(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}

/**
 * Issue 13, sending as the message center does it: a letter to everyone holding a role, pushed to
 * a signed-in holder's badge; and a letter the sender's role does not allow, refused.
 */
test.describe('message center: sending', () => {
  test("a letter to a role reaches a signed-in holder's badge at once, and opens", async ({
    page,
    browser,
  }) => {
    const holder = await (await browser.newContext()).newPage();
    await signIn(holder, USERS.approver, '/home');
    await expect(unreadBadge(holder)).toBeVisible();
    // The page has settled on the count the stream sends first.
    await holder.waitForLoadState('networkidle');
    const before = await unreadOf(holder);

    await signIn(page, USERS.admin, '/messagecenter/message/send-msg');
    await page.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: /^Approver \(\d+\)$/ }).click();
    await page.keyboard.press('Escape');
    const title = `Fire drill ${uniqueStamp()}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Text' })
      .fill('Thursday at 10: leave by the east stairs.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(/^Sent to \d+ (person|people)$/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sent letters' })).toContainText(title);

    // Pushed, not polled: the poll comes every 30 s, the stream within a second or two.
    await expect(unreadBadge(holder)).toHaveAttribute(
      'aria-label',
      `Unread messages: ${before + 1}`,
      {
        timeout: 5_000,
      },
    );
    await unreadBadge(holder).click();
    await holder.getByText(title).first().click();
    await expect(holder.getByRole('dialog')).toContainText(
      'Thursday at 10: leave by the east stairs.',
    );
  });

  test('an agent cannot write to a colleague their role gives no reason to write to', async ({
    page,
  }) => {
    const admin = await apiLogin(page.request, USERS.admin);
    const { list } = await call<{ list: { userId: number; name: string }[] }>(
      page.request,
      admin.token,
      'bq/agentInfo/getAgent',
      { keyword: USERS.noLicense },
    );
    const colleague = list[0];
    expect(colleague).toBeDefined();
    await signIn(page, USERS.agent, `/home/sending-letter/${colleague?.name}/${colleague?.userId}`);
    const form = page.getByRole('form', { name: 'Send a letter' });
    await form.getByLabel('Subject').fill('Lunch?');
    await form.getByLabel('Message').fill('Shall we?');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/cannot receive letters from you/)).toBeVisible();
  });

  test('a person chooses how they get each kind of message, within what the office requires', async ({
    page,
  }) => {
    await signIn(page, USERS.mentor, '/home/mine-msg');
    const table = page.getByRole('table', { name: 'Message delivery preferences' });
    await table.getByRole('combobox', { name: 'How you get: Case submitted' }).click();
    await page.getByRole('option', { name: 'By e-mail' }).click();
    await expect(page.getByText('Case submitted: by e-mail')).toBeVisible();
    // The office requires decisions in the portal: e-mail alone is not offered.
    await table.getByRole('combobox', { name: 'How you get: Application decided' }).click();
    await expect(page.getByRole('option', { name: 'By e-mail' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'How you get: Case submitted' })).toContainText(
      'By e-mail',
    );
  });
});
