import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { expect, test } from './fixtures';
import { agreementWithMei, choosePerson } from './people-helpers';
import { apiLogin, codeFor, expectRoute, login, passDecision, signIn, USERS } from './support';

/**
 * Issue 11, the applicant's side against the real server: every kind applied for through its
 * form, drafts that survive a reload, withdrawal, the duplicate-wages answer (100006) in the form,
 * a user without a role applying for entry, the vendor invoice file (attached in the browser,
 * downloaded by the approver), and an approver's decision reaching the applicant.
 */

const INDEX = '/approval/apply/index';
/** The demo agent Bo Noboard applies (any agent may). */
const APPLICANT = USERS.noBoard;

const withdraw = (request: APIRequestContext, token: string, id: number) =>
  request.post('api/bq/application/withdraw', {
    headers: { Authorization: token },
    form: { id },
  });

const box = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await box(page, label).fill(value);
}

/** Submits the form; resolves the id the server answered with. */
async function submit(page: Page, path: string): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().includes(`/api/${path}`));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const body = (await (await answer).json()) as { code: number; data: { id: number } };
  expect(body.code).toBe(200);
  return body.data.id;
}

/** Fills the entry application as a newcomer would and submits it; the new application's id. */
async function sendEntry(page: Page, name: string, email: string): Promise<number> {
  await fill(page, {
    'Legal name': name,
    Phone: '4155550100',
    'Personal e-mail': email,
    'Licence number': 'CA-0192',
    'Licence state': 'CA',
    'TIN, last 4 digits': '1234',
    'Contact name': 'Ned Newcomer',
    'Contact phone': '4155550101',
  });
  await page.getByRole('combobox', { name: 'Tax classification' }).click();
  await page.getByRole('option', { name: 'Individual/sole proprietor' }).click();
  return submit(page, 'bq/entry/submit');
}

/** A small but real PDF, made here: the server checks a file's first bytes against its type. */
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** Attaches the vendor payment's invoice file through the page's file input; waits for the save. */
async function attachInvoice(page: Page, name: string) {
  const answer = page.waitForResponse((r) => r.url().includes('/api/bq/application/uploadInvoice'));
  await page
    .getByRole('group', { name: 'Invoice file' })
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf(name) });
  const body = (await (await answer).json()) as { code: number };
  expect(body.code).toBe(200);
  await expect(
    page.getByRole('group', { name: 'Invoice file' }).getByText(name, { exact: true }),
  ).toBeVisible();
}

/** The row of an application in the list on screen. */
const row = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${id}`, exact: true }) });

async function expectUnder(page: Page, tab: string, id: number, status: string) {
  await page.goto(`#${INDEX}`);
  await page.getByRole('tab', { name: tab }).click();
  await expect(row(page, id)).toBeVisible();
  await expect(row(page, id).getByText(status, { exact: true })).toBeVisible();
}

