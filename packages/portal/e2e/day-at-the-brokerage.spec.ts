import { businessDay, businessMonth } from '@bq/validators';
import type { Browser, Page } from '@playwright/test';
import { testDate } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { codeFor, expectRoute, login, mailLinkFor, passDecision, signIn, USERS } from './support';

/**
 * Issue 29 item 2, a day at the brokerage: one person's story across the areas against the real
 * server. Rosa Rivera, a visitor, registers for a course from the public hall; she makes an
 * account and applies to join; the approver passes her entry; as a new agent she adds her licence
 * and a board (the office accepts), writes a listing split 60/40 with Mei Mentor, which the office
 * reviews, approves and closes; she buys marketing products and finance takes the payment;
 * finance pays her on the month's statement, a second person approving; the month closes and the
 * award names her; her calendar shows the closing and her course; and every message along the way
 * arrived. Each decisive step is done in the browser by the person who does it, each person in a
 * browser of their own that stays signed in for the whole day. The steps build on each other.
 */
test.describe.configure({ mode: 'serial' });

const ROSA = { name: 'Rosa Rivera', email: 'rosa.rivera@example.com', password: 'rosa-day-2026' };
const STREET = '1 Daybreak Court';
const COURSE = 'California licence exam prep';
const today = businessDay(testDate());
const month = businessMonth(testDate());
/** Today as the portal's date fields take it (MM/DD/YYYY). */
const todayTyped = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Each person's own browser, open for the whole day (one sign-in each). */
const people: { rosa?: Page; approver?: Page; admin?: Page; finance?: Page } = {};
let open: Browser['newContext'] | undefined;
const day = { entryId: 0, agentId: 0, caseId: 0, caseNo: '', order: '', statement: '' };

async function browserOf(who: 'approver' | 'admin' | 'finance', target: string): Promise<Page> {
  let page = people[who];
  if (!page) {
    page = await (await (open as Browser['newContext'])()).newPage();
    people[who] = page;
    await signIn(page, USERS[who], target.split('?')[0]);
  }
  await page.goto(`#${target}`);
  return page;
}
const rosa = () => people.rosa as Page;

