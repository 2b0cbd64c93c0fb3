import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, call, expectRoute, route, signIn, USERS } from './support';

// Commerce, the buyer's side and finance (issue 25), against the real server: an agent buys a
// course and two products, finance takes the office payment, the agent is enrolled, asks for the
// course line back, finance approves, and the seat goes to the person waiting for it.
// The journey builds step by step on one server, so the tests run in order.
test.describe.configure({ mode: 'serial' });

const still = { animations: 'disabled', caret: 'hide' } as const;
// Dates (the seeded "now") and references (BQ-yymmdd-NNNN carry the day) change with the calendar.
// The header's unread count follows messages the journey's steps send, read by its own poll.
const moving = (page: Page) => [
  page.getByText(/\d{2}\/\d{2}\/\d{4}/),
  page.getByText(/BQ-\d{6}-\d{4}/),
  page.getByRole('button', { name: /^Unread messages/ }),
];
const WAITER = USERS.noBoard;
const COURSE = 'Open house masterclass';
const SESSION = {
  startsAt: '2027-06-08T17:00:00Z',
  endsAt: '2027-06-08T20:00:00Z',
  place: 'BQ Realty training room',
};

let courseId = 0;
let reference = '';

/** The course's fields as the lecturer saves them; `price` and `id`/`version` vary. */
const courseFields = (price: string) => ({
  titleZh: '开放参观大师班',
  titleEn: COURSE,
  descriptionEn: 'One seat, sold from the course hall.',
  category: 'Sales skills',
  online: false,
  price,
  ceHours: '3.0',
  seats: 1,
  sessions: [SESSION],
});

/** A published paid course of one seat, saved by the lecturer and published by the college. */
async function paidCourse(request: APIRequestContext): Promise<number> {
  const lecturer = await apiLogin(request, USERS.lecturer);
  const saved = await call<{ id: number }>(
    request,
    lecturer.token,
    'bq/course/save',
    courseFields('120.00'),
  );
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

/**
 * Someone on the full course's waitlist. A bought seat never waitlists (decisions, "Commerce, the
 * server slice") and a paid course takes no registration, so the waitlist a paid course has comes
 * from when it was free: the lecturer makes it free for a moment, the person registers (the seat
 * is the agent's, so they wait), and the price is put back.
 */
async function someoneWaits(request: APIRequestContext, email: string): Promise<void> {
  const lecturer = await apiLogin(request, USERS.lecturer);
  const setPrice = async (price: string) => {
    const course = await call<{ version: number }>(
      request,
      lecturer.token,
      'bq/course/get',
      { id: courseId },
      'form',
    );
    await call(request, lecturer.token, 'bq/course/save', {
      id: courseId,
      version: course.version,
      ...courseFields(price),
    });
  };
  await setPrice('0');
  const person = await apiLogin(request, email);
  const seat = await call<{ status: string }>(
    request,
    person.token,
    'bq/registration/register',
    { courseId },
    'form',
  );
  expect(seat.status).toBe('waitlisted');
  await setPrice('120.00');
}

async function addProduct(page: Page, search: string, name: string) {
  const catalogue = page.getByRole('region', { name: 'Browse products' });
  await catalogue.getByLabel('Product name').fill(search);
  await catalogue.getByRole('button', { name: 'Search' }).click();
  await catalogue.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await expect(page.getByRole('table', { name: 'Cart lines' })).toContainText(name);
}

test('an agent puts a course and two products in the cart, checks out and sees the order wait for payment', async ({
  page,
  request,
}) => {
  courseId = await paidCourse(request);
  await signIn(
    page,
    USERS.agent,
    `/bq-institute/course-hall/detail/offline/${courseId}/Lee Lecturer`,
  );
  // The hall's paid course is bought here now, not "asked for at the institute" (the hall's
  // words are in the language the agent chose: English, their account's default).
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('The course is in your cart')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my cart' }).click();
  await expectRoute(page, '/buy-car/index');

  const lines = page.getByRole('table', { name: 'Cart lines' });
  await expect(lines).toContainText(COURSE);
  await addProduct(page, 'sign', 'Open house A-frame sign');
  await addProduct(page, 'postcards', 'Just listed postcards, 100');
  const sign = page.getByRole('group', { name: 'Quantity of Open house A-frame sign' });
  await sign.getByRole('button', { name: 'Increase' }).click();
  await expect(sign.getByRole('textbox')).toHaveValue('2');
  // 120.00 + 2 × 85.50 + 45.25, the server's total.
  await expect(page.getByText('Total $336.25')).toBeVisible();
  // The catalogue's search is in the address: F5 shows the same page.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Browse products' }).getByLabel('Product name'),
  ).toHaveValue('postcards');
  await expect(lines).toContainText('$171.00');
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveScreenshot('commerce-cart.png', {
    ...still,
    fullPage: true,
    mask: moving(page),
  });

  // A quantity that is not one is said under the field, never snapped to 999 or 1.
  await sign.getByRole('textbox').fill('99999');
  await sign.getByRole('textbox').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'At most 999' })).toBeVisible();
  await expect(sign.getByRole('textbox')).toHaveValue('99999');
  await sign.getByRole('textbox').fill('2');
  await sign.getByRole('textbox').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'At most 999' })).toHaveCount(0);
  await expect(page.getByText('Total $336.25')).toBeVisible();

  await page.getByRole('link', { name: 'Check out' }).click();
  await expectRoute(page, '/marketing/confirmorder');
  // The checkout's key is made once and kept in the address, so a retry sends the same one.
  await expect.poll(() => new URL(page.url()).hash).toMatch(/key=[\w-]{8,}/);
  await expect(page.getByRole('table', { name: 'Cart lines' })).toContainText(COURSE);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expectRoute(page, '/pay-loading');
  await expect(page.getByText('Waiting for your payment at the office.')).toBeVisible();
  await expect(page.getByText('Amount due')).toBeVisible();
  await expect(page.getByText('$336.25')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to pay at the office' })).toBeVisible();
  reference = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')
    .replace('Order ', '')
    .trim();
  expect(reference).toMatch(/^BQ-\d{6}-\d{4}$/);
});

