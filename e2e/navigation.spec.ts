import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { expect, notFoundPageLoaded, test } from './support/fixtures.ts';

test.describe('the navigation bar', () => {
  test('links Inicio to the landing page and shows no Dashboard to a signed-out visitor', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const nav = page.getByRole('banner').getByRole('navigation', { name: commonTexts.nav.label });

    const home = nav.getByRole('link', { name: commonTexts.nav.home, exact: true });
    await expect(home).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: commonTexts.nav.dashboard })).toHaveCount(0);
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(home).toHaveAttribute('aria-current', 'page');
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
    ).toHaveAttribute('href', '/');
    await expect(
      menu.getByRole('link', { name: new RegExp(commonTexts.nav.offers) }),
    ).toContainText(commonTexts.nav.comingSoon);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await menu.getByRole('link', { name: commonTexts.nav.signIn }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/signin');
  });

  test.describe(() => {
    // '/no-existe' answers HTTP 404, which the browser logs.
    test.use({ expectedConsoleErrors: [notFoundPageLoaded] });
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
});

test.describe('keyboard focus', () => {
  test('shows a ring around a text field, not only a border colour change', async ({ page }) => {
    await page.goto('/signin');
    const email = page.getByRole('textbox', { name: authTexts.signIn.emailLabel });
    await email.focus();
    await expect(email).toBeFocused();
    const outline = await email.evaluate((field) => {
      const style = getComputedStyle(field);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline).toEqual({ style: 'solid', width: '2px' });
  });

  test('gives every entry of the navigation bar a finger-sized target', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: commonTexts.nav.label });
    const entries = nav.getByRole('link');
    await expect(entries.first()).toBeVisible();
    for (const entry of await entries.all()) {
      const box = await entry.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});
