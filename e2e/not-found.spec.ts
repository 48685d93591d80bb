import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { expect, test } from './support/fixtures.ts';

test('an unknown route shows "Página no encontrada" with a link back home', async ({ page }) => {
  await page.goto('/esta-ruta/no-existe');

  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page).toHaveTitle(commonTexts.app.pageTitle(commonTexts.notFound.title));
  await page.getByRole('main').getByRole('link', { name: commonTexts.notFound.backHome }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: homeTexts.title })).toBeVisible();
});
