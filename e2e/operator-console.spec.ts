import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from '@playwright/test';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { DEMO_PASSWORD, demoOperator } from '../apps/api/src/db/seed-data.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { passwordField, signIn } from './support/sign-in.ts';

/** The two widths every screen is checked at: a small phone and a desktop. */
const widths = [360, 1280] as const;

/** axe at both widths, on the screen as it is. */
async function checkAtBothWidths(page: Page) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page);
  }
}

/** The authenticator's code `steps` periods of 30 s from now, as an app holding `key` shows it. */
function codeOf(key: Uint8Array, steps = 0): Promise<string> {
  return createOTP(key, { digits: 6, period: 30 }).hotp(Math.floor(Date.now() / 30_000) + steps);
}

// The console's API answers 404 to a visitor, 403 before the authenticator is set up and 401 to a
// wrong code; the browser logs each.
test.use({ expectedConsoleErrors: [/Failed to load resource.*(404|403|401)/] });

test('the console is not there for a visitor, and an operator sets up the authenticator, reads the audit log and signs in again with a code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A visitor sees the not-found page.
  await page.goto('/operador');
  await expect(
    page.getByRole('heading', { level: 1, name: commonTexts.notFound.title }),
  ).toBeVisible();

  // The demo operator's first sign-in: the password, then the authenticator's set-up.
  await page.goto('/signin');
  await signIn(page, demoOperator.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/operador\/autenticador$/);
  await expect(
    page.getByRole('heading', { level: 1, name: operatorsTexts.setup.title }),
  ).toBeVisible();
  await checkAtBothWidths(page);
  await passwordField(page, operatorsTexts.setup.passwordLabel).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: operatorsTexts.setup.generate }).click();
  const keyText = await page.getByLabel(operatorsTexts.setup.secretLabel).textContent();
  const key = base32.decode((keyText ?? '').replace(/\s+/g, ''));
  await expect(page.getByText(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/)).toHaveCount(10);
  await expect(page.getByLabel(operatorsTexts.setup.uriLabel)).toContainText('otpauth://totp/');
  await checkAtBothWidths(page);

  // A wrong code is refused in Spanish; the app's code confirms it.
  const code = page.getByRole('textbox', { name: operatorsTexts.twoFactor.codeLabel });
  await code.fill(String((Number(await codeOf(key)) + 500_000) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: operatorsTexts.setup.confirm }).click();
  await expect(page.getByRole('alert')).toContainText(operatorsTexts.errors.invalidCode);
  await code.fill(await codeOf(key));
  await page.getByRole('button', { name: operatorsTexts.setup.confirm }).click();

  // The console: the audit log, newest first, with its filters.
  await expect(page).toHaveURL(/\/operador$/);
  await expect(
    page.getByRole('heading', { level: 1, name: operatorsTexts.console.title }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: operatorsTexts.auditLog.title }),
  ).toBeVisible();
  await checkAtBothWidths(page);
  await page.getByRole('textbox', { name: operatorsTexts.auditLog.targetTypeLabel }).fill('nada');
  await page.getByRole('button', { name: operatorsTexts.auditLog.filter }).click();
  await expect(page.getByText(operatorsTexts.auditLog.empty)).toBeVisible();
  await expect(page).toHaveURL(/tipo=nada/);
  await checkAtBothWidths(page);

  // Sign-out, then a sign-in with the password and a code of the next period.
  await page.getByRole('button', { name: operatorsTexts.console.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/signin');
  await signIn(page, demoOperator.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/operador\/codigo$/);
  await expect(
    page.getByRole('heading', { level: 1, name: operatorsTexts.twoFactor.title }),
  ).toBeVisible();
  await checkAtBothWidths(page);
  await page
    .getByRole('textbox', { name: operatorsTexts.twoFactor.codeLabel })
    .fill(await codeOf(key, 1));
  await page.getByRole('button', { name: operatorsTexts.twoFactor.submit }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: operatorsTexts.console.title }),
  ).toBeVisible();

  // The code step opened by hand is the not-found page.
  await page.goto('/operador/codigo');
  await expect(
    page.getByRole('heading', { level: 1, name: commonTexts.notFound.title }),
  ).toBeVisible();
});
