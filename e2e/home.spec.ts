import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { expect, test } from './support/fixtures.ts';

test.describe('the home page', () => {
  test('speaks Chilean Spanish and offers a signed-out visitor the three ways in', async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
    await expect(page).toHaveTitle(commonTexts.app.homeTitle);
    await expect(page.getByRole('heading', { level: 1, name: homeTexts.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: homeTexts.signIn })).toHaveAttribute(
      'href',
      '/signin',
    );
    await expect(main.getByRole('link', { name: homeTexts.agentSignup })).toHaveAttribute(
      'href',
      '/agent-signup',
    );
    await expect(main.getByRole('link', { name: homeTexts.customerSignup })).toHaveAttribute(
      'href',
      '/customer-signup',
    );
  });

  test('lets a keyboard user skip straight to the main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: commonTexts.app.skipToContent });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('how the home page travels', () => {
  test('arrives Brotli-compressed, with hashed files cached for good and the page revalidated', async ({
    page,
  }) => {
    // The entry script and the stylesheet, which the prerendered page loads after its first
    // paint (ADR-051).
    const entryFiles = ['js', 'css'].map((extension) =>
      page.waitForResponse((response) =>
        new RegExp(`/assets/index-[^/]+\\.${extension}$`).test(response.url()),
      ),
    );
    const document = await page.goto('/');
    expect(document?.headers()['content-encoding']).toBe('br');
    expect(document?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const response of await Promise.all(entryFiles)) {
      const headers = await response.allHeaders();
      expect({ encoding: headers['content-encoding'], cache: headers['cache-control'] }).toEqual({
        encoding: 'br',
        cache: 'public, max-age=31536000, immutable',
      });
    }
  });
});
