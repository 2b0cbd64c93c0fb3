import {
  addMoney,
  businessMonth,
  formatMoney,
  moneyToDecimal,
  parseMoney,
  subtractMoney,
} from '@bq/validators';
import type { Page } from '@playwright/test';
import { TEST_NOW, testDate } from '../../../scripts/test-clock.mjs';
import { caseThrough } from './case-helpers';
import { expect, test } from './fixtures';
import { openAs, step } from './statement-helpers';
import { apiLogin, call, signIn, USERS, userIdOf } from './support';

// A month's money from a closing to a closed month, as the back office lives it: before closing,
// finance sends title/escrow the CDA (a wrong file number corrected as version 2, approved by a
// second person) → a purchase with a referral fee closes on exactly the CDA's numbers for an agent
// who reaches the plan's cap → finance reads its whole waterfall from the case and records the
// title company's first wire → corrects the agent's split with a reason ($2,000 from the company
// dollar to the agent, above the $1,000 a person posts alone) and a second person approves → the
// agent's statement is approved by a second person and paid to the cent by a NACHA bank file
// another person releases → in January finance closes December with the books at 0.00, and the
// rest of the wire, dated in December, is refused until it is dated in the open month.
test.describe.configure({ mode: 'serial' });

const month = businessMonth(testDate());
const STREET = '12 Month End Road';
let caseId = 0;
let statementPath = '';
let totalBefore = '';

const totalOf = async (page: Page) =>
  (
    (await page
      .getByRole('term')
      .filter({ hasText: /^Total/ })
      .locator('xpath=following-sibling::*[1]')
      .textContent()) ?? ''
  )
    .replace(/[$,]/g, '')
    .trim();

/** Records a title/escrow receipt on the case's ledger page; answers the dialog. */
async function receipt(page: Page, amount: string, reference: string, receivedOn?: string) {
  await page.getByRole('button', { name: 'Record a receipt' }).click();
  const dialog = page.getByRole('dialog', { name: /Record a receipt for case/ });
  await dialog.getByRole('textbox', { name: /Amount received/ }).fill(amount);
  await dialog.getByRole('textbox', { name: /Wire or check reference/ }).fill(reference);
  if (receivedOn) await dialog.getByRole('textbox', { name: /Received on/ }).fill(receivedOn);
  await dialog.getByRole('button', { name: 'Record the receipt' }).click();
  return dialog;
}

const ESCROW_MAIL = 'erin@golden-gate-escrow.example';

/** Generates the case's CDA (again) from its ledger page's card, to the escrow officer. */
async function generateCda(page: Page, fileNo: string) {
  const card = page.getByRole('region', { name: /Commission disbursement authorization/ });
  await card.getByRole('button', { name: /^(Generate CDA|Generate again)$/ }).click();
  const dialog = page.getByRole('dialog', { name: /Generate the CDA of case/ });
  await dialog.getByRole('textbox', { name: /Title\/escrow company/ }).fill('Golden Gate Escrow');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(ESCROW_MAIL);
  await dialog.getByRole('textbox', { name: /file number/ }).fill(fileNo);
  await dialog.getByRole('button', { name: 'Generate CDA' }).click();
  await expect(dialog).toHaveCount(0);
  return card;
}

