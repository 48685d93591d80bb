import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from '@playwright/test';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { expectNoViolations } from './support/axe.ts';
import { newOperator } from './support/demo-operators.ts';
import { expect, test } from './support/fixtures.ts';
import { freshCode, signInAsOperator } from './support/operator.ts';
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

/** A code `key` does not show now, nor a period before or after. */
async function wrongCodeOf(key: Uint8Array): Promise<string> {
  const otp = createOTP(key, { digits: 6, period: 30 });
  const now = Math.floor(Date.now() / 30_000);
  const valid = await Promise.all([now - 1, now, now + 1].map((period) => otp.hotp(period)));
  let code = await otp.hotp(now + 10);
  while (valid.includes(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return code;
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

  // A new operator's first sign-in: the password, then the authenticator's set-up.
  await page.goto('/signin');
  await signIn(page, newOperator.email, newOperator.password);
  await expect(page).toHaveURL(/\/operador\/autenticador$/);
  await expect(
    page.getByRole('heading', { level: 1, name: operatorsTexts.setup.title }),
  ).toBeVisible();
  await checkAtBothWidths(page);
  await passwordField(page, operatorsTexts.setup.passwordLabel).fill(newOperator.password);
  await page.getByRole('button', { name: operatorsTexts.setup.generate }).click();
  const keyText = await page.getByLabel(operatorsTexts.setup.secretLabel).textContent();
  const key = base32.decode((keyText ?? '').replace(/\s+/g, ''));
  await expect(page.getByText(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/)).toHaveCount(10);
  await expect(page.getByLabel(operatorsTexts.setup.uriLabel)).toContainText('otpauth://totp/');
  await checkAtBothWidths(page);

  // A wrong code is refused in Spanish; the app's code confirms it.
  const code = page.getByRole('textbox', { name: operatorsTexts.twoFactor.codeLabel });
  await code.fill(await wrongCodeOf(key));
  await page.getByRole('button', { name: operatorsTexts.setup.confirm }).click();
  await expect(page.getByRole('alert')).toContainText(operatorsTexts.errors.invalidCode);
  await code.fill(await freshCode(key));
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
  await signIn(page, newOperator.email, newOperator.password);
  await expect(page).toHaveURL(/\/operador\/codigo$/);
  await expect(
    page.getByRole('heading', { level: 1, name: operatorsTexts.twoFactor.title }),
  ).toBeVisible();
  await checkAtBothWidths(page);
  await page
    .getByRole('textbox', { name: operatorsTexts.twoFactor.codeLabel })
    .fill(await freshCode(key));
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

test('the demo operator signs in with a code of the key the start-up log prints', async ({
  page,
}, testInfo) => {
  await signInAsOperator(page, testInfo);
  await expect(
    page.getByRole('region', { name: operatorsTexts.auditLog.title }).getByRole('row'),
  ).not.toHaveCount(0);
});