/** A status move of the case page: its button, then the confirmation's own (not the title's ×). */
async function move(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('alertdialog').locator('button[data-confirm-state]').click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

/** A step of the pay statement page: its button, then the dialog's (a reference if asked). */
async function statementStep(page: Page, button: string, reference?: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (reference) await dialog.getByRole('textbox', { name: /Reference/ }).fill(reference);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  return dialog;
}

test.beforeAll(async ({ browser, baseURL }) => {
  open = (options) => browser.newContext({ baseURL, ...options });
  people.rosa = await (await open()).newPage();
});

test.afterAll(async () => {
  for (const page of Object.values(people)) await page?.context().close();
});

test('a visitor registers for a course in the public hall and confirms it from the mail', async () => {
  const page = rosa();
  await page.goto('#/bq-institute-tourist/index?q=licence exam');
  await page.getByRole('button', { name: 'English' }).click();
  await page
    .getByRole('list', { name: 'Course hall' })
    .getByRole('button', { name: 'View course' })
    .click();
  await expect(page.getByRole('heading', { name: COURSE, level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name').fill(ROSA.name);
  await form.getByLabel('E-mail').fill(ROSA.email);
  await form.getByLabel('Phone').fill('415 555 0177');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'is held only once you click' }).first(),
  ).toBeVisible();

  // The confirmation mail arrived: its link holds the seat.
  await page.goto(await mailLinkFor(page, ROSA.email, 'confirm'));
  const confirmed = page.getByRole('region', { name: 'Confirm your registration' });
  await expect(confirmed.getByRole('status')).toContainText('Confirmed: you have a seat.');
  await expect(confirmed.getByRole('status')).toContainText(COURSE);
});

test('she makes an account with a mailed code and applies to join from the hall', async () => {
  const page = rosa();
  await page.goto('#/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('E-mail').fill(ROSA.email);
  await form.getByRole('button', { name: 'Send code' }).click();
  // The code's mail arrived.
  await form.getByLabel('Verification code').fill(await codeFor(page, ROSA.email));
  await form.getByLabel('Name').fill(ROSA.name);
  await form.getByLabel(/^Password/).fill(ROSA.password);
  await form.getByLabel('Confirm password').fill(ROSA.password);
  await form.getByRole('button', { name: 'Register' }).click();
  await expectRoute(page, '/bq-institute-tourist/index');
  const details = page.getByRole('dialog', { name: 'Your details' });
  await details.getByRole('textbox', { name: 'Name' }).fill(ROSA.name);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toHaveCount(0);

  await page.getByRole('link', { name: /申请加入BQ地产|Apply to join BQ Realty/ }).click();
  await expectRoute(page, '/approval/apply/entry');
  // A newcomer whose licence is still on its way: the licence number is left for later.
  for (const [label, value] of [
    ['Legal name', ROSA.name],
    ['Phone', '4155550177'],
    ['Personal e-mail', ROSA.email],
    ['TIN, last 4 digits', '4321'],
    ['Contact name', 'Luis Rivera'],
    ['Contact phone', '4155550178'],
  ] as const)
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('combobox', { name: 'Tax classification' }).click();
  await page.getByRole('option', { name: 'Individual/sole proprietor' }).click();
  const answer = page.waitForResponse((r) => r.url().includes('/api/bq/entry/submit'));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  day.entryId = ((await (await answer).json()) as { data: { id: number } }).data.id;
  await expectRoute(page, '/approval/apply/index');
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByRole('cell', { name: `#${day.entryId}`, exact: true })).toBeVisible();
});

test('the approver passes her entry as an agent; she signs in as one and is told', async () => {
  const approver = await browserOf(
    'approver',
    `/approval/examine/approval-detail/${day.entryId}/entry/pending`,
  );
  await expect(approver.getByText(ROSA.name).first()).toBeVisible();
  const decision = approver.getByRole('region', { name: /Your decision/ });
  await decision.getByRole('combobox', { name: /Role of the new agent/ }).click();
  await approver.getByRole('option', { name: 'Agent', exact: true }).click();
  await passDecision(approver);
  await expect(approver.getByText('Passed').first()).toBeVisible();

  // Her account now holds the Agent role: she logs out of the hall and signs in to work in it.
  const page = rosa();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expectRoute(page, '/');
  await login(page, ROSA.email, ROSA.password);
  await expectRoute(page, '/home');
  await expect(page.getByRole('banner')).toContainText('Agent');
  await page.goto('#/home/mine-msg');
  await expect(page.getByText(`Application #${day.entryId} approved`).first()).toBeVisible();
});

test('she adds her licence and a board; the office accepts the change', async () => {
  const page = rosa();
  await page.goto('#/home');
  await page.getByRole('button', { name: 'Create new' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expectRoute(page, /^\/agent-center\/personal\/edit\/\d+\/\d+$/);
  day.agentId = Number(/\/(\d+)$/.exec(new URL(page.url()).hash)?.[1]);
  await page.getByRole('textbox', { name: 'Licence number' }).fill('02233445');
  await page.getByRole('combobox', { name: 'Licence type' }).click();
  await page.getByRole('option', { name: 'Salesperson', exact: true }).click();
  await page.getByRole('textbox', { name: 'Issue date' }).fill('11/02/2026');
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('11/01/2030');
  await page
    .getByRole('textbox', { name: 'Boards, one per line' })
    .fill('San Francisco Association of Realtors');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectRoute(page, '/agent-center/personal/index');
  await expect(page.getByRole('region', { name: 'Waiting for approval' })).toContainText(
    'licence number',
  );

  const admin = await browserOf('admin', `/userroles/usermgt/expand/${day.agentId}`);
  const waiting = admin.getByRole('region', { name: 'Waiting for approval' });
  await expect(waiting).toContainText('02233445');
  await waiting.getByRole('button', { name: 'Accept' }).click();
  await expect(admin.getByText('Change accepted')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Licensed, in a board', { exact: true })).toBeVisible();
});

test('she writes a listing split 60/40 with Mei Mentor; the office reviews, approves and closes it', async () => {
  const page = rosa();
  await page.goto('#/home');
  await page.getByRole('button', { name: 'Create new' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new transaction' });
  await dialog.getByRole('radio', { name: 'Listing' }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectRoute(page, '/transaction/listing');
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('Street').fill(STREET);
  await box('City').fill('San Jose');
  await box('ZIP').fill('95112');
  await page
    .getByRole('group', { name: 'Client 1' })
    .getByRole('textbox', { name: 'Name', exact: true })
    .fill('Sam Seller');
  await box('List price').fill('1250000');
  await box('Gross commission amount').fill('25000');
  await box('Close of escrow date').fill(todayTyped);
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByRole('combobox', { name: 'Person 1' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('mei');
  await page.getByRole('option', { name: 'Mei Mentor' }).click();
  await box('Percent 1').fill('40');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectRoute(page, '/transaction/listing-process');
  day.caseId = Number(/\?id=(\d+)$/.exec(page.url())?.[1]);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Listing case BQ-\d{4}-\d{6,}$/);
  day.caseNo = ((await heading.textContent()) ?? '').replace('Listing case ', '');

  const documents = page.getByRole('group', { name: 'Residential listing agreement (RLA)' });
  await documents.locator('input[type=file]').setInputFiles({
    name: 'listing-agreement.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(documents.getByRole('button', { name: /^Download / })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit this case?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByText('Case submitted', { exact: true })).toBeVisible();

  // The office's manager reviews it: the demo approver may move cases through the API but holds
  // no case pages (docs/decisions/portal.md, issue 29).
  const admin = await browserOf('admin', `/transaction/listing-process?id=${day.caseId}`);
  for (const label of ['Start review', 'Approve', 'Close']) await move(admin, label);
  const changes = admin.getByRole('list', { name: 'Status changes' });
  await expect(changes).toContainText('Approved → Closed');
});

test('she buys marketing products; finance takes her payment at the office', async () => {
  const page = rosa();
  await page.goto('#/buy-car/index');
  const catalogue = page.getByRole('region', { name: 'Browse products' });
  const lines = page.getByRole('table', { name: 'Cart lines' });
  for (const [search, name] of [
    ['sign', 'Open house A-frame sign'],
    ['postcards', 'Just listed postcards, 100'],
  ] as const) {
    await catalogue.getByLabel('Product name').fill(search);
    await catalogue.getByRole('button', { name: 'Search' }).click();
    await catalogue.getByRole('button', { name: `Add to cart: ${name}` }).click();
    await expect(lines).toContainText(name);
  }
  // 85.50 + 45.25, the server's total.
  await expect(page.getByText('Total $130.75')).toBeVisible();
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectRoute(page, '/marketing/confirmorder');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectRoute(page, '/pay-loading');
  await expect(page.getByText('Waiting for your payment at the office.')).toBeVisible();
  day.order = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')
    .replace('Order ', '')
    .trim();
  expect(day.order).toMatch(/^BQ-\d{6}-\d{4}$/);

  const finance = await browserOf('finance', '/financial/order-receipt/index');
  await finance.getByRole('button', { name: `Accept the payment of ${day.order}` }).click();
  const receipt = finance.getByRole('dialog', { name: `Receipt for ${day.order}` });
  await receipt.getByLabel(/Transfer, cheque or card slip reference/).fill('CHQ-ROSA-1');
  await expect(receipt.getByLabel(/Amount received/)).toHaveValue('130.75');
  await receipt.getByRole('button', { name: 'Accept payment' }).click();
  await expect(finance.getByText(`Payment of ${day.order} accepted`)).toBeVisible();

  // Her waiting page reads the order again until the receipt shows.
  await expect(page.getByText('Your payment was received. Thank you.')).toBeVisible();
});

test('finance pays her on the month’s statement, a second person approving', async () => {
  const finance = await browserOf('finance', `/financial/staffwages/index?month=${month}`);
  const row = (name: string) =>
    finance
      .getByRole('table', { name: 'Pay statements' })
      .getByRole('row', { name: new RegExp(name) });
  // Standard plan: 70% of her 60% of $25,000, less the $250 fee; Team Lead: 80% of $10,000 less
  // $150 to Mei.
  await expect(row(ROSA.name)).toContainText('$10,250.00');
  await expect(row('Mei Mentor')).toContainText('$7,850.00');
  await row(ROSA.name).click();
  await expect(finance.getByRole('heading', { level: 1 })).toHaveText(
    `Pay statement: ${ROSA.name}, ${month}`,
  );
  await expect(finance.getByRole('table', { name: 'Statement lines' })).toContainText(
    'Case commission',
  );
  day.statement = new URL(finance.url()).hash.replace(/^#/, '');
  await expect(await statementStep(finance, 'Review')).toHaveCount(0);

  // Above $5,000 the reviewer may not approve too: the administrator does.
  const admin = await browserOf('admin', day.statement);
  await expect(await statementStep(admin, 'Approve')).toHaveCount(0);
  await expect(admin.getByText('Approved', { exact: true }).first()).toBeVisible();

  await finance.reload();
  await expect(await statementStep(finance, 'Pay')).toHaveCount(0);
  await expect(await statementStep(finance, 'Confirm paid', 'ACH 240-1177')).toHaveCount(0);
  await expect(
    finance
      .getByRole('table', { name: 'Statement history' })
      .getByRole('row', { name: /Paid.*Fay Finance/ }),
  ).toBeVisible();
});

test('the month closes: the award names her; her calendar shows the closing and her course', async () => {
  const admin = await browserOf('admin', '/statistical-awards/statistical');
  const figures = admin.getByRole('table', { name: 'Production by agent' });
  const rowOf = (name: string) => figures.getByRole('row', { name: new RegExp(name) });
  await expect(rowOf(ROSA.name)).toContainText('$750,000.00');
  await expect(rowOf(ROSA.name)).toContainText('0.60');
  await expect(rowOf('Mei Mentor')).toContainText('$500,000.00');
  await admin.getByRole('button', { name: /^Close .+ \d{4}$/ }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Close the period' }).click();
  await expect(rowOf(ROSA.name).getByRole('cell').first()).toHaveText('1');

  await admin.goto('#/statistical-awards/awards/index');
  await admin.getByRole('button', { name: 'New award' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New award' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Rookie of the month');
  await dialog.getByRole('textbox', { name: /How many winners/ }).fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const award = admin.getByRole('region', { name: 'Rookie of the month' });
  const winners = award.getByRole('table', { name: /Winners of/ });
  await expect(winners).toContainText(ROSA.name);
  await expect(winners).toContainText('$750,000.00');
  // Four eyes: the administrator set it up, finance confirms it.
  await expect(award.getByRole('button', { name: 'Confirm winners' })).toHaveCount(0);
  const finance = await browserOf('finance', '/statistical-awards/awards/index');
  const toConfirm = finance.getByRole('region', { name: 'Rookie of the month' });
  await toConfirm.getByRole('button', { name: 'Confirm winners' }).click();
  await finance.getByRole('alertdialog').getByRole('button', { name: 'Confirm winners' }).click();
  await expect(toConfirm.getByText(/Confirmed .* by Fay Finance/)).toBeVisible();

  // She sees the ranking she tops, and the closing on its day in her calendar.
  const page = rosa();
  await page.goto('#/statistical-awards/statistical');
  await expect(
    page
      .getByRole('table', { name: 'Production by agent' })
      .getByRole('row', { name: new RegExp(ROSA.name) })
      .getByRole('cell')
      .first(),
  ).toHaveText('1');
  const cell = (date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);
  await page.goto(`#/calendar/index?view=month&date=${month}-01`);
  await expect(cell(today).getByRole('link', { name: `Close of escrow: ${STREET}` })).toBeVisible();
  // The seat she took as a visitor became her account's: its first evening (6 pm in California).
  await page.goto('#/calendar/index?view=month&date=2027-01-01');
  await expect(cell('2027-01-11').getByRole('link', { name: new RegExp(COURSE) })).toContainText(
    '6:00pm',
  );
  await page.goto('#/agent-center/my-course/index');
  // Its page first: until it is on screen, the calendar's weeks are rows naming the course too.
  await expect(page.getByRole('heading', { level: 1, name: /我的课程|My courses/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(COURSE) })).toContainText(
    /已报名|Enrolled/,
  );
});

test('every message of her day reached her', async () => {
  const page = rosa();
  await page.goto('#/home/mine-msg');
  for (const title of [
    `Application #${day.entryId} approved`,
    'Your personal info change was accepted',
    `Case ${day.caseNo} submitted`,
    `Order ${day.order}: Paid in full`,
    `Your pay statement for ${month} was paid`,
  ])
    await expect(page.getByText(title).first()).toBeVisible();
});
