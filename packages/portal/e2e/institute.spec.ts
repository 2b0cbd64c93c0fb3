import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiLogin,
  call,
  chooseLanguage,
  DEMO_PASSWORD,
  expectRoute,
  login,
  mailLinkFor,
  signIn,
  USERS,
} from './support';

// The institute (issue 15), each journey against the real server. The people who register here
// are ones no screenshot shows (Bo Noboard, Nico Nolicense), so their letters change no header.
const still = { animations: 'disabled', caret: 'hide' } as const;
const WAITER = USERS.noBoard;
const SEAT_HOLDER = USERS.noLicense;

type Seat = { id: number; status: 'enrolled' | 'waitlisted'; position: number | null };

/** A published free course made through the API: saved by the lecturer, published by the college. */
async function publishedCourse(
  request: APIRequestContext,
  titles: { zh: string; en: string },
  seats: number,
  // Held on 1 June 2027 unless said otherwise; a completion needs a course that has taken place.
  session = { startsAt: '2027-06-01T17:00:00Z', endsAt: '2027-06-01T20:30:00Z' },
): Promise<number> {
  const lecturer = await apiLogin(request, USERS.lecturer);
  const saved = await call<{ id: number }>(request, lecturer.token, 'bq/course/save', {
    titleZh: titles.zh,
    titleEn: titles.en,
    descriptionEn: 'Made by the institute journeys.',
    category: 'Sales skills',
    online: false,
    price: '0',
    ceHours: '3.5',
    seats,
    sessions: [{ ...session, place: 'BQ Realty training room' }],
  });
  const admin = await apiLogin(request, USERS.admin);
  await call(
    request,
    admin.token,
    'bq/course/setStatus',
    { id: saved.id, status: 'published' },
    'form',
  );
  return saved.id;
}

async function register(request: APIRequestContext, email: string, courseId: number) {
  const person = await apiLogin(request, email);
  return call<Seat>(request, person.token, 'bq/registration/register', { courseId }, 'form');
}

const hallCards = (page: Page) => page.getByRole('list', { name: /课程大厅|Course hall/ });

