import { expect, type Page, type Request } from '@playwright/test';

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

/** Calls of one API path the page made, for counting polls. */
export function callsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/${path}`)) seen.push(request);
  });
  return seen;
}
