import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn, USERS } from './support';

/**
 * A reviewer moves many cases at once from the case list: Shift-click takes a range, the bar
 * says how many, the answer says per case whether it moved or why not.
 */
test('an approver starts the review of three submitted cases at once, then learns why none can be closed yet', async ({
  page,
}) => {
  await signIn(page, USERS.approver, '/transaction/caselist/submitted');
  const table = page.getByRole('table', { name: 'Cases' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('checkbox') });
  // The header row has the page's checkbox; the seed's three submitted cases follow it.
  await expect(rows).toHaveCount(4);
  const caseNos = (await table
    .getByRole('checkbox', { name: /^Select case / })
    .evaluateAll((boxes) =>
      boxes.map((box) => box.getAttribute('aria-label')?.replace('Select case ', '')),
    )) as string[];
  expect(caseNos).toHaveLength(3);

  const bar = page.getByRole('toolbar', { name: 'Selected cases' });
  await expect(bar).toContainText('Select cases to move several at once');
  await table.getByRole('checkbox', { name: `Select case ${caseNos[0]}` }).click();
  await table.getByRole('checkbox', { name: `Select case ${caseNos[2]}` }).click({
    modifiers: ['Shift'],
  });
  await expect(bar).toContainText('3 cases selected');

  // The selection as a file: the three cases, each on its line, with the list's columns.
  const saved = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export CSV' }).click();
  const csv = Buffer.concat(await (await (await saved).createReadStream()).toArray()).toString();
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFCase no.,Type,Property address,Price,Close of escrow,Status,Agent,Updated',
  );
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(caseNos);

  await bar.getByRole('button', { name: 'Start review' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Start review: 3 cases' });
  await dialog.getByRole('button', { name: 'Start review 3' }).click();
  await expect(dialog).toHaveCount(0);
  const result = page.getByRole('region', { name: 'Result: Start review' });
  await expect(result.getByRole('status')).toHaveText('3 done');
  await expect(table).toContainText('No cases match');
  await expect(bar).toContainText('Select cases to move several at once');

  // In review now: closing them is refused case by case, each with its reason.
  await page.getByRole('tab', { name: 'In review' }).click();
  for (const caseNo of caseNos) {
    await expect(table.getByRole('checkbox', { name: `Select case ${caseNo}` })).toBeVisible();
  }
  await table.getByRole('checkbox', { name: 'Select every case on this page' }).click();
  const selected = await table.getByRole('checkbox', { name: /^Select case / }).count();
  await expect(bar).toContainText(`${selected} cases selected`);
  await bar.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: `Close ${selected}` })
    .click();
  const refused = page.getByRole('region', { name: 'Result: Close' });
  await expect(refused.getByRole('status')).toHaveText(`0 done, ${selected} refused`);
  await expect(refused.getByRole('list', { name: 'Refused' })).toContainText(
    `${caseNos[0]}RefusedA case cannot move from in review to closed`,
  );
  expect(await seriousViolations(page, 'case list with a bulk result')).toEqual([]);
});