test.describe('applications: the applicant (issue 11)', () => {
  test('an agent applies for each kind that has a form page; each shows under Pending, and once the approver passes it, under Approved', async ({
    page,
  }) => {
    // Six forms and five decisions in one flow: three times the default.
    test.slow();
    await signIn(page, APPLICANT, INDEX);
    const ids: number[] = [];

    await page.getByRole('button', { name: 'Tutoring' }).click();
    await expectRoute(page, '/approval/apply/tutor');
    await fill(page, { Topic: 'Negotiating multiple offers', Note: 'Evenings suit me' });
    await choosePerson(page, 'Coach', 'mei', 'Mei Mentor');
    ids.push(await submit(page, 'bq/application/submit'));
    await expectRoute(page, INDEX);

    await page.getByRole('button', { name: 'Wages: agent' }).click();
    await expectRoute(page, '/approval/apply/wages/agent');
    await fill(page, { Period: '2031-01', Amount: '3200.50' });
    ids.push(await submit(page, 'bq/salary/submitApplication'));
    await expectRoute(page, INDEX);

    // Market service wages show the service record kept for the caller's agent id.
    await page.goto('#/approval/apply/wages/market');
    await fill(page, { Period: '2031-01', Amount: '410.00' });
    await expect(page.getByText('Service hours')).toBeVisible();
    ids.push(await submit(page, 'bq/salary/submitApplication'));

    // The agreement is chosen from the applicant's own, and it names its coach.
    const ref = await agreementWithMei(page.request, APPLICANT);
    await page.getByRole('button', { name: 'Coach cost' }).click();
    await page.getByRole('combobox', { name: 'Coach agreement' }).click();
    await page.getByRole('option', { name: new RegExp(`^${ref} · Mei Mentor`) }).click();
    await expect(page.getByRole('combobox', { name: 'Coach', exact: true })).toContainText(
      'Mei Mentor',
    );
    await fill(page, { Period: '2031-02', Amount: '150.00' });
    ids.push(await submit(page, 'bq/application/submit'));

    await page.getByRole('button', { name: 'Vendor payment' }).click();
    await fill(page, {
      Vendor: 'Bright Photo',
      Service: 'Twilight photos',
      Amount: '480.25',
      'Invoice number': 'INV-77',
    });
    // The upload saves the new form as a draft first, then attaches the file to it.
    await attachInvoice(page, 'bright-photo-invoice.pdf');
    await expect(page).toHaveURL(/\?id=\d+$/);
    ids.push(await submit(page, 'bq/application/submit'));

    // The seeded applicant already asked to become a mentor: shown instead of a second form.
    await page.getByRole('button', { name: 'Become a mentor' }).click();
    await expect(
      page.getByRole('dialog').getByText(/^Your application #\d+ is pending\.$/),
    ).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Pending' }).click();
    for (const id of ids) await expect(row(page, id).getByText('Pending')).toBeVisible();
    await expect(row(page, ids[1] as number).getByText('$3,200.50')).toBeVisible();
    await page.getByRole('tab', { name: 'Draft' }).click();
    for (const id of ids) await expect(row(page, id)).toHaveCount(0);

    // The approver passes each kind on its detail page; the applicant then finds it approved.
    const kinds = ['tutor', 'wages', 'wages', 'coach-cost', 'vendor'];
    await page.evaluate(() => localStorage.clear());
    await signIn(page, USERS.approver, '/approval/examine/index');
    for (const [index, id] of ids.entries()) {
      await page.goto(`#/approval/examine/approval-detail/${id}/${kinds[index]}/pending`);
      // A coach reads as their name, never as an id.
      if (kinds[index] === 'tutor') await expect(page.getByText('Mei Mentor')).toBeVisible();
      const decision = page.getByRole('region', { name: /Your decision/ });
      await passDecision(page);
      await expect(decision).toHaveCount(0);
    }
    await page.evaluate(() => localStorage.clear());
    await signIn(page, APPLICANT, INDEX);
    await page.getByRole('tab', { name: 'Approved' }).click();
    for (const id of ids) await expect(row(page, id).getByText('Approved')).toBeVisible();
  });

  test('become a mentor is sent from My applications and shows under Pending', async ({ page }) => {
    const { token } = await signIn(page, APPLICANT, INDEX);
    // The seeded mentor application is taken back first (a pending one is shown instead of a
    // form, as the first test checks); the new one takes its place in the approver's queue.
    const latest = await page.request.post('api/bq/beMentor/get', {
      headers: { Authorization: token },
      form: {},
    });
    const seededMentor = ((await latest.json()) as { data: { id: number } | null }).data;
    if (seededMentor) await withdraw(page.request, token, seededMentor.id);
    await page.getByRole('button', { name: 'Become a mentor' }).click();
    await fill(page, { 'Why you want to mentor': 'I like teaching', 'Years licensed': '6' });
    const id = await submit(page, 'bq/beMentor/application');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(row(page, id).getByText('Become a mentor')).toBeVisible();
    await expect(row(page, id).getByText('Pending', { exact: true })).toBeVisible();
  });

  test('a saved draft survives F5, can be finished later and withdrawn', async ({ page }) => {
    await signIn(page, APPLICANT, '/approval/apply/vendor');
    await fill(page, {
      Vendor: 'Stage Right',
      Service: 'Home staging',
      Amount: '900.00',
      'Invoice number': 'INV-88',
    });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\?id=\d+$/);
    const id = Number(new URL(page.url()).hash.split('id=')[1]);
    await page.reload();
    await expect(box(page, 'Vendor')).toHaveValue('Stage Right');
    await expect(box(page, 'Invoice number')).toHaveValue('INV-88');
    // Without its invoice file the draft is not sent.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(
      page.getByText('Invoice file: attach the invoice (PDF, PNG or JPEG) before submitting.'),
    ).toBeVisible();
    await attachInvoice(page, 'stage-right-draft.pdf');
    // While a draft, a new file replaces the first one.
    await attachInvoice(page, 'stage-right-final.pdf');
    await page.reload();
    await expect(
      page
        .getByRole('group', { name: 'Invoice file' })
        .getByText('stage-right-final.pdf', { exact: true }),
    ).toBeVisible();

    // The wages draft is found by its salary type, so the bare form page reopens it.
    await page.goto('#/approval/apply/wages/staff');
    await fill(page, { Period: '2031-03', Amount: '1000.00' });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(box(page, 'Period')).toHaveValue('2031-03');

    await expectUnder(page, 'Draft', id, 'Draft');
    await row(page, id)
      .getByRole('button', { name: `Edit #${id}` })
      .click();
    await expectRoute(page, '/approval/apply/vendor');
    await expect(box(page, 'Service')).toHaveValue('Home staging');
    await submit(page, 'bq/application/submit');
    await expectUnder(page, 'Pending', id, 'Pending');

    await row(page, id)
      .getByRole('button', { name: `Withdraw #${id}` })
      .click();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Application withdrawn')).toBeVisible();
    await expectUnder(page, 'Withdrawn', id, 'Withdrawn');
    await expect(row(page, id).getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  });

  test('a second wages application for the same period is answered in the form, not by a toast', async ({
    page,
  }) => {
    await signIn(page, APPLICANT, '/approval/apply/wages/agent');
    await fill(page, { Period: '2031-05', Amount: '2000.00' });
    await submit(page, 'bq/salary/submitApplication');
    await expectRoute(page, INDEX);

    await page.goto('#/approval/apply/wages/agent');
    await fill(page, { Period: '2031-05', Amount: '2100.00' });
    const answer = page.waitForResponse((r) =>
      r.url().includes('/api/bq/salary/submitApplication'),
    );
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(100006);
    const message = /A wages application for 2031-05 already exists/;
    await expect(box(page, 'Period')).toHaveAccessibleDescription(message);
    await expect(box(page, 'Period')).toBeFocused();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText(message),
    ).toHaveCount(0);
    // Nothing was stored: still on the form, with what was typed.
    await expectRoute(page, '/approval/apply/wages/agent');
    await expect(box(page, 'Amount')).toHaveValue(/2,?100\.00/);
  });

  test('a user without a role lands on apply/index, sees only the entry application and sends it', async ({
    page,
  }) => {
    await login(page, USERS.noRole);
    await expectRoute(page, INDEX);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tutoring' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Vendor payment' })).toHaveCount(0);
    // Spec §4: a staff page's address leads here too.
    await page.goto('#/transaction/caselist');
    await expectRoute(page, INDEX);
    await page.getByRole('button', { name: 'Entry application' }).click();
    await expectRoute(page, '/approval/apply/entry');
    const id = await sendEntry(page, 'Nora Newcomer', 'nora@example.com');
    await expectRoute(page, INDEX);
    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(row(page, id).getByText('Pending')).toBeVisible();
    // Any other page leads back here.
    await page.goto('#/home');
    await expectRoute(page, INDEX);
  });

  test('a person who registered on the login page applies to join from the course hall', async ({
    page,
  }) => {
    const email = `joiner.${uniqueStamp()}@example.com`;
    const password = 'a-new-password-1';
    await page.request.post('api/general/unauth/sendEmailVerificationCode', {
      form: { email, type: 1 },
    });
    const code = await codeFor(page, email);
    await page.request.post('api/general/unauth/registerByEmailAndCode', {
      form: { email, code, password, name: 'Jo Joiner' },
    });
    // A registered account without a role is a hall visitor; the hall's header offers the way in.
    await login(page, email, password);
    await expectRoute(page, '/bq-institute-tourist/index');
    // The first sign-in asks for the person's details once (issue 15).
    const details = page.getByRole('dialog', { name: 'Your details' });
    await details.getByRole('textbox', { name: 'Name' }).fill('Jo Joiner');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details).toHaveCount(0);
    await page.getByRole('link', { name: /申请加入BQ地产|Apply to join BQ Realty/ }).click();
    await expectRoute(page, '/approval/apply/entry');
    const id = await sendEntry(page, 'Jo Joiner', email);
    await expectRoute(page, INDEX);
    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(row(page, id).getByText('Pending')).toBeVisible();
  });

  test('the approver sees the invoice file on the detail and downloads the bytes attached', async ({
    page,
  }) => {
    const applicant = await apiLogin(page.request, APPLICANT);
    const auth = { Authorization: applicant.token };
    const saved = await page.request.post('api/bq/application/saveDraft', {
      headers: auth,
      data: {
        kind: 'vendor',
        form: { vendorName: 'Print Co', service: 'Flyers', amount: '95.00', invoiceRef: 'PC-12' },
      },
    });
    const { id } = ((await saved.json()) as { data: { id: number } }).data;
    const bytes = pdf('print-co');
    const up = await page.request.post('api/bq/application/uploadInvoice', {
      headers: auth,
      multipart: {
        id: String(id),
        fileName: 'print-co.pdf',
        mime: 'application/pdf',
        file: { name: 'print-co.pdf', mimeType: 'application/pdf', buffer: bytes },
      },
    });
    expect(((await up.json()) as { code: number }).code).toBe(200);
    await page.request.post('api/bq/application/submit', { headers: auth, form: { id } });

    await signIn(page, USERS.approver, `/approval/examine/approval-detail/${id}/vendor/pending`);
    await expect(page.getByText('print-co.pdf', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download print-co.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('print-co.pdf');
    expect((await readFile(await file.path())).equals(bytes)).toBe(true);
    await withdraw(page.request, applicant.token, id);
  });

  test("the approver's decision reaches the applicant: outcome in the list, one more unread message", async ({
    page,
  }) => {
    await signIn(page, APPLICANT, '/approval/apply/tutor');
    await fill(page, { Topic: 'Open houses' });
    const id = await submit(page, 'bq/application/submit');
    // The count the header shows after this load (its label has no number while it is loading).
    const counted = page.waitForResponse((r) => r.url().includes('bq/messageStation/getUnreadNum'));
    await page.reload();
    const before = ((await (await counted).json()) as { data: { unReadNum: number } }).data
      .unReadNum;

    const approver = await apiLogin(page.request, USERS.approver);
    const passed = await page.request.post('api/bq/application/pass', {
      headers: { Authorization: approver.token },
      form: { id, comment: 'Enjoy' },
    });
    expect(((await passed.json()) as { code: number }).code).toBe(200);

    // The header polls every 30 s; a fresh load reads the count at once.
    await page.reload();
    await expect(
      page.getByRole('button', { name: `Unread messages: ${before + 1}` }),
    ).toBeVisible();
    await expectUnder(page, 'Approved', id, 'Approved');
  });
});
