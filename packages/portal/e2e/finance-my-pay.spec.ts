import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, call, signIn, USERS } from './support';

// An agent's own pay: a closed listing's commission shows on the agent's "My commissions" with its
// case and ledger event, and a colleague's page shows none of it.
test.describe.configure({ mode: 'serial' });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A listing of the demo agent ($25,000 commission, no team split), approved and closed. */
async function closedListing(request: APIRequestContext): Promise<number> {
  const agent = (await apiLogin(request, USERS.agent)).token;
  const approver = (await apiLogin(request, USERS.approver)).token;
  const { id } = await call<{ id: number }>(request, agent, 'bq/tran/case/create', { type: 3 });
  await call(request, agent, 'bq/tran/case/saveDraft', {
    id,
    address: { street: '12 Own Pay Lane', unit: '', city: 'San Jose', state: 'CA', zip: '95112' },
    clients: [{ name: 'Sam Seller', email: 'sam@example.com', phone: '(408) 555-0101' }],
    listPrice: '1250000',
    commissionAmount: '25000',
  });
  const upload = await request.post('api/bq/tran/case/uploadDocument', {
    headers: { Authorization: agent },
    multipart: {
      id: String(id),
      docType: 'listing-agreement',
      fileName: 'agreement.pdf',
      mime: 'application/pdf',
      file: { name: 'agreement.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(((await upload.json()) as { code: number }).code).toBe(200);
  await call(request, agent, 'bq/tran/case/submit', { id });
  for (const to of ['in_review', 'approved', 'closed'])
    await call(request, approver, 'bq/tran/case/changeStatus', { id, to, comment: '' });
  return id;
}

test('the agent sees the commission on My commissions, linked to its case; a colleague does not', async ({
  page,
}) => {
  const caseId = await closedListing(page.request);
  await signIn(page, USERS.agent, '/agent-center/my-commissions/index');
  await expect(page.getByRole('heading', { level: 1, name: 'My commissions' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'My commission lines' });
  const row = lines.getByRole('row').filter({
    has: page.locator(`a[href$="listing-process?id=${caseId}"]`),
  });
  // Standard plan: 70% of $25,000 less the $250 closing fee.
  await expect(row).toContainText('$17,250.00');
  await expect(row).toContainText(`case:${caseId}:commission:`);
  await expect(page.getByText('Left before the cap')).toBeVisible();

  // The colleague asks through the API: switching agents in one tab meets the shell's cached
  // agent record (left alone here), and the server is what keeps the figures apart.
  const mentor = (await apiLogin(page.request, USERS.mentor)).token;
  const theirs = await call<{ lines: { caseId: number | null }[] }>(
    page.request,
    mentor,
    'bq/myPay/commissions',
    {},
  );
  expect(theirs.lines.some((l) => l.caseId === caseId)).toBe(false);
});
