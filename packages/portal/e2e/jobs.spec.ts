import { expect, test } from './fixtures';
import { apiLogin, call, signIn, USERS } from './support';

/**
 * The durable job queue's page (docs/operations.md "Background jobs"): a DRE list that is no CSV
 * fails its import job at once; the administrator finds it on /system/jobs with its error, sends
 * it back with Retry, and reads both attempts in its details.
 */
test('an administrator finds a failed import job, retries it and reads its attempts', async ({
  page,
}) => {
  const admin = await apiLogin(page.request, USERS.admin);
  // The header is a licence list's; the first row opens a quote it never closes.
  const file = 'License ID,Name,Type,Status,Expiry\nJOB0000001,"Never closed,Salesperson\n';
  const upload = await page.request.post('api/bq/dre/import', {
    headers: { Authorization: admin.token },
    multipart: { file: { name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(file) } },
  });
  const queued = (await upload.json()) as { code: number; data: { jobId: number } };
  expect(queued.code).toBe(200);
  await expect
    .poll(async () => {
      const job = await call<{ status: string }>(
        page.request,
        admin.token,
        'bq/dre/importProgress',
        {
          jobId: queued.data.jobId,
        },
        'form',
      );
      return job.status;
    })
    .toBe('failed');

  await signIn(page, USERS.admin, '/system/jobs?state=failed&kind=dre.import');
  await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Jobs' });
  const row = table.getByRole('row').filter({ hasText: 'Quote Not Closed' }).first();
  await expect(row).toContainText('DRE licence import');
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('1 / 5');

  await row.getByRole('button', { name: 'Retry' }).click();
  // Run again, it fails again (the unreadable upload was removed): two attempts of four.
  await page.goto('#/system/jobs?kind=dre.import');
  await expect(async () => {
    await page.reload();
    const again = page
      .getByRole('table', { name: 'Jobs' })
      .getByRole('row')
      .filter({ hasText: 'no stored file' })
      .first();
    await expect(again).toContainText('2 / 4', { timeout: 1000 });
  }).toPass();
  const again = page
    .getByRole('table', { name: 'Jobs' })
    .getByRole('row')
    .filter({ hasText: 'no stored file' })
    .first();
  await again.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('Attempts 1');
  await expect(details).toContainText('Quote Not Closed');
  await expect(details).toContainText('Attempts 2');
  await expect(details).toContainText('no stored file');
});
