import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { privacyTexts } from '@brillo/domain/texts/privacy.es-CL';
import { expect, test } from './support/fixtures.ts';
import { e2ePublicConfig } from './support/public-config.ts';

test.describe('when the public configuration cannot be read', () => {
  // The browser logs the failed request itself; that error is the point of these tests.
  test.use({ expectedConsoleErrors: [/Failed to load resource.*503/] });

  test.beforeEach(async ({ page }) => {
    await page.route('**/api/public-config', (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'SERVICE_UNAVAILABLE', message: commonTexts.errors.unavailable } },
      }),
    );
  });

  test('the pages still work, without Inicio and the contact details', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: homeTexts.title })).toBeVisible();
    const nav = page.getByRole('banner').getByRole('navigation', { name: commonTexts.nav.label });
    await expect(nav.getByRole('link', { name: commonTexts.nav.dashboard })).toBeVisible();
    // Failed answers are retried with back-off before the parts are left out.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(nav.getByRole('link', { name: commonTexts.nav.home, exact: true })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: commonTexts.footer.privacy })).toBeVisible();
    await expect(footer).not.toContainText(e2ePublicConfig.contactEmail);
    await expect(footer).not.toContainText(commonTexts.footer.contactLabel);
  });

  test('the privacy policy points to the published contact instead of an email', async ({
    page,
  }) => {
    await page.goto('/privacy');

    const contact = privacyTexts.sections
      .flatMap((section) => section.blocks)
      .find((block) => block.kind === 'contact');
    expect(contact).toBeDefined();
    await expect(page.getByText(contact?.kind === 'contact' ? contact.fallback : '')).toBeVisible({
      timeout: 15_000,
    });
  });
});
