import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarketSummarySchema, type MarketSummary } from '@brillo/domain/contracts/market-summary';
import { MARKET_SUMMARY_MAX_AGE_SECONDS } from '@brillo/domain/market-summary';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { readMarketSummary } from './repository.ts';

export interface MarketSummaryCache {
  /** The summary, read again once the kept one is older than its maximum age. */
  get(): Promise<MarketSummary>;
}

/**
 * One summary per process for `MARKET_SUMMARY_MAX_AGE_SECONDS` (by the app's clock): every visit
 * to the landing page asks for it, and a minute-old count of agents is true enough. Concurrent
 * callers while it is read share one read.
 */
export function createMarketSummaryCache(deps: Pick<Dependencies, 'db' | 'clock'>) {
  let kept: { at: number; summary: Promise<MarketSummary> } | undefined;
  return {
    get(): Promise<MarketSummary> {
      const now = deps.clock.now().getTime();
      if (!kept || now - kept.at >= MARKET_SUMMARY_MAX_AGE_SECONDS * 1000) {
        const summary = readMarketSummary(deps.db, deps.clock.now());
        const entry = { at: now, summary };
        kept = entry;
        // A failed read is not kept: the next caller tries again.
        summary.catch(() => {
          if (kept === entry) kept = undefined;
        });
      }
      return kept.summary;
    },
  } satisfies MarketSummaryCache;
}

/** The landing page's figures (issue 17, ADR-047): public, read-only, cached briefly. */
export const marketSummaryRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'clock'>
> = async (app, deps) => {
  const cache = createMarketSummaryCache(deps);
  app.get(
    '/public/market-summary',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Cifras públicas de la página de inicio',
        description:
          'Agentes que pueden recibir reservas, sus comunas, la tarifa por hora más baja y el ' +
          `promedio de las evaluaciones; guardadas ${MARKET_SUMMARY_MAX_AGE_SECONDS} s.`,
        response: { 200: MarketSummarySchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${MARKET_SUMMARY_MAX_AGE_SECONDS}`);
      return cache.get();
    },
  );
};
