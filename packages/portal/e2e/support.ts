import { type APIRequestContext, expect, type Page, type Request } from '@playwright/test';
import { TEST_NOW } from '../../../scripts/test-clock.mjs';

/** The e2e servers' METRICS_TOKEN (global-setup.ts): a test value, never a real one. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-not-a-secret-0123456789';

/** Demo accounts (server seed; demo only). */
export const DEMO_PASSWORD = 'bq-demo-2026';
export const USERS = {
  admin: 'admin@bq.example.com',
  agent: 'agent@bq.example.com',
  noLicense: 'agent.nolicense@bq.example.com',
  noBoard: 'agent.noboard@bq.example.com',
  mentor: 'mentor@bq.example.com',
  lecturer: 'lecturer@bq.example.com',
  finance: 'finance@bq.example.com',
  approver: 'approver@bq.example.com',
  multi: 'multi@bq.example.com',
  noRole: 'norole@bq.example.com',
  tourist: 'tourist@bq.example.com',
} as const;

/** The hash route the page shows, without the leading `#`. */
export function route(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/');
}

export async function expectRoute(page: Page, path: string | RegExp): Promise<void> {
  await expect
    .poll(() => route(page))
    .toEqual(path instanceof RegExp ? expect.stringMatching(path) : path);
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('#/');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Reads the latest verification code mailed to an address (EXPOSE_OUTBOX=1 only). */
export async function codeFor(page: Page, email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await page.request.post('api/general/test/latestOutbox', {
        form: { email },
      });
      const body = (await response.json()) as {
        code: number;
        data: { code: string | null } | null;
      };
      code = body.code === 200 ? (body.data?.code ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

/** A link of the latest registration mail to an address, as the mail has it (EXPOSE_OUTBOX=1). */
export async function mailLinkFor(
  page: Page,
  email: string,
  kind: 'confirm' | 'cancel',
): Promise<string> {
  const response = await page.request.post('api/general/test/latestOutbox', { form: { email } });
  const body = (await response.json()) as { data: { body: string } | null };
  const link = new RegExp(`\\S+#/bq-institute-tourist/${kind}/[\\w-]+`).exec(
    body.data?.body ?? '',
  )?.[0];
  if (!link) throw new Error(`no ${kind} link mailed to ${email}`);
  return link;
}

/** Calls of one API path the page made, for counting polls. */
export function callsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/${path}`)) seen.push(request);
  });
  return seen;
}

export type Session = { token: string; roleIds: number[]; roleInfos: unknown };

/** Logs in through the API only: a token for calls the test makes itself. */
export async function apiLogin(request: APIRequestContext, email: string): Promise<Session> {
  const response = await request.post('api/general/unauth/loginByEmail', {
    form: { email, password: DEMO_PASSWORD },
  });
  return ((await response.json()) as { data: Session }).data;
}

/** A person's user id, read from their own personal details. */
export async function userIdOf(request: APIRequestContext, email: string): Promise<number> {
  const { token } = await apiLogin(request, email);
  const response = await request.post('api/bq/agentInfo/getPersonalDetails', {
    headers: { Authorization: token },
    form: {},
  });
  return ((await response.json()) as { data: { userId: number } }).data.userId;
}

/**
 * Signs in through the API and hands the session to the portal as its login form does (the form
 * itself is covered by auth.spec.ts), then opens `target` with a full load: the app starts there,
 * so what it shows (the menu's open groups included) depends on that page alone.
 */
export async function signIn(page: Page, email: string, target = '/home'): Promise<Session> {
  const session = await apiLogin(page.request, email);
  // The session is stored from a same-origin file that runs no script (the icon), so the portal
  // boots once, already signed in, instead of once for the login screen and once more. A shared
  // tab already rests there between tests (e2e/shared-tab.ts).
  if (!page.url().endsWith('/favicon.svg')) await page.goto('favicon.svg');
  await page.evaluate(
    ({ data, time }) => {
      const stamp = (value: unknown) => JSON.stringify({ value, time });
      localStorage.setItem('token', stamp(data.token));
      localStorage.setItem(
        'USER_ROLE',
        stamp({ roleIds: data.roleIds.map(String), roleInfos: data.roleInfos }),
      );
    },
    // Stored as the portal stores it: stamped with the tab's time, which is the test clock's.
    { data: session, time: TEST_NOW },
  );
  await page.goto(`#${target}`);
  // The route is the address without its query (`route`).
  await expectRoute(page, target.split('?')[0] ?? target);
  return session;
}

/**
 * The person picks a language on the page's toggle (the breadcrumb's, or the hall's switch): it
 * is kept on their account, so it waits until the server has it.
 */
export async function chooseLanguage(page: Page, language: 'Chinese' | 'English'): Promise<void> {
  // The breadcrumb says "Chinese"; the hall's switch says "中文".
  const name = language === 'Chinese' ? /^(Chinese|中文)$/ : /^English$/;
  const saved = page.waitForResponse((r) => r.url().includes('user/updateLanguage'));
  await page.getByRole('button', { name }).click();
  await saved;
}

/**
 * One API call with a token; fails the test unless the envelope says 200. `form` sends the body
 * form-encoded, for the calls the spec lists that way.
 */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object,
  encoding: 'json' | 'form' = 'json',
): Promise<T> {
  const payload =
    encoding === 'form'
      ? { form: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) }
      : { data };
  const response = await request.post(`api/${path}`, {
    headers: { Authorization: token },
    ...payload,
  });
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/** Passes the step on an application's detail: Pass, then the confirmation's Pass (issue 24). */
export async function passDecision(page: Page): Promise<void> {
  const decision = page.getByRole('region', { name: /Your decision/ });
  await decision.getByRole('button', { name: 'Pass', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Pass this application?' });
  await ask.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(ask).toHaveCount(0);
}
