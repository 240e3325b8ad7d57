/** The staff side as a person uses it. */
import { expect, type Page } from '@playwright/test';
import { ADMIN } from './env';

/** Signs in through the login page and waits for the panel. */
export async function signIn(page: Page, password = ADMIN.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ADMIN PANEL' })).toBeVisible();
}
