import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import {
  apiLogin,
  codeFor,
  expectRoute,
  login,
  passDecision,
  type Session,
  signIn,
  USERS,
} from './support';

/**
 * Issue 11, the approver's side against the real server: applications made through the API by
 * the demo agent Bo Noboard, decided in the portal by the demo approver.
 */

const APPLICANT = USERS.noBoard;

/** One call as the contract encodes it (json or form); fails the test unless it answers 200. */
async function call<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const json = JSON_CALLS.has(path);
  const response = await request.post(`api/${path}`, {
    headers: { Authorization: token },
    ...(json ? { data } : { form: data as Record<string, string | number> }),
  });
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, body.message).toBe(200);
  return body.data;
}
const JSON_CALLS = new Set([
  'bq/application/saveDraft',
  'bq/beMentor/application',
  'bq/entry/submit',
  'bq/application/bulkDecide',
]);

/** Another person at the same browser: what the previous one left in storage goes first. */
async function switchTo(page: Page, email: string, target: string): Promise<Session> {
  await page.goto('#/');
  await page.evaluate(() => localStorage.clear());
  return signIn(page, email, target);
}
const stamp = uniqueStamp;

async function tutoring(request: APIRequestContext, token: string, topic: string) {
  const { id } = await call<{ id: number }>(request, token, 'bq/application/saveDraft', {
    kind: 'tutor',
    form: { topic },
  });
  await call(request, token, 'bq/application/submit', { id });
  return id;
}

const detailOf = (id: number, type = 'tutor') =>
  `/approval/examine/approval-detail/${id}/${type}/pending`;

async function decide(page: Page, id: number, what: 'Pass' | 'Reject', comment = '') {
  await page.goto(`#${detailOf(id)}`);
  const decision = page.getByRole('region', { name: /Your decision/ });
  await decision.getByLabel(/^Comment/).fill(comment);
  if (what === 'Pass') await passDecision(page);
  else await decision.getByRole('button', { name: what, exact: true }).click();
  await expect(page.getByText(what === 'Pass' ? 'Passed' : 'Rejected').first()).toBeVisible();
}