test('finance confirms the receipt and the agent’s waiting page turns paid; the course is the agent’s', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, USERS.agent, '/agent-center/my-order/index');
  await page.getByRole('row', { name: new RegExp(reference) }).click();
  await page.getByRole('link', { name: 'How to pay' }).click();
  await expect(page.getByText('Waiting for your payment at the office.')).toBeVisible();

  const office = await browser.newContext({ baseURL });
  const finance = await office.newPage();
  await signIn(finance, USERS.finance, '/financial/order-receipt/index');
  await finance.getByRole('button', { name: `Accept the payment of ${reference}` }).click();
  const receipt = finance.getByRole('dialog', { name: `Receipt for ${reference}` });
  await receipt.getByLabel(/Transfer, cheque or card slip reference/).fill('TRF-20270601-17');
  await expect(receipt.getByLabel(/Amount received/)).toHaveValue('336.25');
  await receipt.getByRole('button', { name: 'Accept payment' }).click();
  await expect(finance.getByText(`Payment of ${reference} accepted`)).toBeVisible();
  await expect(
    finance.getByRole('table', { name: 'Payments awaiting a receipt' }),
  ).not.toContainText(reference);
  await office.close();

  // The waiting page reads the order again until the receipt shows.
  await expect(page.getByText('Your payment was received. Thank you.')).toBeVisible();
  await page.getByRole('link', { name: 'My courses' }).click();
  await expectRoute(page, '/agent-center/my-course/index');
  await expect(
    page.getByRole('row', { name: /开放参观大师班|Open house masterclass/ }),
  ).toContainText(/已报名|Enrolled/);

  await page.goto('#/agent-center/my-Commodity-order/index');
  await page.getByRole('row', { name: new RegExp(reference) }).click();
  await expect(page.getByRole('table', { name: 'Order lines' })).toContainText(
    'Open house A-frame sign',
  );
  await expect(page.getByRole('table', { name: 'Order lines' })).toContainText(
    'Just listed postcards, 100',
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
});

