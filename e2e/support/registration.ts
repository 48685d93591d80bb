import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from '@brillo/domain/testing/sign-up-bodies';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { expect } from './fixtures.ts';
import { passwordField } from './sign-in.ts';

export const words = registrationTexts;

/** Longer than the success screen waits before it moves on by itself (4 s in the web app). */
export const SUCCESS_SCREEN_MS = 5_000;
export const fields = registrationTexts.fields;

export interface AccountStep {
  name: string;
  /** The 8 digits typed after the fixed +569. */
  phoneDigits: string;
  email: string;
  password: string;
}

/** The step's heading, which takes the focus when the step shows. */
export const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: title });

export async function pressNext(page: Page) {
  await page.getByRole('button', { name: words.next }).click();
}

/** 'Registrarme', on the last step. */
export async function pressSubmit(page: Page) {
  await page.getByRole('button', { name: words.submit }).click();
}

/** Someone new: a unique email each run, the 8 digits after +569, a valid password. */
export function newPerson(name: string, phoneDigits: string): AccountStep {
  return { name, phoneDigits, email: uniqueEmail('registro'), password: 'limpieza-2026' };
}

export async function pressBack(page: Page) {
  await page.getByRole('button', { name: words.back }).click();
}

/** Moves on with 'Siguiente' and checks that the next step shows, is focused and announced. */
export async function nextStep(page: Page, title: string, position: string) {
  await pressNext(page);
  await expect(stepHeading(page, title)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: position })).toHaveText(
    `${position}: ${title}`,
  );
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user would (a date input takes one Tab
 * per part: day, month, year). Fails if it takes more than `most` presses.
 */
export async function tabTo(page: Page, target: Locator, most = 4) {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

export const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

export const select = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true });

export const radio = (page: Page, question: string, answer: string) =>
  page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: answer, exact: true });

export const addressSearch = (page: Page) => page.getByRole('combobox', { name: fields.address });

export async function fillAccountStep(page: Page, nameLabel: string, account: AccountStep) {
  await textbox(page, nameLabel).fill(account.name);
  await textbox(page, fields.phone).fill(account.phoneDigits);
  await textbox(page, fields.email).fill(account.email);
  await passwordField(page, fields.password).fill(account.password);
}

/**
 * Types into the address search like a person, waits for the suggestions (at most 3) and takes the
 * first with the keyboard (arrow down, Enter). Returns the chosen address.
 */
export async function chooseFirstAddress(page: Page, typed: string): Promise<string> {
  const search = addressSearch(page);
  await search.focus();
  await search.pressSequentially(typed, { delay: 15 });
  const options = page.getByRole('listbox', { name: fields.address }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(3);
  const chosen = (await options.first().textContent()) ?? '';
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await search.press('Enter');
  await expect(search).toHaveValue(chosen);
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  return chosen;
}

/** The field's own error message, tied to it through aria-describedby. */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
