import type { MarketSummary } from '@brillo/domain/contracts/market-summary';
import { formatAverage } from '@brillo/domain/rating-average';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { confirmedAccount } from './support/accounts.ts';
import { expect, notFoundPageLoaded, test } from './support/fixtures.ts';

const clp = new Intl.NumberFormat('es-CL', {
  style: 'currency',
  currency: 'CLP',
  maximumFractionDigits: 0,
});

test.describe('the landing page', () => {
  test.beforeAll(async ({ request }) => {
    // At least one agent who can take bookings, so that the figures have something to count.
    await confirmedAccount(request, 'agent');
  });

  test('sells: the promise, the main action, how it works, trust, agents, comunas, questions', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: homeTexts.title })).toBeVisible();
    for (const title of [
      homeTexts.steps.title,
      homeTexts.trust.title,
      homeTexts.agents.title,
      homeTexts.comunas.title,
      homeTexts.faq.title,
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await main
      .getByRole('region', { name: homeTexts.agents.title })
      .getByRole('link', { name: homeTexts.agents.action })
      .click();
    await expect(page).toHaveURL('/agent-signup');

    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: homeTexts.bookCleaning }).click();
    await expect(page).toHaveURL('/customer-signup');
  });

  test('shows the figures the database holds', async ({ page, request }) => {
    const answer = await request.get('/api/public/market-summary');
    expect(answer.status()).toBe(200);
    const summary = (await answer.json()) as MarketSummary;
    expect(summary.agents).toBeGreaterThan(0);
    expect(summary.minHourlyRate).not.toBeNull();

    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByTestId('price-from')).toHaveText(
      homeTexts.priceFrom(clp.format(summary.minHourlyRate ?? 0)),
    );
    const figures = main.getByRole('region', { name: homeTexts.figures.label });
    await expect(figures.getByTestId('figure-agents')).toContainText(String(summary.agents));
    if (summary.comunas.length > 0) {
      await expect(figures.getByTestId('figure-comunas')).toContainText(
        String(summary.comunas.length),
      );
      const comunas = main.getByRole('region', { name: homeTexts.comunas.title });
      await expect(comunas.getByRole('listitem')).toHaveText(summary.comunas);
    }
    if (summary.rating.average === null) {
      await expect(figures.getByTestId('figure-rating')).toHaveCount(0);
    } else {
      await expect(figures.getByTestId('figure-rating')).toContainText(
        formatAverage(summary.rating.average),
      );
    }
  });

  test('shows a visible focus ring on the main action reached by keyboard', async ({ page }) => {
    await page.goto('/');
    const action = page.getByRole('main').getByRole('link', { name: homeTexts.bookCleaning });
    await expect(action).toBeVisible();
    // Tab until the main action has the focus (skip link and navigation come first).
    for (let presses = 0; presses < 30; presses += 1) {
      await page.keyboard.press('Tab');
      if (await action.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(action).toBeFocused();
    const outline = await action.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline.style).not.toBe('none');
    expect(parseFloat(outline.width)).toBeGreaterThanOrEqual(2);
  });

  test.describe('on a 360px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('fits the width, with the main action in the first screen', async ({ page }) => {
      await page.goto('/');
      const action = page.getByRole('main').getByRole('link', { name: homeTexts.bookCleaning });
      await expect(action).toBeInViewport();
      const box = await action.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  });

  test('sends its entry script Brotli-compressed', async ({ page }) => {
    const assets: string[] = [];
    page.on('response', async (response) => {
      // The entry script: large enough to be precompressed (the smallest chunks are sent as they are).
      if (!/\/assets\/index-[^/]+\.js$/.test(response.url())) return;
      assets.push((await response.allHeaders())['content-encoding'] ?? 'none');
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: homeTexts.title })).toBeVisible();
    expect(assets.length).toBeGreaterThan(0);
    expect(new Set(assets)).toEqual(new Set(['br']));
  });

  test('loads the number and date formats in a worker of its own, which runs and ends', async ({
    page,
  }) => {
    // The worker closes itself once its formats are built: a worker that failed to load (CSP,
    // 404, which the console check also catches) or threw never ends.
    const ended = new Promise<string>((resolve) => {
      page.on('worker', (worker) => {
        if (worker.url().includes('/assets/intl-warmup-')) {
          worker.once('close', () => resolve(worker.url()));
        }
      });
    });
    await page.goto('/');
    expect(await ended).toMatch(/\/assets\/intl-warmup-[\w-]+\.js$/);
    await expect(page.getByRole('heading', { level: 1, name: homeTexts.title })).toBeVisible();
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page is readable: promise, main action, steps and questions', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: homeTexts.title })).toBeVisible();
    await expect(main.getByRole('link', { name: homeTexts.bookCleaning })).toHaveAttribute(
      'href',
      '/customer-signup',
    );
    await expect(
      main.getByRole('heading', { level: 2, name: homeTexts.steps.title }),
    ).toBeVisible();
    await expect(main.getByText(homeTexts.faq.items[0].question)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Styled as with the script: the page's own stylesheet is in the prerendered head, so the
    // steps are not a browser-default numbered list.
    await expect(main.getByRole('list').first()).toHaveCSS('list-style-type', 'none');
  });
});

test.describe('what search engines get', () => {
  test.describe(() => {
    test.use({ expectedConsoleErrors: [notFoundPageLoaded] });

    test('an unknown path answers HTTP 404 with the not-found page', async ({ page }) => {
      const response = await page.goto('/esta-pagina/no-existe');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: commonTexts.notFound.title }),
      ).toBeVisible();
    });

    test('a page path in another case is unknown to the server and to the page alike', async ({
      page,
    }) => {
      const response = await page.goto('/Privacy');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: commonTexts.notFound.title }),
      ).toBeVisible();
    });
  });

  test('the landing page has its canonical URL and Spanish description, and a sitemap', async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_CL');
    const sitemap = await request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/</loc>`);
  });
});
