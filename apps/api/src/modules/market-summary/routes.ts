import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSchemas } from '@brillo/domain/contracts/endpoint';
import { readMarketSummary } from '@brillo/domain/contracts/light-endpoints';
import { MARKET_SUMMARY_MAX_AGE_SECONDS } from '@brillo/domain/market-summary';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';
import { createMarketSummaryService } from './service.ts';

/** The landing page's figures (issue 17, ADR-047): public, read-only, cached briefly. */
export const marketSummaryRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'clock'>
> = async (app, deps) => {
  const cache = createMarketSummaryService(deps);
  route(
    app,
    await withSchemas(readMarketSummary),
    {
      schema: {
        tags: ['sistema'],
        summary: 'Cifras públicas de la página de inicio',
        description:
          'Agentes que pueden recibir reservas, sus comunas, la tarifa por hora más baja y el ' +
          `promedio de las evaluaciones; guardadas ${MARKET_SUMMARY_MAX_AGE_SECONDS} s.`,
        response: errorResponses(),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${MARKET_SUMMARY_MAX_AGE_SECONDS}`);
      return cache.get();
    },
  );
};
