import type { Page } from '@playwright/test';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import type { TestAccount } from './accounts.ts';

/** The navigation bar of the page's header. */
export const navigation = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: commonTexts.nav.label });

/** A password input by its label, which ends with the required mark " *" (hidden from readers). */
export const passwordField = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** Fills and sends the sign-in form of the current page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: authTexts.signIn.emailLabel }).fill(email);
  await passwordField(page, authTexts.signIn.passwordLabel).fill(password);
  await page.getByRole('button', { name: authTexts.signIn.submit }).click();
}

/** Opens /signin and signs in with the account's credentials. */
export async function signInAs(page: Page, account: TestAccount) {
  await page.goto('/signin');
  await signIn(page, account.email, account.password);
}
