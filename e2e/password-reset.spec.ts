import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { confirmedAccount, linkFromMailbox } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { passwordField, signIn } from './support/sign-in.ts';

test.describe('someone who forgot the password', () => {
  test('gets a link by email, chooses a new password and signs in with it', async ({
    page,
    request,
  }) => {
    const customer = await confirmedAccount(request, 'customer');
    const newPassword = 'brillo-nuevo-2026';

    await page.goto('/signin');
    await page.getByRole('link', { name: authTexts.signIn.forgotPassword }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page
      .getByRole('textbox', { name: authTexts.passwordReset.emailLabel })
      .fill(customer.email);
    await page.getByRole('button', { name: authTexts.passwordReset.send }).click();
    await expect(page.getByRole('alert')).toContainText(authTexts.passwordReset.sentBody);

    await page.goto(await linkFromMailbox(request, customer.email, '/reset-password?token='));
    await passwordField(page, authTexts.passwordReset.newPasswordLabel).fill(newPassword);
    await passwordField(page, authTexts.passwordReset.confirmPasswordLabel).fill(newPassword);
    await page.getByRole('button', { name: authTexts.passwordReset.save }).click();

    await expect(page).toHaveURL('/signin');
    await expect(
      page.getByRole('alert').filter({ hasText: authTexts.passwordReset.saved }),
    ).toBeVisible();
    await signIn(page, customer.email, newPassword);
    await expect(page).toHaveURL('/customer-dashboard');
  });
});

test.describe('a link that can no longer be used', () => {
  test('is explained, with a way to ask for a new one', async ({ page }) => {
    await page.goto('/signin?verification=expired');
    await expect(page.getByRole('alert')).toContainText(authTexts.signIn.verificationFailedTitle);

    await page.goto('/reset-password');
    await expect(
      page.getByRole('heading', { level: 1, name: authTexts.passwordReset.invalidLinkTitle }),
    ).toBeVisible();
    await page.getByRole('link', { name: authTexts.passwordReset.requestAgain }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test.describe('when the new password is sent', () => {
    // The server answers 400 INVALID_TOKEN; the browser logs that failed request itself.
    test.use({ expectedConsoleErrors: [/Failed to load resource.*400/] });

    test('says so in Spanish and offers a new link', async ({ page }) => {
      await page.goto('/reset-password?token=enlace-usado');
      await passwordField(page, authTexts.passwordReset.newPasswordLabel).fill('brillo-nuevo-2026');
      await passwordField(page, authTexts.passwordReset.confirmPasswordLabel).fill(
        'brillo-nuevo-2026',
      );
      await page.getByRole('button', { name: authTexts.passwordReset.save }).click();

      const problem = page.getByRole('alert').filter({ hasText: authTexts.errors.invalidToken });
      await expect(problem).toBeFocused();
      await problem.getByRole('link', { name: authTexts.passwordReset.requestAgain }).click();
      await expect(page).toHaveURL('/forgot-password');
    });
  });
});
