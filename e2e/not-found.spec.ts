import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { expect, notFoundPageLoaded, test } from './support/fixtures.ts';

// The page answers HTTP 404 (issue 17), which the browser logs.
test.use({ expectedConsoleErrors: [notFoundPageLoaded] });

test('an unknown route shows "Página no encontrada" with a link back home', async ({ page }) => {
  const response = await page.goto('/esta-ruta/no-existe');
  expect(response?.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page).toHaveTitle(commonTexts.app.pageTitle(commonTexts.notFound.title));
  await page.getByRole('main').getByRole('link', { name: commonTexts.notFound.backHome }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: homeTexts.title })).toBeVisible();
});
