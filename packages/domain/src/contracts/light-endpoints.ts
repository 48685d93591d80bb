import { lazyEndpoint } from './endpoint.ts';

/**
 * The endpoints the first page of a visit calls (ADR-015, ADR-066), defined without their schemas:
 * each imports them when first asked for, so that the JavaScript the page waits for carries no
 * zod. The API loads them before registering the routes (`withSchemas`).
 */

/** Settings every visitor sees: the external home link and the footer's contact data. */
export const readPublicConfig = lazyEndpoint({
  method: 'GET',
  path: '/api/public-config',
  loadSchemas: async () => {
    const { PublicConfigSchema } = await import('./public-config.ts');
    return { answers: { 200: PublicConfigSchema } };
  },
});

/** The landing page's figures (ADR-047). */
export const readMarketSummary = lazyEndpoint({
  method: 'GET',
  path: '/api/public/market-summary',
  loadSchemas: async () => {
    const { MarketSummarySchema } = await import('./market-summary.ts');
    return { answers: { 200: MarketSummarySchema } };
  },
});