test('finance sends title/escrow the CDA: corrected once, approved by a second person, mailed', async ({
  page,
}) => {
  // $100,000: a quarter to the referring brokerage, and more than the office's share left under
  // the agent's $16,000 cap (Standard plan, 70/30), so the cap stops the company dollar.
  caseId = await caseThrough(page.request, {
    street: STREET,
    commission: '100000',
    referralFeePercent: '25',
    purchaseAcceptedOn: '2026-11-02',
    to: ['in_review', 'approved'],
  });
  await signIn(page, USERS.finance, `/financial/case-ledger/${caseId}`);
  await expect(
    page.getByText('The case is not closed: title/escrow pays a closed case.'),
  ).toBeVisible();
  let card = await generateCda(page, 'GGE-2026-441');
  await expect(card).toContainText('GGE-2026-441');
  await expect(card).toContainText('$25,000.00');
  // The file number was mistyped: the document title/escrow gets is version 2.
  card = await generateCda(page, 'GGE-2026-4411');
  await expect(card.getByText('v2', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Approve' })).toBeVisible();

  // Above $25,000.00 someone other than who generated it approves it.
  await signIn(page, USERS.admin, `/financial/case-ledger/${caseId}`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('dialog', { name: /Approve CDA v2 of case/ });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve).toHaveCount(0);
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();

  await signIn(page, USERS.finance, `/financial/case-ledger/${caseId}`);
  await page.getByRole('button', { name: 'Send to title/escrow' }).click();
  const send = page.getByRole('dialog', { name: 'Send CDA v2' });
  await send.getByRole('button', { name: 'Send to title/escrow' }).click();
  await expect(send).toHaveCount(0);
  const mail = await page.request.post('api/general/test/latestOutbox', {
    form: { email: ESCROW_MAIL },
  });
  expect(((await mail.json()) as { data: { subject: string } | null }).data?.subject).toMatch(
    /^Commission Disbursement Authorization: case BQ-\d{4}-\d{6}, file GGE-2026-4411 \(v2\)$/,
  );
});

test('the purchase closes on the CDA’s numbers; finance reads its waterfall from the case and records the first wire', async ({
  page,
}) => {
  const approver = (await apiLogin(page.request, USERS.approver)).token;
  await call(page.request, approver, 'bq/tran/case/changeStatus', {
    id: caseId,
    to: 'closed',
    comment: '',
  });
  await signIn(page, USERS.finance, '/transaction/purchase-not-process');
  await page.goto(`#/transaction/purchase-not-process?id=${caseId}`);
  await expect(page.getByRole('status').or(page.getByText('Closed')).first()).toBeVisible();
  await page.getByRole('link', { name: 'Ledger' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Case BQ-\d{4}-\d{6}: ledger$/);
  const waterfall = page.getByRole('table', { name: 'Ledger lines of the case' });
  for (const stepName of [
    'Gross from title/escrow',
    'Referral fee',
    'Agent split',
    'Fees',
    'Company dollar',
  ])
    await expect(waterfall.getByText(stepName).first()).toBeVisible();
  await expect(waterfall).toContainText('$25,000.00');
  await expect(page.getByText('Not received')).toBeVisible();

  const dialog = await receipt(page, '60000.00', 'WIRE-ME-1');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Partly received')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Receipts' })).toContainText('WIRE-ME-1');

  // The agent reached the cap with this closing: nothing is left before it.
  await signIn(page, USERS.agent, '/agent-center/my-commissions/index');
  const left = page.getByRole('term').filter({ hasText: 'Left before the cap' });
  await expect(left.locator('xpath=following-sibling::*[1]')).toHaveText('$0.00');
});

