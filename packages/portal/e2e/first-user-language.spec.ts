import { expect, test } from './fixtures';
import { chooseLanguage, signIn, USERS } from './support';

/**
 * What a new user hits on the staff course pages: the language a person chose is theirs, on every
 * course page and in any browser, not the spec's Chinese default again on each new one.
 */
test('first-user language: the language a person chose is kept and used on every course page, in a new browser too', async ({
  page,
  browser,
  baseURL,
}) => {
  const lecturer = page.getByRole('navigation', { name: 'Breadcrumb' });
  // An account reads English until its person chooses (the server's default, as their mail).
  await signIn(page, USERS.lecturer, '/lecturer-center/courses-management/index');
  await expect(page.getByRole('link', { name: 'New course' })).toBeVisible();

  await chooseLanguage(page, 'Chinese');
  await expect(page.getByRole('link', { name: '新建课程' })).toBeVisible();
  // Every course page follows: the hall and a course's orders.
  await page.goto('#/bq-institute/course-hall/index');
  await expect(lecturer).toContainText('课程大厅');

  // Another browser, nothing stored in it: the person's choice comes with them.
  const elsewhere = await (await browser.newContext({ baseURL })).newPage();
  await signIn(elsewhere, USERS.lecturer, '/lecturer-center/courses-management/index');
  await expect(elsewhere.getByRole('link', { name: '新建课程' })).toBeVisible();
  await chooseLanguage(elsewhere, 'English');
  await elsewhere.context().close();

  // Back in the first browser, the next session reads the account's latest choice.
  await signIn(page, USERS.lecturer, '/lecturer-center/courses-management/index');
  await expect(page.getByRole('link', { name: 'New course' })).toBeVisible();
});
