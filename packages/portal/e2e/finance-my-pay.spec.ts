import { caseThrough } from './case-helpers';
import { expect, test } from './fixtures';
import { apiLogin, call, signIn, USERS } from './support';

// An agent's own pay: a closed listing's commission shows on the agent's "My commissions" with its
// case and ledger event, and a colleague's page shows none of it.
test.describe.configure({ mode: 'serial' });

test('the agent sees the commission on My commissions, linked to its case; a colleague does not', async ({
  page,
}) => {
  const caseId = await caseThrough(page.request, {
    street: '12 Own Pay Lane',
    client: 'Sam Seller',
  });
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
