import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { apiLogin, call, codeFor, expectRoute, login, route, signIn, USERS } from './support';

/** A form-encoded call (the contract's `form` body) with a token; the envelope must say 200. */
async function form<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  body: Record<string, string | number>,
): Promise<T> {
  const response = await request.post(`api/${path}`, {
    headers: { Authorization: token },
    form: body,
  });
  const answer = (await response.json()) as { code: number; message: string; data: T };
  expect(answer.code, answer.message).toBe(200);
  return answer.data;
}

// Eight digits, as a licence number has.
const stamp = () => `10${uniqueStamp()}`;
const PASSWORD = 'a-new-password-1';

/** The demo's Agent role, by name (ids differ between databases). */
async function agentRoleId(request: APIRequestContext, token: string): Promise<number> {
  const roles = await form<{ list: { id: number; name: string }[] }>(
    request,
    token,
    'general/role/selectRoleAndDutyAndModulesByCondition',
    { name: 'Agent', pageNum: 1, pageSize: 50 },
  );
  const role = roles.list.find((r) => r.name === 'Agent');
  expect(role, 'the demo Agent role').toBeTruthy();
  return (role as { id: number }).id;
}

/**
 * A new agent added by the office (no password yet), who then sets one with an e-mailed code as
 * "forgot password" does. Fresh people keep these journeys off the demo agents other specs read.
 */
async function newAgent(
  page: Page,
  admin: string,
  fields: { legalName: string; licenseNo?: string; boards?: string[] },
): Promise<{ email: string; agentId: number; userId: number }> {
  const email = `${fields.legalName.split(' ')[0]?.toLowerCase()}.${stamp()}@example.com`;
  const added = await call<{ agentId: number; userId: number }>(
    page.request,
    admin,
    'bq/agentInfo/addAgent',
    {
      email,
      ...fields,
      w9: { taxClassification: 'Individual/sole proprietor', tinLast4: '2468' },
      roleId: await agentRoleId(page.request, admin),
    },
  );
  await page.request.post('api/general/unauth/sendEmailVerificationCode', {
    form: { email, type: 2 },
  });
  const code = await codeFor(page, email);
  await page.request.post('api/general/unauth/changePasswordByEmailVerificationCode', {
    form: { email, code, password: PASSWORD },
  });
  return { email, ...added };
}