test('the agent asks for the course line back, finance approves, and the waitlisted person gets the seat', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await someoneWaits(request, WAITER);
  await signIn(page, USERS.agent, '/agent-center/my-order/index');
  await page.getByRole('row', { name: new RegExp(reference) }).click();
  await page.getByRole('link', { name: 'Apply for a refund' }).click();
  await expect.poll(() => route(page)).toMatch(/^\/agent-center\/my-order\/applyfor\/\d+$/);
  const form = page.getByRole('form', { name: 'Refund application' });
  // Nothing chosen and no reason: said before anything is sent.
  await form.getByRole('button', { name: 'Apply for the refund' }).click();
  await expect(form.getByText('Choose at least one line to refund')).toBeVisible();
  await form.getByRole('checkbox', { name: COURSE }).check();
  await form.getByLabel(/Reason/).fill('I cannot attend on that day');
  await form.getByRole('button', { name: 'Apply for the refund' }).click();
  await expect(page.getByText('Refund requested: finance will decide')).toBeVisible();
  const refunds = page.getByRole('table', { name: 'Refunds' });
  await expect(refunds).toContainText(`${COURSE} × 1`);
  await expect(refunds).toContainText('Requested');

  const office = await browser.newContext({ baseURL });
  const finance = await office.newPage();
  await signIn(finance, USERS.finance, '/financial/order-refund/index');
  await finance.getByRole('tab', { name: 'Courses' }).click();
  await finance.getByRole('row', { name: new RegExp(reference) }).click();
  await expect(finance.getByRole('heading', { level: 1 })).toHaveText(
    `Refund request for ${reference}`,
  );
  const refundAddress = new URL(finance.url()).hash;
  await finance.getByRole('button', { name: `Approve the refund of ${reference}` }).click();
  const approve = finance.getByRole('dialog', { name: `Approve the refund of ${reference}` });
  await expect(approve).toContainText(`${COURSE} × 1`);
  await approve.getByRole('button', { name: 'Approve refund' }).click();
  await expect(finance.getByText('Refund approved', { exact: true })).toBeVisible();
  // Decided on its page, the request returns to the refund list on its order type's tab.
  await expect
    .poll(() => new URL(finance.url()).hash)
    .toBe('#/financial/order-refund/index?tab=course');
  await expect(finance.getByRole('tab', { name: 'Courses' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Lee Lecturer's half of the paid seat (issue 26) is clawed back with the refund: earned and
  // clawed back alike, nothing owed.
  await finance.goto('#/financial/lectirer-pay/index');
  const share = finance
    .getByRole('table', { name: 'Lecturer payments' })
    .getByRole('row', { name: /Lee Lecturer/ });
  await expect(share).toHaveText(
    /Lee Lecturer\s*\$60\.00\s*\$60\.00\s*\$0\.00\s*\$0\.00\s*\$0\.00/,
  );

  // Approved in dollars, the refund is owed to the buyer through a pending payout until finance
  // pays it with a reference.
  await finance.goto(refundAddress);
  await expect(finance.getByText('Pending: not paid yet')).toBeVisible();
  await finance.mouse.move(0, 0);
  await finance.screenshot({
    path: test.info().outputPath('refund-pending-payout.png'),
    fullPage: true,
  });
  await page.reload();
  await expect(refunds).toContainText('Approved');
  await expect(refunds).toContainText('being paid');
  await finance.getByRole('button', { name: 'Pay $120.00' }).click();
  const pay = finance.getByRole('dialog', { name: `Pay the refund of ${reference}` });
  await pay.getByRole('textbox', { name: 'Reference' }).fill('CHQ-2041');
  await pay.getByRole('button', { name: 'Pay refund' }).click();
  await expect(finance.getByText('Refund paid', { exact: true })).toBeVisible();
  await office.close();

  await page.reload();
  await expect(refunds).toContainText('Refunded');
  // The course line's whole price, fixed on approval.
  await expect(refunds).toContainText('$120.00');
  const lines = page.getByRole('table', { name: 'Order lines' });
  await expect(lines.getByRole('row', { name: new RegExp(COURSE) })).toContainText('Refunded');
  await expect(page.getByRole('list', { name: 'Order history' })).toContainText('Fay Finance');
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  // Tall enough for the whole order, its history included (the page scrolls inside the layout).
  await page.setViewportSize({ width: 1280, height: 1200 });
  await expect(page).toHaveScreenshot('commerce-my-order-detail.png', {
    ...still,
    fullPage: true,
    mask: moving(page),
  });

  // The seat went to the first person waiting.
  const theirs = await browser.newContext({ baseURL });
  const waiter = await theirs.newPage();
  await signIn(waiter, WAITER, '/agent-center/my-course/index');
  await expect(
    waiter.getByRole('row', { name: /开放参观大师班|Open house masterclass/ }),
  ).toContainText(/已报名|Enrolled/);
  await theirs.close();
});
