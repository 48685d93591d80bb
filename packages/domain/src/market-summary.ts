/**
 * How long the server and browsers keep one summary of the marketplace (the landing page's
 * figures, `GET /api/public/market-summary`, ADR-047), in seconds. Apart from its contract so that
 * the web app reads it without loading zod with the home page.
 */
export const MARKET_SUMMARY_MAX_AGE_SECONDS = 60;