/** The text a PDF draws: its streams inflated (pdf-lib deflates them), standard-font hex included. */
function pdfText(bytes: Buffer): string {
  const parts = [bytes.toString('latin1')];
  const raw = bytes.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (or padded): its raw text is already in `parts`.
    }
  }
  return parts.join('\n');
}
const hexOf = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('people: personal info, coach agreements, DRE (issue 12)', () => {
  test('an agent without a licence goes from Create new to their personal edit, adds a licence and a board, and once accepted creates a listing; their W-9 opens with their name', async ({
    page,
  }) => {
    const admin = (await apiLogin(page.request, USERS.admin)).token;
    const name = 'Lane Licenseless';
    const agent = await newAgent(page, admin, { legalName: name });

    await login(page, agent.email, PASSWORD);
    await expectRoute(page, '/home');
    await page.getByRole('button', { name: 'Create new' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expectRoute(page, `/agent-center/personal/edit/${agent.userId}/${agent.agentId}`);
    await expect(page.getByRole('heading', { name: 'Edit personal info' })).toBeVisible();

    // The §5 e-mail rule is checked before anything is sent.
    const email = page.getByRole('textbox', { name: 'Personal e-mail' });
    await email.fill('lane@gmail');
    await email.blur();
    await expect(email).toHaveAccessibleDescription(/Must be an e-mail address/);
    await email.fill('lane@gmail.com');

    const licenseNo = `0${stamp()}`;
    await page.getByRole('textbox', { name: 'Licence number' }).fill(licenseNo);
    await choose(page, 'Licence type', 'Salesperson');
    await page.getByRole('textbox', { name: 'Issue date' }).fill('01/15/2026');
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('01/14/2030');
    await page
      .getByRole('textbox', { name: 'Boards, one per line' })
      .fill('San Francisco Association of Realtors');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectRoute(page, '/agent-center/personal/index');
    const waiting = page.getByRole('region', { name: 'Waiting for approval' });
    await expect(waiting).toContainText('licence number');
    await expect(waiting).toContainText('boards');
    await expect(page.getByText('No licence', { exact: true })).toBeVisible();
    await expect(page.getByText('lane@gmail.com')).toBeVisible();

    // The office accepts the staged change (its page belongs to user management).
    const stash = await form<{ id: number }>(
      page.request,
      admin,
      'bq/agentAdminConfigStash/getByAgentId',
      { agentId: agent.agentId },
    );
    await form(page.request, admin, 'bq/agentAdminConfigStash/accept', { id: stash.id });

    await page.reload();
    await expect(page.getByText('Licensed, in a board', { exact: true })).toBeVisible();
    await expect(page.getByText(licenseNo)).toBeVisible();

    // The W-9 opens in a new tab from the PDF the server filled in. The pinned browser is a
    // headless shell without a PDF viewer: like Chrome with its viewer off, it saves a PDF a tab is
    // pointed at, so the tab's download is what the person gets, the Blob URL of the answer's bytes.
    // The tab's download is listened for as the tab opens: it can start before the click's
    // other waits are done (it did in a loaded CI run, and the test then waited for it forever).
    const downloaded = new Promise<Download>((resolve) => {
      page.context().once('page', (tab) => resolve(tab.waitForEvent('download')));
    });
    const [popup, w9] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((r) => r.url().includes('/api/export/w9.pdf')),
      page.getByRole('button', { name: 'W-9 PDF' }).click(),
    ]);
    const download = await downloaded;
    expect(download.url()).toMatch(/^blob:/);
    const doc = ((await w9.json()) as { data: { contentBase64: string } }).data;
    const opened = await readFile(await download.path());
    expect(opened.equals(Buffer.from(doc.contentBase64, 'base64'))).toBe(true);
    expect(opened.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(opened);
    expect(text.includes(name) || text.includes(hexOf(name))).toBe(true);
    await popup.close();

    // Create new now lets the agent straight through to a listing, and it saves.
    await page.getByRole('button', { name: 'Create new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new transaction' });
    await dialog.getByRole('radio', { name: 'Listing' }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectRoute(page, '/transaction/listing');
    await page.getByRole('textbox', { name: 'Street' }).fill('12 Licensed Lane');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectRoute(page, '/transaction/listing-process');
  });

  test('a DRE CSV import matches an agent whose licence and name agree; the rest is matched by hand in dreun-list', async ({
    page,
  }) => {
    const admin = (await apiLogin(page.request, USERS.admin)).token;
    const auto = `E2EA${stamp()}`;
    const byHand = `E2EH${stamp()}`;
    const licensed = await newAgent(page, admin, {
      legalName: 'Dana Automatch',
      licenseNo: auto,
      boards: ['San Francisco Association of Realtors'],
    });
    const unlicensed = await newAgent(page, admin, { legalName: 'Harper Handmatch' });

    await signIn(page, USERS.admin, '/userroles/usermgt/dreun-list');
    await expect(page.getByRole('heading', { name: 'Unmatched DRE records' })).toBeVisible();
    const csv = [
      'License ID,Name,License Type,Status,Expiration Date',
      `${auto},"Automatch, Dana",Salesperson,LICENSED,12/31/2028`,
      `${byHand},"Handmatch, Harper",Broker,LICENSED,06/30/2029`,
    ].join('\r\n');
    await page.locator('input[type=file]').setInputFiles({
      name: 'dre-list.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(page.getByRole('status').filter({ hasText: 'records read' })).toHaveText(
      '2 records read: 1 matched automatically, 1 left to match by hand',
    );

    const search = page.getByRole('form', { name: 'Search DRE records' });
    await search.getByRole('textbox', { name: 'Licence id or name' }).fill('E2E');
    await search.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Unmatched DRE records' });
    await expect(table.getByText(byHand, { exact: true })).toBeVisible();
    await expect(table.getByText(auto, { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: `Match ${byHand}` }).click();
    const matchDialog = page.getByRole('alertdialog');
    await matchDialog.getByRole('combobox', { name: 'Agent' }).click();
    await page.getByRole('option', { name: 'Harper Handmatch', exact: true }).click();
    await matchDialog.getByRole('button', { name: 'Match' }).click();
    // While the dialog is open the page behind it is hidden from the accessibility tree, so the
    // table reads as empty: the match is done when the dialog has closed with its toast.
    await expect(matchDialog).toHaveCount(0);
    await expect(page.getByText(`${byHand} matched`)).toBeVisible();
    await expect(table.getByText(byHand, { exact: true })).toHaveCount(0);
    expect(route(page)).toBe('/userroles/usermgt/dreun-list');

    // Both agents now hold their licence: the automatic match and the one made by hand.
    for (const [who, licence] of [
      [licensed, auto],
      [unlicensed, byHand],
    ] as const) {
      const record = await form<{ personal: { licenseNo: string } }>(
        page.request,
        admin,
        'bq/agentInfo/getAgentInfoById',
        { agentId: who.agentId },
      );
      expect(record.personal.licenseNo, who.email).toBe(licence);
    }
  });

  test("a coach agreement added by the office shows on the coach's and the mentee's personal pages", async ({
    page,
    browser,
  }) => {
    const admin = (await apiLogin(page.request, USERS.admin)).token;
    const mentee = await newAgent(page, admin, { legalName: 'Casey Coached' });

    await signIn(page, USERS.admin, '/userroles/coach-agreement/add');
    await choose(page, 'Coach', 'Mei Mentor');
    await choose(page, 'Mentee', 'Casey Coached');
    await page.getByRole('textbox', { name: 'Start date' }).fill('12/01/2026');
    await page.getByRole('textbox', { name: 'Terms' }).fill('Two shadowed showings a month');
    await page.getByRole('button', { name: 'Add agreement' }).click();
    await expectRoute(page, '/userroles/coach-agreement/index');
    const agreements = page.getByRole('table', { name: 'Coach agreements' });
    await expect(agreements.getByRole('row').filter({ hasText: 'Casey Coached' })).toContainText(
      'Active',
    );

    // The coach's page lists the mentee.
    const coachPage = await (await browser.newContext()).newPage();
    await signIn(coachPage, USERS.mentor, '/agent-center/personal/index');
    await expect(
      coachPage
        .getByRole('table', { name: 'My mentees' })
        .getByRole('row')
        .filter({ hasText: 'Casey Coached' }),
    ).toContainText('12/01/2026');

    // The mentee's page names the coach.
    const menteePage = await (await browser.newContext()).newPage();
    await login(menteePage, mentee.email, PASSWORD);
    await expectRoute(menteePage, '/home');
    await menteePage.goto('#/agent-center/personal/index');
    const coach = menteePage.getByRole('region', { name: 'My coach' });
    await expect(coach).toContainText('Mei Mentor');
    await expect(coach).toContainText('Two shadowed showings a month');
  });
});