test.describe('institute: the public course hall', () => {
  test('a visitor browses the hall in both languages, opens a course and registers as an outsider through the mailed link', async ({
    page,
  }) => {
    await page.goto('#/bq-institute-tourist');
    await expectRoute(page, '/bq-institute-tourist/index');
    await expect(page.getByRole('heading', { name: 'BQ学院 · 课程大厅' })).toBeVisible();
    await expect(
      hallCards(page).getByRole('heading', { name: '加州房地产执照考试冲刺' }),
    ).toBeVisible();
    // The draft of the demo lecturer is not in the public hall.
    await expect(page.getByText('房产数据分析')).toHaveCount(0);
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('tourist-hall-zh.png', { ...still, fullPage: true });

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'BQ Institute · Course hall' })).toBeVisible();
    await expect(
      hallCards(page).getByRole('heading', { name: 'California licence exam prep' }),
    ).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('tourist-hall-en.png', { ...still, fullPage: true });

    // The search is in the address: F5 keeps it, and the language too.
    await page.getByRole('searchbox').fill('licence exam');
    await page.getByRole('searchbox').press('Enter');
    await expect(hallCards(page).getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(hallCards(page).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'BQ Institute · Course hall' })).toBeVisible();

    await hallCards(page).getByRole('button', { name: 'View course' }).click();
    await expectRoute(page, /^\/bq-institute-tourist\/detail\/offline\/\d+\/Lee Lecturer$/);
    await expect(
      page.getByRole('heading', { name: 'California licence exam prep', level: 1 }),
    ).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('tourist-course-detail.png', { ...still, fullPage: true });

    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Name').fill('Vera Visitor');
    await form.getByLabel('E-mail').fill('vera@foo');
    await form.getByLabel('Phone').fill('415 555 0123');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
    await form.getByLabel('E-mail').fill('vera@example.com');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your seat (or waitlist place) is held only once you click' })
        .first(),
    ).toBeVisible();

    // Nothing is held until the link in the mail is clicked.
    const admin = await apiLogin(page.request, USERS.admin);
    const vera = () =>
      call<{ list: { name: string; kind: string; phone: string; status: string }[] }>(
        page.request,
        admin.token,
        'bq/registration/list',
        { keyword: 'vera@example.com' },
        'form',
      );
    expect((await vera()).list).toEqual([]);

    // The mail's link confirms without a login, in the language the visitor chose.
    const confirm = await mailLinkFor(page, 'vera@example.com', 'confirm');
    expect(confirm).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/bq-institute-tourist\/confirm\//);
    await page.goto(confirm);
    await expect(
      page.getByRole('heading', { name: 'Confirm your registration', level: 1 }),
    ).toBeVisible();
    const confirmed = page.getByRole('region', { name: 'Confirm your registration' });
    await expect(confirmed.getByRole('status')).toContainText('Confirmed: you have a seat.');
    await expect(confirmed.getByRole('status')).toContainText('California licence exam prep');
    // The college sees the visitor, with the phone as §5 formats it.
    expect((await vera()).list).toEqual([
      expect.objectContaining({
        name: 'Vera Visitor',
        kind: 'outsider',
        phone: '(415) 555-0123',
        status: 'enrolled',
      }),
    ]);

    // The cancel link asks first, then frees the seat; in Chinese too.
    await page.goto(await mailLinkFor(page, 'vera@example.com', 'cancel'));
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('heading', { name: '取消报名', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '确定取消报名' }).click();
    await expect(page.getByRole('region', { name: '取消报名' }).getByRole('status')).toContainText(
      '您的报名已取消，名额已释放。',
    );
    expect((await vera()).list).toEqual([expect.objectContaining({ status: 'cancelled' })]);
  });

  test('a lecturer creates a course, college management publishes it, and it appears in the hall', async ({
    page,
    browser,
  }) => {
    // The staff course pages speak the language the person chose (issue 24 item 7, issue 48):
    // the lecturer works in Chinese, college management in English.
    await signIn(page, USERS.lecturer, '/lecturer-center/courses-management/index');
    await chooseLanguage(page, 'Chinese');
    await page.getByRole('link', { name: '新建课程' }).click();
    await expectRoute(page, '/lecturer-center/courses-management/edit');
    const editor = page.getByRole('form', { name: '课程' });
    // Refusals in the same language: the editor's own and the form kit's.
    await editor.getByRole('button', { name: '创建课程' }).click();
    await expect(editor.getByText('请选择类别')).toBeVisible();
    await editor.getByLabel(/价格/).fill('-5');
    await editor.getByLabel('名额').focus();
    await expect(editor.getByText('不能为负数')).toBeVisible();
    await editor.getByLabel(/价格/).fill('');
    await editor.getByLabel('标题（中文）').fill('样板房布置');
    await editor.getByLabel('标题（英文）').fill('Open house staging');
    await editor.getByLabel('简介（英文）').fill('Stage a home so buyers remember it.');
    await editor.getByRole('combobox', { name: '类别' }).click();
    await page.getByRole('option', { name: 'Sales skills' }).click();
    await editor.getByLabel('名额').fill('12');
    await editor.getByLabel('第 1 节开始').fill('2027-05-04T18:00');
    await editor.getByLabel('第 1 节结束').fill('2027-05-04T20:00');
    await editor.getByLabel('第 1 节地点').fill('BQ Realty training room');
    // The staff layout scrolls inside its main area: a tall window shows the whole editor.
    await page.setViewportSize({ width: 1280, height: 1500 });
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('course-editor.png', still);
    await page.setViewportSize({ width: 1280, height: 800 });
    await editor.getByRole('button', { name: '创建课程' }).click();
    await expectRoute(page, /^\/lecturer-center\/courses-management\/detail\/offline\/\d+$/);
    await expect(page.getByText('草稿', { exact: true })).toBeVisible();

    await signIn(page, USERS.admin, '/college-manage/course-list/index');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Courses');
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await page.getByRole('row', { name: /Open house staging/ }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('#/bq-institute-tourist/index?q=staging');
    await expect(hallCards(visitor).getByRole('heading', { name: '样板房布置' })).toBeVisible();
    await visitor.close();
  });

  test('an agent waits for a full course and gets the seat, with a message, when another cancels', async ({
    page,
  }) => {
    const courseId = await publishedCourse(
      page.request,
      { zh: '候补课程', en: 'Waitlist course' },
      1,
    );
    expect((await register(page.request, SEAT_HOLDER, courseId)).status).toBe('enrolled');

    await signIn(page, WAITER, `/bq-institute/course-hall/detail/offline/${courseId}`);
    await chooseLanguage(page, 'Chinese');
    await page.getByRole('button', { name: '加入候补名单' }).click();
    await expect(page.getByText('候补中 (#1)')).toBeVisible();

    const holder = await apiLogin(page.request, SEAT_HOLDER);
    await call(page.request, holder.token, 'bq/registration/cancel', { courseId }, 'form');
    await page.reload();
    await expect(page.getByText('已报名', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '取消报名' })).toBeVisible();

    await page.goto('#/home/mine-msg');
    await expect(page.getByText(/候补课程|Waitlist course/).first()).toBeVisible();
  });

  test('a tourist account registers as itself, finds its seat on a later visit, and cancels', async ({
    page,
  }) => {
    const courseId = await publishedCourse(
      page.request,
      { zh: '游客课程', en: 'Tourist course' },
      3,
    );
    await login(page, USERS.tourist);
    await expectRoute(page, '/bq-institute-tourist/index');
    await page.goto(`#/bq-institute-tourist/detail/offline/${courseId}`);
    await chooseLanguage(page, 'Chinese');
    await expect(page.getByRole('heading', { name: '游客课程', level: 1 })).toBeVisible();
    // Signed in, it is not asked for name, e-mail and phone: the account registers.
    await expect(page.getByRole('form', { name: '报名' })).toHaveCount(0);
    await page.getByRole('button', { name: '报名', exact: true }).click();
    await expect(page.getByText('报名成功，我们会通过邮件联系您。').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('您已报名这门课程。')).toBeVisible();
    await page.getByRole('button', { name: '取消报名' }).click();
    await expect(page.getByRole('button', { name: '报名', exact: true })).toBeVisible();
  });

  test('a visitor signs in from the course hall and comes back to it as a tourist account', async ({
    page,
  }) => {
    await page.goto('#/bq-institute-tourist/index');
    await page.getByRole('link', { name: '登录' }).click();
    await expectRoute(page, '/');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('E-mail').fill(USERS.tourist);
    await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expectRoute(page, '/bq-institute-tourist/index');
    // Signed in, the header offers the entry application instead of signing in.
    await expect(page.getByRole('link', { name: '申请加入BQ地产' })).toBeVisible();
    await expect(page.getByRole('link', { name: '登录' })).toHaveCount(0);
  });

  test("a completed course's certificate code checks on the public page", async ({
    page,
    browser,
  }) => {
    const courseId = await publishedCourse(
      page.request,
      { zh: '证书课程', en: 'Certificate course' },
      5,
      { startsAt: '2026-06-01T17:00:00Z', endsAt: '2026-06-01T20:30:00Z' },
    );
    await register(page.request, WAITER, courseId);
    const upcoming = await publishedCourse(page.request, { zh: '未上课程', en: 'Not held yet' }, 5);
    await register(page.request, WAITER, upcoming);

    // A class that has not taken place cannot be certified: the refusal says why and when.
    await signIn(page, USERS.admin, '/college-manage/course-list/index');
    await chooseLanguage(page, 'Chinese');
    await page.goto(`#/college-manage/registration-list/Not held yet?courseId=${upcoming}`);
    const early = page.getByRole('row', { name: /Bo Noboard/ });
    await early.getByRole('button', { name: '标记完成' }).click();
    await expect(
      page.getByText('The course is not over yet: its last session ends on 06/01/2027.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(early.getByRole('button', { name: '标记完成' })).toBeVisible();

    await page.goto(`#/college-manage/registration-list/Certificate course?courseId=${courseId}`);
    const row = page.getByRole('row', { name: /Bo Noboard/ });
    await row.getByRole('button', { name: '标记完成' }).click();
    await expect(row.getByText(/^BQ-[A-Z0-9]+$/)).toBeVisible();
    const code = (await row.getByText(/^BQ-[A-Z0-9]+$/).textContent())?.trim() ?? '';

    await signIn(page, WAITER, '/agent-center/my-course/index');
    const mine = page.getByRole('row', { name: /证书课程|Certificate course/ });
    await expect(mine.getByText('已完成')).toBeVisible();
    const download = page.waitForEvent('download');
    await mine.getByRole('button', { name: 'PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    const visitor = await browser.newPage();
    await visitor.goto(`#/bq-institute-tourist/certificate/${code}`);
    await expect(visitor.getByText('证书有效')).toBeVisible();
    await expect(visitor.getByText('Bo Noboard')).toBeVisible();
    await visitor.getByLabel('证书编号').fill('BQ-NOSUCHCODE');
    await visitor.getByRole('button', { name: '查验' }).click();
    await expect(visitor.getByText('没有这个编号的证书')).toBeVisible();
    await visitor.close();

    // Completed by mistake: revoked with a reason, after which the code no longer checks.
    await signIn(page, USERS.admin, '/college-manage/course-list/index');
    await page.goto(`#/college-manage/registration-list/Certificate course?courseId=${courseId}`);
    const completed = page.getByRole('row', { name: /Bo Noboard/ });
    await completed.getByRole('button', { name: '撤销' }).click();
    const dialog = page.getByRole('alertdialog', { name: '撤销完成记录' });
    await dialog.getByRole('button', { name: '撤销' }).click();
    await expect(dialog.getByText('请说明撤销完成记录的原因。')).toBeVisible();
    await dialog.getByRole('textbox').fill('Marked by mistake: Bo missed the class');
    await dialog.getByRole('button', { name: '撤销' }).click();
    await expect(page.getByText(`证书 ${code} 不再有效`)).toBeVisible();
    await expect(completed.getByRole('button', { name: '标记完成' })).toBeVisible();
    const checker = await browser.newPage();
    await checker.goto(`#/bq-institute-tourist/certificate/${code}`);
    await expect(checker.getByText('没有这个编号的证书')).toBeVisible();
    await checker.close();
  });
});

test.describe('institute: the coach center', () => {
  test('is there for a certified mentor only', async ({ page, browser }) => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await signIn(page, USERS.mentor, '/home');
    await menu.getByRole('link', { name: 'Coach center' }).click();
    await expectRoute(page, '/coach-center/coach-home');
    const profile = page.getByRole('region', { name: 'My coach profile' });
    await profile.getByRole('button', { name: 'Edit' }).click();
    await profile.getByLabel('Specialties').fill('First listings, Open houses');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Specialties: First listings, Open houses')).toBeVisible();

    // Other agents read it in the coaches list; they have no coach center of their own. (Not
    // Bo Noboard: the approvals journeys make him a mentor.)
    const agent = await browser.newPage();
    await signIn(agent, SEAT_HOLDER, '/bq-institute/coachs-list/index');
    await chooseLanguage(agent, 'Chinese');
    await expect(agent.getByText('专长：First listings, Open houses')).toBeVisible();
    await expect(
      agent.getByRole('navigation', { name: 'Main menu' }).getByText('Coach center'),
    ).toHaveCount(0);
    // Refused for the role alone, in words, as any page a role does not hold.
    await agent.goto('#/coach-center/coach-home');
    await expectRoute(agent, '/no-access');
    await expect(agent.getByRole('heading', { level: 1 })).toHaveText('No access to this page');
    await agent.close();
  });
});
