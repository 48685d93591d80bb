import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { privacyTexts } from '@brillo/domain/texts/privacy.es-CL';
import { termsTexts } from '@brillo/domain/texts/terms.es-CL';
import { expect, test } from './support/fixtures.ts';
import { e2ePublicConfig } from './support/public-config.ts';

test('the footer shows the configured city, email and phone', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  await expect(footer.getByText(e2ePublicConfig.city, { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: e2ePublicConfig.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${e2ePublicConfig.contactEmail}`,
  );
  await expect(footer.getByRole('link', { name: e2ePublicConfig.contactPhone })).toHaveAttribute(
    'href',
    'tel:+56223456789',
  );
  await expect(footer).toContainText(commonTexts.footer.copyright(new Date().getFullYear()));
});

const legalPages = [
  { link: commonTexts.footer.privacy, path: '/privacy', document: privacyTexts },
  { link: commonTexts.footer.terms, path: '/terms', document: termsTexts },
];

for (const { link, path, document } of legalPages) {
  test(`the footer link "${link}" opens ${path} with all its sections`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();

    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(commonTexts.app.pageTitle(document.title));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
    for (const section of document.sections) {
      await expect(main.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: e2ePublicConfig.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${e2ePublicConfig.contactEmail}`,
    );
  });
}

test('the privacy policy names Chile’s personal-data law and the terms the courts of Santiago', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText(
    'Ley N.° 19.628 sobre Protección de la Vida Privada',
  );
  await page.goto('/terms');
  await expect(page.getByRole('main')).toContainText(
    'tribunales ordinarios de justicia de la ciudad de Santiago, Chile',
  );
});
