import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { apiLogin, call, USERS } from './support';

/** Chooses a person in a picker by typing part of their name, as a person would (issue 24 §3). */
export async function choosePerson(page: Page, field: string, typed: string, name: string) {
  const picker = page.getByRole('combobox', { name: field, exact: true });
  await picker.click();
  await page.getByRole('combobox', { name: 'Search people' }).fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(picker).toContainText(name);
}

type Person = { userId: number; agentId: number | null };

/** The office adds an agreement in which Mei Mentor coaches `mentee` (an e-mail); its reference. */
export async function agreementWithMei(
  request: APIRequestContext,
  mentee: string,
): Promise<string> {
  const admin = (await apiLogin(request, USERS.admin)).token;
  const agentOf = async (keyword: string) => {
    const found = await call<{ list: Person[] }>(
      request,
      admin,
      'bq/people/lookup',
      { purpose: 'agent', keyword },
      'form',
    );
    return found.list[0]?.agentId as number;
  };
  const added = await call<{ ref: string }>(request, admin, 'bq/coachAgreement/add', {
    coachAgentId: await agentOf('mentor@bq.example.com'),
    menteeAgentId: await agentOf(mentee),
    startDate: '2026-10-01',
  });
  return added.ref;
}
