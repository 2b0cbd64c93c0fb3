import type { Page } from '@playwright/test';
import { signIn } from './support';

/** Signs in and opens a page whose address carries its state in the query (`?id=`, `?month=`). */
export async function openAs(page: Page, email: string, target: string) {
  await signIn(page, email, target.split('?')[0]);
  await page.goto(`#${target}`);
}

/** Opens a step's dialog on the statement page and confirms it (a reason or reference if asked). */
export async function step(page: Page, button: string, fill?: { label: string; text: string }) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (fill) await dialog.getByRole('textbox', { name: new RegExp(fill.label) }).fill(fill.text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  return dialog;
}