test.describe('approvals: the approver decides', () => {
  test('the badge and queue show new applications; one rejected with a reason, one passed; the applicant is told', async ({
    page,
  }) => {
    const applicant = await apiLogin(page.request, APPLICANT);
    const topic = `Open houses ${stamp()}`;
    const rejected = await tutoring(page.request, applicant.token, topic);
    const passed = await tutoring(page.request, applicant.token, topic);

    const approver = await signIn(page, USERS.approver, '/approval/examine/index');
    const { pendingApprovalNum } = await call<{ pendingApprovalNum: number }>(
      page.request,
      approver.token,
      'bq/application/getNum',
      {},
    );
    // The header caps its badge at 99+; the queue's own count is the exact figure behind it.
    await expect(page.getByRole('button', { name: 'Pending approvals: 99+' })).toBeVisible();
    await expect(
      page.getByRole('tab', { name: `Waiting for me (${pendingApprovalNum})` }),
    ).toBeVisible();

    // Newest first, by the applicant's name: both rows are there, each opening its detail.
    await page.goto('#/approval/examine/index?keyword=Bo+Noboard&sort=id&order=desc');
    const table = page
      .getByRole('grid', { name: 'Applications' })
      .or(page.getByRole('table', { name: 'Applications' }));
    await expect(table.getByText(String(rejected), { exact: true })).toBeVisible();
    await table.getByText(String(passed), { exact: true }).click();
    await expectRoute(page, detailOf(passed, 'tutor'));
    await expect(
      page.getByRole('heading', { name: `Tutoring application #${passed}` }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Approval chain' })).toBeVisible();

    // A reason is required to reject: the server's refusal lands under the comment.
    await page.goto(`#${detailOf(rejected)}`);
    const decision = page.getByRole('region', { name: /Your decision/ });
    await decision.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(decision.getByText(/required to reject/i).last()).toBeVisible();
    await decide(page, rejected, 'Reject', 'Not this quarter');
    await decide(page, passed, 'Pass', 'Go ahead');

    // The detail now shows the decision in its stepper and records, without the decision form.
    await page.goto(`#${detailOf(passed)}`);
    const chain = page.getByRole('list', { name: 'Approval chain' });
    await expect(chain.getByRole('listitem').last()).toHaveAttribute('data-state', 'done');
    await expect(chain).toContainText('April Approver');
    await expect(page.getByRole('region', { name: /Your decision/ })).toHaveCount(0);

    await switchTo(page, APPLICANT, '/home/mine-msg');
    const inbox = page.getByRole('region', { name: 'Notifications' }).or(page.locator('main'));
    await expect(inbox.getByText(`Application #${rejected} rejected`)).toBeVisible();
    await expect(inbox.getByText(`Application #${passed} approved`)).toBeVisible();
  });

  test('bulk pass of three where one was withdrawn meanwhile: a result per row and a retry of the failed one', async ({
    page,
  }) => {
    const applicant = await apiLogin(page.request, APPLICANT);
    const topic = `Bulk ${stamp()}`;
    const ids = [
      await tutoring(page.request, applicant.token, topic),
      await tutoring(page.request, applicant.token, topic),
      await tutoring(page.request, applicant.token, topic),
    ];
    await signIn(page, USERS.approver, '/approval/examine/index');
    await page.goto('#/approval/examine/index?keyword=Bo+Noboard&sort=id&order=desc');
    for (const id of ids)
      await page.getByRole('checkbox', { name: `Select application ${id}` }).check();
    await expect(page.getByText('3 selected')).toBeVisible();
    // The applicant takes one back while the approver has it selected.
    const gone = ids[1] as number;
    await call(page.request, applicant.token, 'bq/application/withdraw', { id: gone });

    await page.getByRole('button', { name: 'Pass selected' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Pass 3' }).click();
    const results = page.getByRole('list', { name: 'Bulk results' });
    await expect(results.getByRole('listitem')).toHaveCount(3);
    for (const id of ids) {
      const row = results.getByRole('listitem').filter({ hasText: `#${id}` });
      await expect(row).toContainText(id === gone ? 'Refused' : 'Passed');
    }
    await expect(results.getByRole('listitem').filter({ hasText: `#${gone}` })).toContainText(
      'already withdrawn',
    );
    // Retry sends the refused one only.
    const retried = page.waitForRequest((r) => r.url().includes('bq/application/bulkDecide'));
    await page.getByRole('button', { name: 'Retry 1 failed' }).click();
    expect((await retried).postDataJSON()).toMatchObject({ ids: [gone], decision: 'pass' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
  });

  test('finance decides a $6,000 vendor payment from its queue, pays it, and a second person confirms', async ({
    page,
  }) => {
    // Vendor payments of $5,000 or more wait at the Finance step after the approver's: finance
    // holds no approval menu of its own, yet the step is theirs to decide (issue 24).
    const applicant = await apiLogin(page.request, APPLICANT);
    const vendorName = `Stage Right ${stamp()}`;
    const { id } = await call<{ id: number }>(
      page.request,
      applicant.token,
      'bq/application/saveDraft',
      {
        kind: 'vendor',
        form: {
          vendorName,
          service: 'Home staging',
          amount: '6000.00',
          invoiceRef: 'INV-6000',
        },
      },
    );
    const upload = await page.request.post('api/bq/application/uploadInvoice', {
      headers: { Authorization: applicant.token },
      multipart: {
        id: String(id),
        fileName: 'invoice.pdf',
        mime: 'application/pdf',
        file: {
          name: 'invoice.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n%invoice\n%%EOF\n'),
        },
      },
    });
    expect(((await upload.json()) as { code: number }).code).toBe(200);
    await call(page.request, applicant.token, 'bq/application/submit', { id });
    const approver = await apiLogin(page.request, USERS.approver);
    await call(page.request, approver.token, 'bq/application/pass', { id });

    const finance = await signIn(page, USERS.finance, '/home');
    // The bell counts what waits for finance's decision, as the server does (other tests may
    // add to it meanwhile, so the two are compared until they agree).
    await expect(async () => {
      const { pendingApprovalNum } = await call<{ pendingApprovalNum: number }>(
        page.request,
        finance.token,
        'bq/application/getNum',
        {},
      );
      expect(pendingApprovalNum).toBeGreaterThan(0);
      const shown = pendingApprovalNum > 99 ? '99+' : String(pendingApprovalNum);
      await expect(page.getByRole('button', { name: `Pending approvals: ${shown}` })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await page.getByRole('button', { name: /^Pending approvals/ }).click();
    await expectRoute(page, '/approval/examine/index');

    const table = page
      .getByRole('grid', { name: 'Applications' })
      .or(page.getByRole('table', { name: 'Applications' }));
    await table.getByText(String(id), { exact: true }).click();
    await expectRoute(page, detailOf(id, 'vendor'));
    const decision = page.getByRole('region', { name: /Your decision/ });
    await decision.getByLabel(/^Comment/).fill('Paid from the marketing budget');
    await passDecision(page);
    await expect(page.getByText('Passed').first()).toBeVisible();
    const chain = page.getByRole('list', { name: 'Approval chain' });
    await expect(chain.getByRole('listitem').last()).toHaveAttribute('data-state', 'done');
    await expect(chain).toContainText('Fay Finance');

    // Approved, the vendor is owed it (issue 26): finance pays it from vendor payments; above
    // $5,000 someone other than who made the payout confirms that it went out.
    await page.goto('#/financial/vendor-pay/index');
    await page.getByRole('textbox', { name: 'Name' }).fill(vendorName);
    await page.getByRole('button', { name: 'Search' }).click();
    const vendors = page.getByRole('table', { name: 'Vendor payments' });
    await expect(vendors.getByRole('row', { name: new RegExp(vendorName) })).toContainText(
      '$6,000.00',
    );
    await vendors.getByRole('row', { name: new RegExp(vendorName) }).click();
    await page.getByRole('button', { name: 'Pay $6,000.00' }).click();
    await page
      .getByRole('dialog', { name: `Pay ${vendorName}` })
      .getByRole('button', { name: 'Pay' })
      .click();
    const payouts = page.getByRole('table', { name: 'Payouts' });
    await payouts.getByRole('button', { name: 'Confirm paid' }).click();
    const confirm = page.getByRole('dialog', { name: /went out$/ });
    await confirm.getByRole('textbox', { name: 'Reference' }).fill('WIRE-6000');
    await confirm.getByRole('button', { name: 'Confirm paid' }).click();
    // Refused, said as the server says it; the dialog stays with the reference typed.
    await expect(page.getByText(/needs a second person/)).toBeVisible();
    await expect(confirm.getByRole('textbox', { name: 'Reference' })).toHaveValue('WIRE-6000');
    const account = new URL(page.url()).hash;

    await signIn(page, USERS.admin);
    await page.goto(account);
    await payouts.getByRole('button', { name: 'Confirm paid' }).click();
    await confirm.getByRole('textbox', { name: 'Reference' }).fill('WIRE-6000');
    await confirm.getByRole('button', { name: 'Confirm paid' }).click();
    await expect(payouts.getByRole('row', { name: /Posted/ })).toContainText('WIRE-6000');
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  });

  test('two approvers decide the same application: the second is told and offered a reload', async ({
    page,
  }) => {
    const applicant = await apiLogin(page.request, APPLICANT);
    const id = await tutoring(page.request, applicant.token, `Race ${stamp()}`);
    await signIn(page, USERS.approver, detailOf(id));
    const decision = page.getByRole('region', { name: /Your decision/ });
    await expect(decision).toBeVisible();
    // The administrator (who holds the examine role too) decides first.
    const admin = await apiLogin(page.request, USERS.admin);
    await call(page.request, admin.token, 'bq/application/pass', { id, comment: 'Mine' });

    await passDecision(page);
    const conflict = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(conflict).toContainText('This application is already approved');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('region', { name: /Your decision/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Approval chain' })).toContainText('Ada Admin');
  });

  test('an entry pass makes an agent who signs in with the role chosen', async ({ page }) => {
    const email = `entry.${stamp()}@example.com`;
    const password = 'a-new-password-1';
    await page.request.post('api/general/unauth/sendEmailVerificationCode', {
      form: { email, type: 1 },
    });
    const code = await codeFor(page, email);
    const registered = await page.request.post('api/general/unauth/registerByEmailAndCode', {
      form: { email, code, password, name: 'Erin Entry' },
    });
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    const { id } = await call<{ id: number }>(page.request, token, 'bq/entry/submit', {
      legalName: 'Erin Entry',
      phone: '(415) 555-0131',
      personalEmail: email,
      licenseNo: 'DRE-02111111',
      licenseState: 'CA',
      taxClassification: 'Individual',
      tinLast4: '1234',
      emergencyName: 'Sam Entry',
      emergencyPhone: '(415) 555-0132',
    });

    await signIn(page, USERS.approver, detailOf(id, 'entry'));
    await expect(page.getByText('Erin Entry').first()).toBeVisible();
    await expect(page.getByText('•••••1234')).toBeVisible();
    const decision = page.getByRole('region', { name: /Your decision/ });
    await decision.getByRole('combobox', { name: /Role of the new agent/ }).click();
    await page.getByRole('option', { name: 'Agent', exact: true }).click();
    await passDecision(page);
    await expect(page.getByText('Passed').first()).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await login(page, email, password);
    await expectRoute(page, '/home');
    await expect(page.getByRole('banner')).toContainText('Agent');
  });

  test('a become-a-mentor pass makes the coach center appear on the next role load', async ({
    page,
  }) => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await switchTo(page, APPLICANT, '/home');
    await expect(menu.getByRole('link', { name: 'Approval' })).toBeVisible();
    await expect(menu.getByText('Coach center')).toHaveCount(0);
    const applicant = await apiLogin(page.request, APPLICANT);
    const { id } = await call<{ id: number }>(
      page.request,
      applicant.token,
      'bq/beMentor/application',
      { reason: 'I like teaching new agents', yearsLicensed: 6 },
    );

    await switchTo(page, USERS.approver, detailOf(id, 'mentor'));
    await expect(page.getByText('I like teaching new agents')).toBeVisible();
    await passDecision(page);
    await expect(page.getByText('Passed').first()).toBeVisible();

    await switchTo(page, APPLICANT, '/home');
    await menu.getByRole('link', { name: 'Coach center' }).click();
    await expectRoute(page, '/coach-center/coach-home');
    await expect(page.getByRole('heading', { name: 'Coach home', level: 1 })).toBeVisible();
    await expect(page.getByText('No mentees yet')).toBeVisible();
  });

  test('the applicant reads their own application on the same detail page and withdraws it', async ({
    page,
  }) => {
    const applicant = await apiLogin(page.request, APPLICANT);
    const id = await tutoring(page.request, applicant.token, `Mine ${stamp()}`);
    // The examine group is not the applicant's: the same page is theirs under apply/detail.
    await switchTo(page, APPLICANT, `/approval/apply/detail/${id}/tutor/pending`);
    await expect(page.getByRole('heading', { name: `Tutoring application #${id}` })).toBeVisible();
    await expect(page.getByRole('region', { name: /Your decision/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    const chain = page.getByRole('list', { name: 'Approval chain' });
    await expect(chain.getByRole('listitem').last()).toHaveAttribute('data-state', 'rejected');
    await expect(chain.getByRole('listitem').last()).toContainText('Withdrawn');
    await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  });
});
