import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectRoute, signIn, USERS } from './support';

/**
 * Issue 6 "Done when", for each of the five case types against the real server: create →
 * save → reload (data still there) → upload the type's required document → submit → the new
 * status shows in the case list and in the case history.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface TypeCase {
  key: string;
  title: string;
  street: string;
  fill: (page: Page) => Promise<void>;
  document: string;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const TYPES: TypeCase[] = [
  {
    key: 'purchase-new',
    title: 'Purchase (new construction)',
    street: '101 Builder Way',
    document: 'Builder purchase contract',
    fill: async (page) => {
      await field(page, 'Purchase price').fill('850000');
      await field(page, 'Acceptance date').fill('03/01/2026');
      await field(page, 'Gross commission %').fill('2.5');
    },
  },
  {
    key: 'listing',
    title: 'Listing',
    street: '202 Seller Street',
    document: 'Residential listing agreement (RLA)',
    fill: async (page) => {
      await field(page, 'List price').fill('1200000');
      await field(page, 'Gross commission amount').fill('30000');
    },
  },
  {
    key: 'mortgage',
    title: 'Mortgage',
    street: '303 Lender Lane',
    document: 'Uniform residential loan application',
    fill: async (page) => {
      await field(page, 'Loan amount').fill('640000');
      await field(page, 'Lender company').fill('Bay Mortgage Co');
    },
  },
  {
    key: 'pm',
    title: 'Property management',
    street: '404 Rental Road',
    document: 'Property management agreement',
    fill: async (page) => {
      await field(page, 'Monthly rent').fill('3200');
    },
  },
  {
    key: 'referral',
    title: 'Referral',
    street: '505 Referral Court',
    document: 'Referral agreement',
    fill: async (page) => {
      await field(page, 'Referral fee %').fill('25');
      await field(page, 'Agent name').fill('Pat Receiver');
      await field(page, 'Brokerage').fill('Far Away Realty');
    },
  },
];

test.describe('a case of each type goes from creation to submitted', () => {
  for (const type of TYPES) {
    test(`${type.title}: create, save, reload, submit, list and history`, async ({ page }) => {
      await signIn(page, USERS.agent, `/transaction/${type.key}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `New ${type.title.toLowerCase()} case`,
      );
      await field(page, 'Street').fill(type.street);
      await field(page, 'City').fill('San Jose');
      await field(page, 'ZIP').fill('95112');
      const client = page.getByRole('group', { name: 'Client 1' });
      await client.getByRole('textbox', { name: 'Name', exact: true }).fill('Alex Client');
      await type.fill(page);
      await page.getByRole('button', { name: 'Save draft' }).click();

      await expectRoute(page, `/transaction/${type.key}-process`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(
        new RegExp(`^${type.title.replace(/[()]/g, '\\$&')} case BQ-\\d{4}-\\d{6,}$`),
      );
      const caseNo = ((await heading.textContent()) ?? '').split(' case ')[1] ?? '';
      expect(page.url()).toMatch(/\?id=\d+$/);

      await page.reload();
      await expect(field(page, 'Street')).toHaveValue(type.street);
      await expect(client.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
        'Alex Client',
      );
      await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();

      const docs = page.getByRole('group', { name: type.document });
      await docs.locator('input[type=file]').setInputFiles({
        name: 'signed.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(docs.getByRole('button', { name: 'Download signed.pdf' })).toBeVisible();

      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      // Submit asks first: the case cannot be edited while it is in review.
      const ask = page.getByRole('alertdialog', { name: 'Submit this case?' });
      await expect(ask).toContainText('cannot be edited while it is in review');
      await ask.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Case submitted', { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Status changes' })).toContainText(
        'Draft → Submitted',
      );

      await page.goto('#/transaction/caselist/submitted');
      await expect(page.getByRole('tab', { name: 'Submitted', selected: true })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: caseNo });
      await expect(row).toContainText('Submitted');

      await page.goto(`#/transaction/history/history-index/${encodeURIComponent(type.street)}`);
      // A hash change returns before the page does: until the history page is on screen, the
      // case list's row with the same street is still there to be clicked.
      await expect(page.getByRole('heading', { level: 1, name: 'Case history' })).toBeVisible();
      await page.getByRole('row').filter({ hasText: type.street }).click();
      await expectRoute(page, /^\/transaction\/history\/history-det\/\d+\//);
      await expect(page.getByRole('row').filter({ hasText: caseNo })).toContainText('Submitted');
    });
  }
});

test('a reviewer sends a submitted case back with a comment the history keeps', async ({
  page,
}) => {
  await signIn(page, USERS.admin, '/transaction/caselist/submitted');
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('Submitted');
  await first.click();
  await expectRoute(page, /-process$/);

  await page.getByRole('button', { name: 'Send back' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send back' });
  await expect(dialog).toHaveAccessibleDescription('Your comment is kept in the case history.');
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Missing the seller disclosure');
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog).toBeHidden();

  const changes = page.getByRole('list', { name: 'Status changes' });
  await expect(changes).toContainText('Submitted → Draft');
  await expect(changes).toContainText('Missing the seller disclosure');
});
