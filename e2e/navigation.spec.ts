import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { expect, test } from './support/fixtures.ts';
import { e2ePublicConfig } from './support/public-config.ts';

test.describe('the navigation bar', () => {
  test('links Inicio to the configured site and Dashboard to the customer dashboard', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: commonTexts.nav.label });

    const home = nav.getByRole('link', { name: commonTexts.nav.home, exact: true });
    await expect(home).toHaveAttribute('href', e2ePublicConfig.homeUrl);
    await expect(home).toHaveAttribute('rel', /noopener/);
    await expect(home).not.toHaveAttribute('target', /.+/);
    await expect(nav.getByRole('link', { name: commonTexts.nav.dashboard })).toHaveAttribute(
      'href',
      '/customer-dashboard',
    );
    await expect(nav.getByRole('link', { name: commonTexts.nav.signIn })).toHaveAttribute(
      'href',
      '/signin',
    );
    await expect(nav.getByRole('button', { name: commonTexts.nav.signOut })).toHaveCount(0);
  });

  test('marks Ofertas and Ayuda as coming soon instead of linking anywhere', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: commonTexts.nav.label });

    for (const label of [commonTexts.nav.offers, commonTexts.nav.help]) {
      const item = nav.getByRole('link', { name: new RegExp(label) });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await expect(item).not.toHaveAttribute('href', /.*/);
      await expect(item).toContainText(commonTexts.nav.comingSoon);
    }
  });
});

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the entries move into a burger menu that opens and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: commonTexts.nav.label })).toBeHidden();

    // The drawer has a close button of its own; the burger is the one that tells its state.
    const burger = page.getByRole('button', { name: commonTexts.nav.openMenu, expanded: false });
    await expect(burger).toBeVisible();
    await burger.click();

    const menu = page.getByRole('dialog', { name: commonTexts.nav.menuTitle });
    await expect(menu).toBeVisible();
    await expect(
      page.getByRole('button', { name: commonTexts.nav.closeMenu, expanded: true }),
    ).toBeAttached();
    await expect(
      menu.getByRole('link', { name: commonTexts.nav.home, exact: true }),
    ).toHaveAttribute('href', e2ePublicConfig.homeUrl);
    await expect(menu.getByRole('link', { name: commonTexts.nav.dashboard })).toBeVisible();
    await expect(
      menu.getByRole('link', { name: new RegExp(commonTexts.nav.offers) }),
    ).toContainText(commonTexts.nav.comingSoon);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await menu.getByRole('link', { name: commonTexts.nav.dashboard }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/customer-dashboard');
  });

  test('no page is wider than the screen', async ({ page }) => {
    const paths = ['/', '/privacy', '/terms', '/no-existe', '/signin', '/forgot-password'];
    for (const path of [...paths, '/reset-password?token=enlace', '/agent-dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(360);
    }
  });
});