test('finance corrects the agent’s split with a reason; above the amount it waits for approval', async ({
  page,
}) => {
  await openAs(page, USERS.finance, `/financial/staffwages/index?month=${month}`);
  await page
    .getByRole('table', { name: 'Pay statements' })
    .getByRole('row', { name: /Alex Agent/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Pay statement: Alex Agent, ${month}`,
  );
  statementPath = new URL(page.url()).hash.replace(/^#/, '');
  totalBefore = await totalOf(page);
  const lines = page.getByRole('table', { name: 'Statement lines' });
  await lines
    .getByRole('button', { name: /Correct transfer/ })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: /Correct transfer case:/ });
  const agent = dialog.getByRole('textbox', { name: /^Agent · Alex Agent/ });
  const office = dialog.getByRole('textbox', { name: /^Income · Company dollar/ });
  const move = parseMoney('2000');
  const plus = (text: string) => moneyToDecimal(addMoney(parseMoney(text), move));
  const minus = (text: string) => moneyToDecimal(subtractMoney(parseMoney(text), move));
  await agent.fill(plus(await agent.inputValue()));
  await office.fill(minus(await office.inputValue()));
  await dialog
    .getByRole('textbox', { name: /Reason/ })
    .fill('The split was 78/22 for this purchase');
  await expect(dialog.getByText(/above \$1,000\.00: proposed now/)).toBeVisible();
  await dialog.screenshot({ path: '../../test-results/finance-corrections-dialog.png' });
  await dialog.getByRole('button', { name: 'Correct', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // Proposed only: the statement has not moved yet.
  await page.reload();
  expect(await totalOf(page)).toBe(totalBefore);
});

test('a second person approves; the statement shows the difference', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await openAs(page, USERS.admin, '/financial/corrections');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger corrections' })).toBeVisible();
  const proposal = page.getByRole('region', { name: /Correction #\d+/ }).first();
  await expect(proposal).toContainText('The split was 78/22 for this purchase');
  await page.screenshot({
    path: '../../test-results/finance-corrections-page.png',
    fullPage: true,
  });
  await proposal.getByRole('button', { name: 'Approve and post' }).click();
  const dialog = page.getByRole('dialog', { name: /Approve correction/ });
  await dialog.getByRole('button', { name: 'Approve and post' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Ledger corrections' })).toContainText('Posted');

  await openAs(page, USERS.finance, statementPath);
  const lines = page.getByRole('table', { name: 'Statement lines' });
  await expect(lines).toContainText(/Correction #\d+/);
  const after = await totalOf(page);
  expect(moneyToDecimal(subtractMoney(parseMoney(after), parseMoney(totalBefore)))).toBe('2000.00');
});

test('the statement is approved by a second person and paid to the cent by a bank file a second person releases', async ({
  page,
}) => {
  await openAs(page, USERS.finance, statementPath);
  const total = await totalOf(page);
  await expect(await step(page, 'Review')).toHaveCount(0);
  await openAs(page, USERS.admin, statementPath);
  await expect(await step(page, 'Approve')).toHaveCount(0);
  await openAs(page, USERS.finance, statementPath);
  await expect(await step(page, 'Pay')).toHaveCount(0);

  // The agent's checking account, entered by the office; the pending payout goes into a batch.
  const finance = (await apiLogin(page.request, USERS.finance)).token;
  await call(page.request, finance, 'bq/bankAccount/save', {
    userId: await userIdOf(page.request, USERS.agent),
    holderName: 'Alex Agent',
    holderKind: 'person',
    accountType: 'checking',
    routing: '121000358',
    accountNumber: '000123456789',
  });
  await openAs(page, USERS.finance, '/financial/bank-files');
  await page.getByRole('checkbox', { name: /^Create batch: Alex Agent/ }).check();
  await page.getByRole('button', { name: 'Create batch' }).click();
  const batch = page.getByRole('region', { name: /^Batch #\d+$/ }).first();
  await expect(batch).toContainText('Alex Agent (PPD)');
  await expect(batch.getByRole('button', { name: 'Release' })).toBeVisible();

  // Released by someone other than who made it: the payout posts and the file is kept as sent.
  await openAs(page, USERS.admin, '/financial/bank-files');
  await batch.getByRole('button', { name: 'Release' }).click();
  const release = page.getByRole('dialog', { name: /^Release this batch/ });
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(release).toHaveCount(0);
  await expect(batch).toContainText('Released by: Ada Admin');
  const download = page.waitForEvent('download');
  await batch.getByRole('button', { name: 'Download file' }).click();
  const file = await (await (await download).createReadStream()).toArray();
  const records = Buffer.concat(file).toString('ascii').split('\n').filter(Boolean);
  // NACHA: 94-character records; the one entry (type 6) carries the total in cents.
  expect(records.every((r) => r.length === 94)).toBe(true);
  const entries = records.filter((r) => r.startsWith('6'));
  expect(entries).toHaveLength(1);
  expect(BigInt(entries[0]?.slice(29, 39) ?? '')).toBe(parseMoney(total).minor);

  await openAs(page, USERS.finance, statementPath);
  // One payout, of the approved total to the cent.
  const payouts = page.getByRole('table', { name: 'Payouts' });
  await expect(payouts.getByRole('row')).toHaveCount(2);
  await expect(payouts).toContainText(formatMoney(parseMoney(total)));
  await expect(payouts).toContainText('Posted');
  await expect(page.getByRole('table', { name: 'Statement history' })).toContainText('Paid');
});

test.describe('in January', () => {
  // This journey moves the page's clock, which cannot be put back: it gets a tab of its own.
  test.use({ freshTab: true });

  test('in January finance closes December with the books at 0.00; the rest of the wire dated in it is refused', async ({
    page,
    serverClock,
  }) => {
    // From December 1st to January 4th, on the server and in the browser alike.
    const jump = 34 * 24 * 60 * 60 * 1000;
    await serverClock.advance(jump);
    // Set, not fast-forwarded: fast-forwarding fires the tab's due timers at once, and the month's
    // page then stayed on its placeholder (seen in a run of this journey).
    await page.clock.setSystemTime(TEST_NOW + jump);
    await openAs(page, USERS.finance, `/financial/month-close?month=${month}`);
    const name = 'December 2026';
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText('0.00 — the books tie out')).toBeVisible();
    // The wire's rest is a warning (title/escrow pays on its own time), not a block.
    await expect(page.getByText(/^The month can be closed/)).toBeVisible();
    const checks = page.getByRole('table', { name: `Checks for ${name}` });
    await expect(checks.getByText('Passes')).toHaveCount(4);
    await page.getByRole('button', { name: `Close ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Close ${name}?` });
    await dialog.getByRole('button', { name: 'Close the month' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Closed by Fay Finance on /)).toBeVisible();
    const months = page.getByRole('table', { name: 'Ledger months' });
    await expect(months.getByRole('row', { name: /December 2026/ })).toContainText('Fay Finance');
    await page.getByText('0.00 — the books tie out').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '../../test-results/finance-month-close.png' });

    // The rest of the wire reached the bank on December 31st: that month's books are final.
    await page.goto(`#/financial/case-ledger/${caseId}`);
    const late = await receipt(page, '40000.00', 'WIRE-ME-2', '12/31/2026');
    await expect(
      late.getByText('December 2026 is closed: date the receipt on a day of an open month'),
    ).toBeVisible();
    await late.getByRole('textbox', { name: /Received on/ }).fill('01/04/2027');
    await late.getByRole('button', { name: 'Record the receipt' }).click();
    await expect(late).toHaveCount(0);
    await expect(page.getByText('Matched', { exact: true })).toBeVisible();
  });
});
