import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { privacyTexts } from '@brillo/domain/texts/privacy.es-CL';
import { expect, test } from './support/fixtures.ts';
import { e2ePublicConfig } from './support/public-config.ts';

/** Answers of /api/public-config that leave the web app without its settings. */
const failures = [
  {
    when: 'cannot be read',
    status: 503,
    body: { error: { code: 'SERVICE_UNAVAILABLE', message: commonTexts.errors.unavailable } },
    // The browser logs the failed request itself; that error is the point of these tests.
    consoleErrors: [/Failed to load resource.*503/],
  },
  {
    when: 'does not match its contract',
    status: 200,
    body: { ...e2ePublicConfig, homeUrl: 42 },
    consoleErrors: [],
  },
];

for (const failure of failures) {
  test.describe(`when the public configuration ${failure.when}`, () => {
    test.use({ expectedConsoleErrors: failure.consoleErrors });

    test.beforeEach(async ({ page }) => {
      await page.route('**/api/public-config', (route) =>
        route.fulfill({ status: failure.status, json: failure.body }),
      );
    });

    test('the pages still work, without the contact details', async ({ page }) => {
      await page.goto('/');

      await expect(page.getByRole('heading', { level: 1, name: homeTexts.title })).toBeVisible();
      const nav = page.getByRole('banner').getByRole('navigation', { name: commonTexts.nav.label });
      await expect(
        nav.getByRole('link', { name: commonTexts.nav.home, exact: true }),
      ).toBeVisible();
      // Failed answers are retried with back-off before the parts are left out.
      const footer = page.getByRole('contentinfo');
      await expect(footer).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
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
      const fallback = page.getByText(contact?.kind === 'contact' ? contact.fallback : '');
      await expect(fallback).toBeVisible({ timeout: 15_000 });
    });
  });
}
