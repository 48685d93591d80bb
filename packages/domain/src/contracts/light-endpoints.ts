import { lazyEndpoint } from './endpoint.ts';

/**
 * The endpoints the first page of a visit calls (ADR-015, ADR-066), defined without their schemas:
 * each imports them when first asked for, so that the JavaScript the page waits for carries no
 * zod. The API loads them before registering the routes (`withSchemas`).
 */

/** Who is signed in (401 when nobody is), asked by every page. */
export const readSession = lazyEndpoint({
  method: 'GET',
  path: '/api/session',
  loadSchemas: async () => {
    const { SessionSchema } = await import('./session.ts');
    return { answers: { 200: SessionSchema } };
  },
});

/** Ends the current session and clears its cookie: offered by every page's navigation bar. */
export const signOut = lazyEndpoint({
  method: 'POST',
  path: '/api/auth/sign-out',
  loadSchemas: async () => {
    const { SignedOutSchema } = await import('./session.ts');
    return { answers: { 200: SignedOutSchema } };
  },
});

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
