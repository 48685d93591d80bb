import { expect, notFoundPageLoaded, test } from './support/fixtures.ts';

const pages = [
  '/',
  '/privacy',
  '/terms',
  '/no-existe',
  '/signin',
  '/forgot-password',
  '/reset-password?token=enlace',
  '/customer-dashboard',
  '/agent-signup',
  '/customer-signup',
  '/signup',
];

test.describe('every page', () => {
  for (const path of pages) {
    // The not-found page answers HTTP 404, which the browser logs.
    test.describe(() => {
      if (path === '/no-existe') test.use({ expectedConsoleErrors: [notFoundPageLoaded] });
      test(`${path} has the landmarks, one h1 and headings in order`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toHaveCount(1);
        await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(1);

        const levels = await page
          .locator('h1, h2, h3, h4, h5, h6')
          .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
        expect(levels[0], 'the first heading is the h1').toBe(1);
        levels.forEach((level, index) => {
          const previous = levels[index - 1] ?? 0;
          expect(level - previous, `heading ${index + 1} skips a level`).toBeLessThanOrEqual(1);
        });
      });
    });
  }

  test('is served with a Content Security Policy that forbids inline scripts', async ({
    request,
  }) => {
    const response = await request.get('/');
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
